import { DEFAULT_TIMES, EMPTY_SELECTION, isComplete, readSelection, writeSelection } from './picker-value';

describe('readSelection', () => {
  it('reads a single ISO date, with or without time', () => {
    expect(readSelection('2025-03-20', 'single').dates).toEqual(['2025-03-20', null]);
    expect(readSelection('2025-03-20T09:30', 'single').times[0]).toEqual({ hour: 9, minute: 30 });
  });

  it('puts a range in order when the start is after the end, times included', () => {
    const selection = readSelection(['2025-03-25T10:00', '2025-03-20T08:00'], 'range');
    expect(selection.dates).toEqual(['2025-03-20', '2025-03-25']);
    expect(selection.times).toEqual([
      { hour: 8, minute: 0 },
      { hour: 10, minute: 0 },
    ]);
  });

  it.each([
    ['single', '2025-02-30'],
    ['single', '1403/12/30'],
    ['range', ['2025-03-20', 'tomorrow']],
    ['range', [null, '2025-03-20']],
    ['range', '2025-03-20'],
  ] as const)('clears the selection for the invalid %s value %p', (mode, value) => {
    expect(readSelection(value as never, mode)).toEqual(EMPTY_SELECTION);
  });

  it("starts with product §9's default times, 14:00 and 12:00", () => {
    expect(readSelection(null, 'single').times).toEqual(DEFAULT_TIMES);
  });
});

describe('writeSelection', () => {
  it('gives ISO strings, with the time only when asked', () => {
    const selection = readSelection(['2025-03-20', '2025-03-22'], 'range');
    expect(writeSelection(selection, 'range', false)).toEqual(['2025-03-20', '2025-03-22']);
    expect(writeSelection(selection, 'range', true)).toEqual(['2025-03-20T14:00', '2025-03-22T12:00']);
    expect(writeSelection(readSelection('2025-03-20', 'single'), 'single', false)).toBe('2025-03-20');
  });

  it('knows when a selection is complete', () => {
    expect(isComplete(readSelection(['2025-03-20', null], 'range'), 'range')).toBe(false);
    expect(isComplete(readSelection('2025-03-20', 'single'), 'single')).toBe(true);
  });
});
