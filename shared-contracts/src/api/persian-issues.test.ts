import { z } from 'zod';
import { MESSAGES } from '../messages/catalogue';
import { ISSUE_MESSAGES, persianIssue, travellerMessage } from './persian-issues';

const messagesOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input, { error: persianIssue });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('persianIssue', () => {
  it('names a wrong type and a missing value in Persian, not zod English', () => {
    const schema = z.object({ booker: z.object({ mobile: z.string() }), count: z.number() });
    expect(messagesOf(schema, { booker: null })).toEqual([ISSUE_MESSAGES.wrongType, ISSUE_MESSAGES.missing]);
  });

  it('gives sizes with Persian digits', () => {
    expect(messagesOf(z.string().max(40), 'x'.repeat(41))).toEqual(['متن حداکثر ۴۰ نویسه می‌تواند باشد.']);
    expect(messagesOf(z.string().min(1), '')).toEqual([ISSUE_MESSAGES.empty]);
    expect(messagesOf(z.array(z.string()).min(2), ['a'])).toEqual(['دست‌کم ۲ مورد لازم است.']);
    expect(messagesOf(z.int().max(12), 13)).toEqual(['عدد حداکثر ۱۲ می‌تواند باشد.']);
  });

  it('falls back to the catalogue for every other kind, and leaves a schema its own message', () => {
    expect(messagesOf(z.enum(['a', 'b']), 'c')).toEqual([MESSAGES.invalidInput]);
    expect(messagesOf(z.union([z.string(), z.number()]), null)).toEqual([MESSAGES.invalidInput]);
    expect(messagesOf(z.strictObject({}), { extra: 1 })).toEqual([ISSUE_MESSAGES.unknownKeys]);
    expect(messagesOf(z.string().min(3, 'پیام خود طرح'), 'a')).toEqual(['پیام خود طرح']);
  });

  it("replaces a schema's English message, meant for developers, by the Persian for its kind", () => {
    const page = z.coerce
      .number({ error: 'page must be a whole number' })
      .int()
      .min(1, { error: 'page must be a whole number' });
    const result = z.object({ page }).safeParse({ page: '0' }, { error: persianIssue, reportInput: true });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map(travellerMessage)).toEqual(['عدد دست‌کم ۱ باید باشد.']);
    const missing = z.object({ id: z.uuidv4({ error: 'id must be a UUID' }) });
    const parsed = missing.safeParse({ id: 'x' }, { error: persianIssue, reportInput: true });
    expect(parsed.error?.issues.map(travellerMessage)).toEqual([MESSAGES.invalidInput]);
  });
});
