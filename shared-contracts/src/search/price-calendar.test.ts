import { cheapDays, PRICE_CALENDAR_TEXT, priceDayNote, priceDayReason } from './price-calendar';

const prices = (...values: number[]) => new Map(values.map((value, index) => [`d${index}`, value]));

describe('cheapDays', () => {
  it('marks the lowest third of the visible prices', () => {
    expect(cheapDays(prices(500, 100, 300, 200, 600, 400))).toEqual(new Set(['d1', 'd3']));
  });

  it('marks every day that ties with the third-lowest price', () => {
    expect(cheapDays(prices(100, 100, 100, 300, 300, 300, 300))).toEqual(new Set(['d0', 'd1', 'd2']));
  });

  it('marks nothing when every price is the same', () => {
    expect(cheapDays(prices(200, 200, 200, 200))).toEqual(new Set());
  });

  it('marks nothing with fewer than three prices', () => {
    expect(cheapDays(prices(100, 900))).toEqual(new Set());
  });
});

describe('priceDayReason', () => {
  it('names why a sold-out or closed day cannot be chosen, in Persian', () => {
    expect(priceDayReason('sold_out')).toBe(PRICE_CALENDAR_TEXT.soldOut);
    expect(priceDayReason('closed')).toBe('بسته');
    expect(priceDayReason('available')).toBeNull();
  });
});

describe('priceDayNote', () => {
  it('draws the price in short Toman and says it in full, cheap or not', () => {
    expect(priceDayNote({ price: 24_000_000, status: 'available' }, true)).toEqual({
      text: '۲٫۴م',
      description: 'کمترین قیمت هر شب ۲٬۴۰۰٬۰۰۰ تومان، ارزان‌تر',
      cheap: true,
      blocked: false,
    });
    expect(priceDayNote({ price: 8_500_000, status: 'available' }, false).description).toBe(
      'کمترین قیمت هر شب ۸۵۰٬۰۰۰ تومان',
    );
  });

  it('blocks a sold-out or closed day and gives its reason', () => {
    expect(priceDayNote({ price: null, status: 'sold_out' }, false)).toEqual({
      text: 'تکمیل',
      description: 'ظرفیت تکمیل',
      cheap: false,
      blocked: true,
    });
    expect(priceDayNote({ price: null, status: 'closed' }, false)).toMatchObject({
      text: 'بسته',
      blocked: true,
    });
  });
});
