// How query-string values become typed values. Every value arrives as a string, possibly empty, possibly
// with Persian digits; a list comes comma-separated or as a repeated key. An empty value means "not given".

import { PARTY_ADULTS, toAsciiDigits } from '@rahi/shared-contracts';
import * as z from 'zod';

/** The longest stay a hotel list or a room price list is asked for. */
export const MAX_NIGHTS = 30;
export const MAX_PAGE_SIZE = 50;

const given = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const text = toAsciiDigits(value.trim());
  return text === '' ? undefined : text;
};

/** Wraps a schema so that an empty or blank query value counts as missing (its default, if any, applies). */
export function queryParam<T extends z.ZodType>(schema: T) {
  return z.preprocess(given, schema);
}

/** A comma list (`stars=4,5`) or repeated key (`stars=4&stars=5`) of items; empty lists count as missing. */
export function queryList<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    const parts = (Array.isArray(value) ? value : [value])
      .flatMap((part) => (typeof part === 'string' ? part.split(',') : [part]))
      .map(given)
      .filter((part) => part !== undefined);
    return parts.length > 0 ? parts : undefined;
  }, z.array(item).optional());
}

/** A whole number from a query string, with one message naming the parameter and its range. */
export function queryInt(name: string, min: number, max?: number) {
  const error =
    max === undefined
      ? `${name} must be a whole number of at least ${min}`
      : `${name} must be a whole number from ${min} to ${max}`;
  const schema = z.coerce.number({ error }).int({ error }).min(min, { error });
  return max === undefined ? schema : schema.max(max, { error });
}

/** The party's adults (`adults=N`): a whole number within PARTY_ADULTS, two when not given. */
export const adultsParam = () =>
  queryParam(queryInt('adults', PARTY_ADULTS.min, PARTY_ADULTS.max).default(PARTY_ADULTS.default));

/** A calendar date 'YYYY-MM-DD' that is a real day (2026-02-30 is refused). */
export const isoDateField = (name: string) =>
  z.iso.date({
    error: (issue) =>
      issue.input === undefined ? `${name} is required` : `${name} must be a real date as YYYY-MM-DD`,
  });
