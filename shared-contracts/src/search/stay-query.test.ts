import fc from 'fast-check';
import { addDays, isIsoDate } from '../dates/tehran-date';
import {
  correctCheckin,
  correctNights,
  correctStayQuery,
  MAX_STAY_NIGHTS,
  stayQuery,
  toNumberOrZero,
} from './stay-query';

const TODAY = '2026-11-22';

describe('toNumberOrZero', () => {
  it('reads ASCII, Persian and Arabic digits', () => {
    expect(toNumberOrZero('12')).toBe(12);
    expect(toNumberOrZero('۱۲')).toBe(12);
    expect(toNumberOrZero('١٢')).toBe(12);
    expect(toNumberOrZero(' 2.5 ')).toBe(2.5);
  });

  it('converts a non-numeric string to 0', () => {
    expect(toNumberOrZero('two')).toBe(0);
    expect(toNumberOrZero('3abc')).toBe(0);
    expect(toNumberOrZero('0x10')).toBe(0);
    expect(toNumberOrZero('')).toBe(0);
    expect(toNumberOrZero(null)).toBe(0);
    expect(toNumberOrZero(undefined)).toBe(0);
  });
});

describe('correctNights', () => {
  it('keeps a whole number of nights from 1 to the maximum', () => {
    expect(correctNights('1')).toBe(1);
    expect(correctNights('3')).toBe(3);
    expect(correctNights(String(MAX_STAY_NIGHTS))).toBe(MAX_STAY_NIGHTS);
  });

  it('shows 0 nights as 1', () => {
    expect(correctNights('0')).toBe(1);
  });

  it('makes a non-numeric, negative, fractional or too long stay 1 night', () => {
    expect(correctNights('abc')).toBe(1);
    expect(correctNights('-2')).toBe(1);
    expect(correctNights('2.5')).toBe(1);
    expect(correctNights(String(MAX_STAY_NIGHTS + 1))).toBe(1);
    expect(correctNights(null)).toBe(1);
  });
});

describe('correctCheckin', () => {
  it('keeps today and later days', () => {
    expect(correctCheckin(TODAY, TODAY)).toBe(TODAY);
    expect(correctCheckin('2027-03-20', TODAY)).toBe('2027-03-20');
  });

  it('turns a past check-in into today', () => {
    expect(correctCheckin('2026-11-21', TODAY)).toBe(TODAY);
  });

  it('turns a date that is not a real day, or not a date, into today', () => {
    expect(correctCheckin('2027-02-30', TODAY)).toBe(TODAY);
    expect(correctCheckin('2027-2-3', TODAY)).toBe(TODAY);
    expect(correctCheckin('tomorrow', TODAY)).toBe(TODAY);
    expect(correctCheckin(null, TODAY)).toBe(TODAY);
  });

  it('reads a check-in written with Persian digits', () => {
    expect(correctCheckin('۲۰۲۶-۱۲-۰۱', TODAY)).toBe('2026-12-01');
  });
});

