import { clickTarget, notificationOptions, readRahiPayload } from './rahi-push';

const PAYLOAD = {
  title: 'پاسخ پشتیبانی',
  body: 'پشتیبانی راهی به تیکت ۱۲ پاسخ داد.',
  url: '/profile/ticket/12',
  tag: 'rahi-support_answered-41',
  dir: 'rtl',
  lang: 'fa',
};
const data = (value: unknown) => ({ json: () => value });

describe('Rahi push payloads', () => {
  it('reads our payload and leaves firebase’s and broken ones alone', () => {
    expect(readRahiPayload(data(PAYLOAD))).toEqual(PAYLOAD);
    expect(readRahiPayload(data({ notification: { title: 'x' }, fcmMessageId: '1' }))).toBeNull();
    expect(readRahiPayload(data({ ...PAYLOAD, tag: 'other' }))).toBeNull();
    expect(
      readRahiPayload({
        json: () => {
          throw new SyntaxError('not JSON');
        },
      }),
    ).toBeNull();
    expect(readRahiPayload(null)).toBeNull();
  });

  it('shows it right to left in Persian, one notification per message', () => {
    expect(notificationOptions(readRahiPayload(data(PAYLOAD)) ?? (PAYLOAD as never))).toEqual({
      body: PAYLOAD.body,
      dir: 'rtl',
      lang: 'fa',
      tag: PAYLOAD.tag,
      data: { url: '/profile/ticket/12' },
    });
  });

  it('opens only pages of this site', () => {
    const origin = 'https://rahi.ir';
    expect(clickTarget({ url: '/profile/ticket/12' }, origin)).toBe('https://rahi.ir/profile/ticket/12');
    expect(clickTarget({ url: 'https://rahi.ir/voucher?t=abc' }, origin)).toBe(
      'https://rahi.ir/voucher?t=abc',
    );
    expect(clickTarget({ url: 'https://evil.example/x' }, origin)).toBeNull();
    expect(clickTarget({}, origin)).toBeNull();
  });
});
