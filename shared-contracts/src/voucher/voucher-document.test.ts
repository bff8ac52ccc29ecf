import type { Booking } from '../api/bookings';
import { DEFAULT_CANCELLATION_POLICY, describeCancellationPolicy } from '../cancellation/cancellation-policy';
import { VOUCHER_MESSAGES } from '../messages/voucher-messages';
import { buildVoucherDocument, reserveStatusUrl, voucherRefusal } from './voucher-document';

const booking: Booking = {
  reserveId: '48213657',
  status: 'awaiting_hotel',
  hotel: {
    id: 3,
    name: 'هتل درویشی',
    stars: 5,
    address: 'مشهد، بلوار امام رضا',
    checkInTime: '14:00',
    checkOutTime: '12:00',
  },
  checkin: '2025-03-19',
  checkOut: '2025-03-21',
  nights: 2,
  rooms: [
    {
      roomIndex: 0,
      roomTypeId: 1,
      name: 'سوئیت',
      extraBedCount: 0,
      earlyCheckIn: false,
      lateCheckOut: true,
      boardPrice: 40_000_000,
      customerPrice: 34_000_000,
      priceLines: [
        { kind: 'night', date: '2025-03-19', count: 1, boardPrice: 18_000_000, customerPrice: 15_000_000 },
        { kind: 'night', date: '2025-03-20', count: 1, boardPrice: 18_000_000, customerPrice: 15_500_000 },
        { kind: 'lateCheckOut', date: null, count: 1, boardPrice: 4_000_000, customerPrice: 3_500_000 },
      ],
    },
  ],
  guests: [{ roomIndex: 0, firstName: 'سارا', lastName: 'کریمی', nationalCode: '0012345679' }],
  booker: { mobile: '09121234567', email: null },
  discountCode: null,
  amounts: {
    total: 40_000_000,
    hotelDiscount: 6_000_000,
    discount: 0,
    credit: 0,
    points: 0,
    toPay: 34_000_000,
  },
  holdExpiresAt: '2025-03-01T10:15:00.000Z',
  createdAt: '2025-03-01T10:00:00.000Z',
  payment: {
    status: 'verified',
    provider: 'sandbox',
    amount: 34_000_000,
    refId: '7788',
    cardPan: null,
    at: '2025-03-01T20:45:00.000Z',
  },
};
const hotel = { location: { lat: 36.29, lng: 59.61 }, cancellationPolicy: 'غیرقابل لغو' };
const rowsOf = (isFactor: boolean) =>
  buildVoucherDocument({ booking, hotel, isFactor, origin: 'https://rahi.ir' }).sections.flatMap(
    (s) => s.rows,
  );

describe('voucherRefusal', () => {
  it('gives paid bookings a voucher and says plainly why the others have none', () => {
    expect(voucherRefusal('confirmed')).toBeNull();
    expect(voucherRefusal('awaiting_hotel')).toBeNull();
    expect(voucherRefusal('pending_payment')).toBe(VOUCHER_MESSAGES.notPaid);
    expect(voucherRefusal('cancelled')).toBe(VOUCHER_MESSAGES.cancelled);
    expect(voucherRefusal('expired')).toBe(VOUCHER_MESSAGES.expired);
  });
});

