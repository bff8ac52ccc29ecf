import { buildVoucherDocument } from '@rahi/shared-contracts';
import { pdfFirstPage, pdfLinesLeftToRight, pdfLinesRightToLeft, pdfText } from '../pdf-text';
import { foreignGuestBooking, hotelDetails, paidBooking } from '../test-fixtures';
import { renderVoucherPdf } from './render-voucher';

const render = (isFactor: boolean) =>
  renderVoucherPdf(
    buildVoucherDocument({ booking: paidBooking, hotel: hotelDetails, isFactor, origin: 'https://rahi.ir' }),
  );

const positions = (text: string, parts: string[]) => parts.map((part) => text.indexOf(part));

describe('renderVoucherPdf', () => {
  it('writes the reserve id, hotel, guests, Jalali dates and amount paid in reading order', async () => {
    // pdftotext -raw splits at spaces, so a colon or comma sticks to the word on its visual left (and its
    // default mode misplaces spaces around digits): lines compared without colons and commas.
    // A page break (form feed) sticks to the first word of the next page's first line: dropped too.
    const text = pdfLinesRightToLeft(await render(true))
      .join('\n')
      .replace(/[:،\f]/g, '');
    const found = positions(text, [
      'کد رزرو ۴۸۲۱۳۶۵۷',
      'هتل پارسیان آزادی',
      'ورود پنجشنبه ۳ دی ۱۴۰۵ از ساعت ۱۴۰۰',
      'خروج شنبه ۵ دی ۱۴۰۵ تا ساعت ۱۲۰۰',
      'مریم رضایی',
      'محمدی',
      'مبلغ پرداخت شده ۸٬۴۵۰٬۰۰۰ تومان',
    ]);
    expect(found.every((at) => at >= 0)).toBe(true);
    expect([...found].sort((a, b) => a - b)).toEqual(found);
  });

  it('draws a mixed Persian, Latin and digits line in the right order, parentheses facing the right way', async () => {
    const lines = pdfLinesRightToLeft(await render(true)).map((line) => line.replace(/:/g, ''));
    expect(lines).toContain('اتاق ۱ دو تخته (Twin) – ۲ شب ۴٬۲۰۰٬۰۰۰ تومان');
    expect(lines).toContain('کد تخفیف (YALDA1405) ۲۰۰٬۰۰۰ تومان');
  });

  it('draws a foreign guest’s Latin name in its own order beside the Persian label, with the passport', async () => {
    const bytes = await renderVoucherPdf(
      buildVoucherDocument({
        booking: foreignGuestBooking,
        hotel: hotelDetails,
        isFactor: false,
        origin: 'https://rahi.ir',
      }),
    );
    // Left to right on the page: the name (its dot after «Jr»), then the label at the right margin.
    const lines = pdfLinesLeftToRight(bytes).map((line) => line.replace(/:/g, ''));
    expect(lines).toContainEqual(expect.stringMatching(/^Anna-Maria Smith Jr\. مهمان$/));
    expect(lines).toContainEqual(expect.stringMatching(/^C01X00T47 گذرنامه شماره$/));
    expect(pdfLinesRightToLeft(bytes)).toContain(':ملیت آلمان');
  });

  it('lists every room with its nights, extra bed and early check-in under it, in order', async () => {
    const text = pdfLinesRightToLeft(await render(true))
      .join('\n')
      .replace(/:/g, '');
    const found = positions(text, [
      'اتاق ۱ دو تخته (Twin) – ۲ شب ۴٬۲۰۰٬۰۰۰ تومان',
      'شب پنجشنبه ۳ دی ۱۴۰۵ ۱٬۷۰۰٬۰۰۰ تومان',
      'شب جمعه ۴ دی ۱۴۰۵ ۱٬۸۰۰٬۰۰۰ تومان',
      '۱ تخت اضافه × ۲ شب ۵۰۰٬۰۰۰ تومان',
      'ورود زودهنگام ۲۰۰٬۰۰۰ تومان',
      'اتاق ۲ سوئیت – ۲ شب ۶٬۰۰۰٬۰۰۰ تومان',
      'خروج دیرهنگام ۴۰۰٬۰۰۰ تومان',
      'جمع به نرخ هتل ۱۰٬۲۰۰٬۰۰۰ تومان',
    ]);
    expect(found.every((at) => at >= 0)).toBe(true);
    expect([...found].sort((a, b) => a - b)).toEqual(found);
  });

  it('keeps a phone number and a masked card reading left to right', async () => {
    const lines = pdfLinesRightToLeft(await render(true));
    expect(lines).toContainEqual(expect.stringContaining('۰۲۱-۸۸۰۰۱۱۲۲'));
    expect(lines).toContainEqual(expect.stringContaining('۵۰۲۲۲۹******۵۹۹۵'));
  });

  it('leaves the invoice out of a voucher', async () => {
    const text = pdfText(await render(false));
    expect(text).toContain('واچر اقامت در هتل');
    expect(text).not.toContain('مبلغ پرداخت شده');
  });

  it('embeds only a subset of the font and no zero-width boxes', async () => {
    const bytes = await render(true);
    expect(bytes.length).toBeLessThan(80_000);
    expect(pdfText(bytes)).not.toMatch(/\u200c|\ufffd/);
  });

  it('draws right-aligned text and a QR code in the top left corner', async () => {
    const { width, height, pixels } = pdfFirstPage(await render(false));
    const inkIn = (x0: number, x1: number, y0: number, y1: number) => {
      let dark = 0;
      for (let y = Math.floor(y0 * height); y < y1 * height; y++)
        for (let x = Math.floor(x0 * width); x < x1 * width; x++)
          if ((pixels[y * width + x] ?? 255) < 128) dark++;
      return dark;
    };
    expect(inkIn(0.07, 0.23, 0.05, 0.16)).toBeGreaterThan(300); // the QR code's modules
    // Rows end at the right margin; only the sections' rules and the long address lines reach the left.
    expect(inkIn(0.6, 0.93, 0.2, 0.6)).toBeGreaterThan(2 * inkIn(0.07, 0.4, 0.2, 0.6));
  });
});
