import { buildVoucherDocument, VOUCHER_MESSAGES } from '@rahi/shared-contracts';
import { foreignGuestBooking, hotelDetails } from '../test-fixtures';
import { visualRuns } from './bidi-runs';

const MARKS = /[\u2066-\u2069]/g;
/** The runs as drawn from left to right, bidi marks (which the font drops) left out. */
const drawn = (line: string) =>
  visualRuns(line)
    .map((run) => ({ ...run, text: run.text.replace(MARKS, '') }))
    .filter((run) => run.text !== '');

/** A row of the foreign guest's voucher as the PDF writes it: «label: value» on one line. */
function lineOf(label: string) {
  const document = buildVoucherDocument({
    booking: foreignGuestBooking,
    hotel: hotelDetails,
    isFactor: false,
    origin: 'https://rahi.ir',
  });
  const row = document.sections.flatMap((section) => section.rows).find((r) => r.label === label);
  return `${row?.label}: ${row?.value}`;
}

describe('visualRuns', () => {
  it('keeps a foreign guest’s Latin name in reading order left of the Persian label, its dot after «Jr»', () => {
    expect(drawn(lineOf(VOUCHER_MESSAGES.guest))).toEqual([
      { text: 'Anna-Maria Smith Jr.', direction: 'ltr' },
      { text: 'مهمان: ', direction: 'rtl' },
    ]);
  });

  it('keeps the passport number in one left-to-right run', () => {
    expect(drawn(lineOf(VOUCHER_MESSAGES.passport))).toEqual([
      { text: 'C01X00T47', direction: 'ltr' },
      { text: 'شماره گذرنامه: ', direction: 'rtl' },
    ]);
  });

  it('reads a name written in Persian letters right to left as one run, isolate or not', () => {
    expect(drawn('مهمان: \u2068علي رضا\u2069')).toEqual([{ text: 'مهمان: علي رضا', direction: 'rtl' }]);
  });

  it('without an isolate would draw a trailing dot before the name: why the voucher isolates it', () => {
    expect(drawn('مهمان: Anna Smith Jr.')[0]).toEqual({ text: '.', direction: 'rtl' });
  });
});