describe('buildVoucherDocument', () => {
  it('says a booking awaiting the hotel plainly and links its QR code to /reserve-status', () => {
    const document = buildVoucherDocument({ booking, hotel, isFactor: false, origin: 'https://rahi.ir' });
    expect(document.status.value).toBe(VOUCHER_MESSAGES.statusAwaitingHotel);
    expect(document.reserveId).toBe('۴۸۲۱۳۶۵۷');
    expect(document.qrUrl).toBe(reserveStatusUrl('https://rahi.ir', '48213657', '09121234567'));
    expect(document.qrUrl).toBe('https://rahi.ir/reserve-status?reserveId=48213657&mobile=09121234567');
  });

  it('writes Jalali dates with weekday across the Esfand/Farvardin rollover, and hotel times', () => {
    const values = rowsOf(false).map((row) => row.value);
    expect(values).toContain('چهارشنبه ۲۹ اسفند ۱۴۰۳، از ساعت ۱۴:۰۰');
    expect(values).toContain('جمعه ۱ فروردین ۱۴۰۴، تا ساعت ۱۲:۰۰');
    expect(values).toContain('سارا کریمی');
  });

  it('adds the invoice only with isFactor: Toman amounts and the payment in Tehran time', () => {
    expect(rowsOf(false).some((row) => row.label === VOUCHER_MESSAGES.paid)).toBe(false);
    const rows = Object.fromEntries(rowsOf(true).map((row) => [row.label, row.value]));
    expect(rows[VOUCHER_MESSAGES.paid]).toBe('۳٬۴۰۰٬۰۰۰ تومان');
    expect(rows[VOUCHER_MESSAGES.hotelDiscount]).toBe('۶۰۰٬۰۰۰ تومان');
    expect(rows[VOUCHER_MESSAGES.refId]).toBe('۷۷۸۸');
    expect(rows[VOUCHER_MESSAGES.paidAt]).toBe('۱۴۰۳/۱۲/۱۲ ۰۰:۱۵');
    expect(rows[VOUCHER_MESSAGES.discountCode('')]).toBeUndefined();
  });

  it('lists each room at the hotel rate with its nights (Jalali, with weekday) and its late check-out under it', () => {
    const rows = rowsOf(true);
    const at = rows.findIndex((row) => row.label === VOUCHER_MESSAGES.roomLine('۱', 'سوئیت', '۲'));
    expect(rows.slice(at, at + 5)).toEqual([
      { label: 'اتاق ۱: سوئیت – ۲ شب', value: '۴٬۰۰۰٬۰۰۰ تومان' },
      { label: 'شب چهارشنبه ۲۹ اسفند ۱۴۰۳', value: '۱٬۸۰۰٬۰۰۰ تومان', detail: true },
      { label: 'شب پنجشنبه ۳۰ اسفند ۱۴۰۳', value: '۱٬۸۰۰٬۰۰۰ تومان', detail: true },
      { label: VOUCHER_MESSAGES.lateCheckOut, value: '۴۰۰٬۰۰۰ تومان', detail: true },
      { label: VOUCHER_MESSAGES.boardTotal, value: '۴٬۰۰۰٬۰۰۰ تومان' },
    ]);
  });

  it('shows a foreign guest’s name as written, isolated, with the passport number and nationality', () => {
    const foreign = {
      ...booking,
      guests: [
        {
          roomIndex: 0,
          firstName: 'Anna',
          lastName: 'Smith Jr.',
          passportNumber: 'C01X00T47',
          nationality: 'آلمان',
        },
      ],
    };
    const rows = buildVoucherDocument({ booking: foreign, hotel, isFactor: false, origin: 'https://rahi.ir' })
      .sections[2]?.rows;
    expect(rows?.slice(0, 3)).toEqual([
      { label: VOUCHER_MESSAGES.guest, value: '\u2068Anna Smith Jr.\u2069' },
      { label: VOUCHER_MESSAGES.passport, value: '\u2066C01X00T47\u2069' },
      { label: VOUCHER_MESSAGES.nationality, value: 'آلمان' },
    ]);
  });

  it('repeats what cancelling costs from today, from the hotel policy the page showed before paying', () => {
    const withRules = { ...hotel, cancellationRules: DEFAULT_CANCELLATION_POLICY };
    const document = buildVoucherDocument({
      booking,
      hotel: withRules,
      isFactor: false,
      origin: 'https://rahi.ir',
      today: '2025-03-01',
    });
    const costs = document.sections.find((s) => s.heading === VOUCHER_MESSAGES.cancellationCostSection);
    expect(costs?.text).toBe(
      'هزینه لغو اکنون ۳۰۰٬۰۰۰ تومان، همین مبلغ تا پایان شنبه ۱۸ اسفند ۱۴۰۳؛ پس از آن بیشتر.',
    );
    const without = buildVoucherDocument({ booking, hotel, isFactor: false, origin: 'https://rahi.ir' });
    expect(without.sections.some((s) => s.heading === VOUCHER_MESSAGES.cancellationCostSection)).toBe(false);
  });

  it('writes and charges the policy the booking was made under, not the one its hotel has now', () => {
    const strict = { tiers: [{ minDaysBefore: 0, percent: 100, of: 'stay' as const }], holidays: null };
    const document = buildVoucherDocument({
      booking: { ...booking, cancellationRules: DEFAULT_CANCELLATION_POLICY },
      hotel: { ...hotel, cancellationRules: strict, cancellationPolicy: describeCancellationPolicy(strict) },
      isFactor: false,
      origin: 'https://rahi.ir',
      today: '2025-03-01',
    });
    const text = (heading: string) => document.sections.find((s) => s.heading === heading)?.text;
    expect(text(VOUCHER_MESSAGES.cancellationSection)).toBe(
      describeCancellationPolicy(DEFAULT_CANCELLATION_POLICY),
    );
    expect(text(VOUCHER_MESSAGES.cancellationCostSection)).toBe(
      'هزینه لغو اکنون ۳۰۰٬۰۰۰ تومان، همین مبلغ تا پایان شنبه ۱۸ اسفند ۱۴۰۳؛ پس از آن بیشتر.',
    );
  });

  it('shows an Iranian guest’s name and not the national code', () => {
    const rows = rowsOf(false);
    expect(rows).toContainEqual({ label: VOUCHER_MESSAGES.guest, value: 'سارا کریمی' });
    expect(rows.some((row) => row.label === VOUCHER_MESSAGES.passport)).toBe(false);
    expect(JSON.stringify(rows)).not.toContain('0012345679');
  });

  it('gives a room its extra beds, early check-in and late check-out on rows of their own', () => {
    const room = buildVoucherDocument({
      booking,
      hotel,
      isFactor: false,
      origin: 'https://rahi.ir',
    }).sections.find((section) => section.heading.includes('سوئیت'));
    expect(room?.rows.slice(-3)).toEqual([
      { label: VOUCHER_MESSAGES.extraBeds, value: VOUCHER_MESSAGES.hasNot },
      { label: VOUCHER_MESSAGES.earlyCheckIn, value: VOUCHER_MESSAGES.hasNot },
      { label: VOUCHER_MESSAGES.lateCheckOut, value: VOUCHER_MESSAGES.has },
    ]);
  });

  it('shows the hotel phone reading left to right, and none when the hotel has none', () => {
    const withPhone = buildVoucherDocument({
      booking,
      hotel: { ...hotel, phone: '051-32225566' },
      isFactor: false,
      origin: 'https://rahi.ir',
    });
    const phones = withPhone.sections
      .flatMap((s) => s.rows)
      .filter((r) => r.label === VOUCHER_MESSAGES.phone);
    expect(phones).toEqual([{ label: VOUCHER_MESSAGES.phone, value: '\u2066۰۵۱-۳۲۲۲۵۵۶۶\u2069' }]);
    expect(rowsOf(false).some((row) => row.label === VOUCHER_MESSAGES.phone)).toBe(false);
  });
});
