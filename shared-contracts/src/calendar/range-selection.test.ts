import { correctRange, isRangeSelectable, selectRangeDay } from './range-selection';

const disabled = { isDisabled: (d: string) => d === '2025-03-21' };

describe('selectRangeDay', () => {
  it('starts a range on the first click and ends it on the second', () => {
    const started = selectRangeDay([null, null], '2025-03-18');
    expect(started).toEqual(['2025-03-18', null]);
    expect(selectRangeDay(started, '2025-03-20')).toEqual(['2025-03-18', '2025-03-20']);
  });

  it('corrects a second day before the first by swapping them', () => {
    expect(selectRangeDay(['2025-03-20', null], '2025-03-18')).toEqual(['2025-03-18', '2025-03-20']);
  });

  it('starts over from an earlier day instead of swapping when asked to (a stay)', () => {
    expect(selectRangeDay(['2025-03-20', null], '2025-03-18', { earlierDay: 'restart' })).toEqual([
      '2025-03-18',
      null,
    ]);
    expect(selectRangeDay(['2025-03-18', null], '2025-03-20', { earlierDay: 'restart' })).toEqual([
      '2025-03-18',
      '2025-03-20',
    ]);
  });

  it('starts over on a click after a complete range', () => {
    expect(selectRangeDay(['2025-03-18', '2025-03-20'], '2025-03-25')).toEqual(['2025-03-25', null]);
  });

  it('starts over from the clicked day when the range would span a disabled day', () => {
    expect(selectRangeDay(['2025-03-19', null], '2025-03-23', disabled)).toEqual(['2025-03-23', null]);
  });

  it('ignores a click on a disabled or out-of-range day', () => {
    expect(selectRangeDay(['2025-03-19', null], '2025-03-21', disabled)).toEqual(['2025-03-19', null]);
    expect(selectRangeDay([null, null], '2025-03-01', { min: '2025-03-02' })).toEqual([null, null]);
  });

  it('makes a one-day range from the same day twice, unless same-day ranges are refused (a stay)', () => {
    expect(selectRangeDay(['2025-03-19', null], '2025-03-19')).toEqual(['2025-03-19', '2025-03-19']);
    expect(selectRangeDay(['2025-03-19', null], '2025-03-19', { allowSameDay: false })).toEqual([
      '2025-03-19',
      null,
    ]);
  });
});

describe('correctRange', () => {
  it('puts a start after the end in order and leaves the rest alone', () => {
    expect(correctRange(['2025-03-22', '2025-03-19'])).toEqual(['2025-03-19', '2025-03-22']);
    expect(correctRange(['2025-03-19', null])).toEqual(['2025-03-19', null]);
  });
});

describe('isRangeSelectable', () => {
  it('is true only for a complete range with no blocked day', () => {
    expect(isRangeSelectable(['2025-03-19', '2025-03-20'], disabled)).toBe(true);
    expect(isRangeSelectable(['2025-03-19', '2025-03-22'], disabled)).toBe(false);
    expect(isRangeSelectable(['2025-03-19', null], disabled)).toBe(false);
  });
});