describe('correctStayQuery', () => {
  it('leaves an address without checkin and nights alone, pricing today for one night', () => {
    expect(correctStayQuery('stars=5', TODAY)).toEqual({
      stay: { checkin: TODAY, nights: 1 },
      given: false,
      rewrite: false,
      search: 'stars=5',
    });
  });

  it('needs no rewrite for a valid stay', () => {
    const result = correctStayQuery('checkin=2026-12-01&nights=3', TODAY);

    expect(result.rewrite).toBe(false);
    expect(result.stay).toEqual({ checkin: '2026-12-01', nights: 3 });
  });

  it('rewrites a past check-in to today and keeps the other parameters in place', () => {
    const result = correctStayQuery('stars=5&checkin=2020-01-01&nights=2&sort=price', TODAY);

    expect(result.rewrite).toBe(true);
    expect(result.search).toBe(`stars=5&checkin=${TODAY}&nights=2&sort=price`);
  });

  it('adds nights=1 when only the check-in was given', () => {
    const result = correctStayQuery('checkin=2026-12-01', TODAY);

    expect(result.rewrite).toBe(true);
    expect(result.search).toBe('checkin=2026-12-01&nights=1');
  });

  it("adds today's check-in when only nights were given", () => {
    const result = correctStayQuery('nights=2', TODAY);

    expect(result.rewrite).toBe(true);
    expect(result.search).toBe(`nights=2&checkin=${TODAY}`);
  });

  it('rewrites nights of 0 and a non-numeric nights value to 1', () => {
    expect(correctStayQuery('checkin=2026-12-01&nights=0', TODAY).search).toBe('checkin=2026-12-01&nights=1');
    expect(correctStayQuery('checkin=2026-12-01&nights=abc', TODAY).search).toBe(
      'checkin=2026-12-01&nights=1',
    );
  });

  it('writes Persian digits back as ASCII', () => {
    const result = correctStayQuery('checkin=۲۰۲۶-۱۲-۰۱&nights=۲', TODAY);

    expect(result.rewrite).toBe(true);
    expect(result.search).toBe('checkin=2026-12-01&nights=2');
  });

  it('keeps one value when a parameter is repeated', () => {
    const result = correctStayQuery('checkin=2026-12-01&checkin=2026-12-05&nights=2', TODAY);

    expect(result.rewrite).toBe(true);
    expect(result.search).toBe('checkin=2026-12-01&nights=2');
  });

  it('accepts URLSearchParams without changing them', () => {
    const params = new URLSearchParams('checkin=2020-01-01&nights=2');

    correctStayQuery(params, TODAY);

    expect(params.get('checkin')).toBe('2020-01-01');
  });

  const rawValue = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.integer({ min: -5, max: 40 }).map(String),
    fc.integer({ min: -400, max: 400 }).map((days) => addDays(TODAY, days)),
  );
  const rawQuery = fc
    .record({ checkin: fc.option(rawValue), nights: fc.option(rawValue), stars: fc.option(fc.string()) })
    .map(({ checkin, nights, stars }) => {
      const params = new URLSearchParams();
      if (stars !== null) params.set('stars', stars);
      if (checkin !== null) params.set('checkin', checkin);
      if (nights !== null) params.set('nights', nights);
      return params.toString();
    });

  it('always gives a real check-in from today on and 1 to 30 whole nights', () => {
    fc.assert(
      fc.property(rawQuery, (search) => {
        const { stay } = correctStayQuery(search, TODAY);

        expect(isIsoDate(stay.checkin)).toBe(true);
        expect(stay.checkin >= TODAY).toBe(true);
        expect(Number.isInteger(stay.nights)).toBe(true);
        expect(stay.nights).toBeGreaterThanOrEqual(1);
        expect(stay.nights).toBeLessThanOrEqual(MAX_STAY_NIGHTS);
      }),
    );
  });

  it('corrects once: the corrected address needs no further rewrite and keeps its stay', () => {
    fc.assert(
      fc.property(rawQuery, (search) => {
        const first = correctStayQuery(search, TODAY);
        const second = correctStayQuery(first.search, TODAY);

        expect(second.rewrite).toBe(false);
        expect(second.stay).toEqual(first.stay);
        expect(second.search).toBe(first.search);
      }),
    );
  });

  it('never touches the other parameters', () => {
    fc.assert(
      fc.property(rawQuery, (search) => {
        const before = new URLSearchParams(search);
        const after = new URLSearchParams(correctStayQuery(search, TODAY).search);

        expect(after.getAll('stars')).toEqual(before.getAll('stars'));
      }),
    );
  });
});

describe('stayQuery', () => {
  it("writes the city and hotel pages' query", () => {
    expect(stayQuery({ checkin: '2026-12-01', nights: 2 })).toBe('checkin=2026-12-01&nights=2');
  });
});
