// Mobile numbers never reach a log whole: any Iranian mobile number in a logged text (09…, 989…, +989…) keeps its
// first four and last four digits, as the SMS log does (sms/sender.ts maskMobile).

const MOBILE = /(?<!\d)(?:\+98|0098|98|0)9\d{9}(?!\d)/g;

/**
 * The text with every mobile number in it masked.
 *
 * @example
 * maskMobiles('code sent to 09123456789') // 'code sent to 0912***6789'
 */
export const maskMobiles = (text: string): string =>
  text.replace(MOBILE, (mobile) => `${mobile.slice(0, mobile.length - 7)}***${mobile.slice(-4)}`);

/** A logged value with the mobile numbers in its strings masked, a few levels deep (an error's message too). */
export function maskValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskMobiles(value);
  if (depth > 3 || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) {
    const masked = new Error(maskMobiles(value.message));
    masked.name = value.name;
    if (value.stack) masked.stack = maskMobiles(value.stack);
    return masked;
  }
  if (Array.isArray(value)) return value.map((item) => maskValue(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskValue(item, depth + 1)]));
}
