// The SMS channel against a local fake of Kavenegar's lookup API: each kind goes out through its own template
// with its tokens within Kavenegar's space limits, and the traveller reads the hotel, the Jalali dates and the
// reserve id in Persian digits and the link; an invalid number is given up, a provider error is retried; a late
// answer counts while the outbox try's window is open (lookup takes no idempotency key: a retry would send again).
import { MESSAGE_KINDS } from '@rahi/shared-contracts';
import { kavenegarSender, smsSenderFromEnv } from '../../sms';
import { SMS_TEMPLATES, smsText } from '../../sms/templates';
import { startFakeKavenegar } from '../../testing/fake-kavenegar';
import { type OutboxDelivery, PermanentDeliveryError } from './channel';
import { smsChannel } from './sms';

const params = {
  reserveId: '48213657',
  hotelName: 'هتل بین المللی قصر طلایی مشهد مقدس نزدیک حرم مطهر',
  checkIn: '2026-03-31',
  nights: 3,
  amount: 125_000_000,
  refundTo: 'wallet',
  link: 'https://rahi.test/v/48213657.abc.def',
  ticketId: 12,
  code: '04217',
  hotelId: 7,
};

const delivery = (kind: OutboxDelivery['kind'], mobile = '09121234567'): OutboxDelivery => ({
  id: 1,
  kind,
  channel: 'sms',
  userId: null,
  mobile,
  params,
  attempt: 1,
  idempotencyKey: 'rahi-outbox-1',
});

describe('the SMS channel through Kavenegar', () => {
  let fake: Awaited<ReturnType<typeof startFakeKavenegar>>;
  beforeAll(async () => {
    fake = await startFakeKavenegar();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.accepted.length = 0;
    fake.state.failing = false;
    fake.state.delayMs = 0;
  });
  const channel = () => smsChannel(kavenegarSender({ apiKey: fake.apiKey, baseUrl: fake.url }));

  it.each(MESSAGE_KINDS)('sends %s through its own template, as the traveller will read it', async (kind) => {
    await channel().send(delivery(kind));
    expect(fake.accepted).toHaveLength(1);
    expect(fake.accepted[0]?.template).toBe(SMS_TEMPLATES[kind].name);
    expect(fake.accepted[0]?.message).toBe(smsText(kind, params));
  });

  it('names the hotel, the Jalali check-in, the nights and the reserve id in Persian digits, with the link', async () => {
    await channel().send(delivery('booking_confirmed'));
    const text = fake.accepted[0]?.message ?? '';
    expect(text).toContain('۴۸۲۱۳۶۵۷');
    expect(text).toContain('۱۴۰۵/۰۱/۱۱');
    expect(text).toContain('۳ شب');
    expect(text).toContain('قصر طلایی');
    expect(text).toContain('https://rahi.test/v/48213657.abc.def');
    expect(text).not.toMatch(/09121234567/);
  });

  it('gives up a message to a number Kavenegar refuses, and lets a server error be tried again', async () => {
    await expect(channel().send(delivery('hold_ending', '0912'))).rejects.toBeInstanceOf(
      PermanentDeliveryError,
    );
    fake.state.failing = true;
    const failing = channel().send(delivery('hold_ending'));
    await expect(failing).rejects.toThrow(/HTTP 500/);
    await expect(failing).rejects.not.toBeInstanceOf(PermanentDeliveryError);
  });

  it('counts a lookup Kavenegar answers late, within the try’s window, as sent: the retry does not send it again', async () => {
    fake.state.delayMs = 5500;
    const signal = AbortSignal.timeout(15_000);
    await expect(channel().send({ ...delivery('hotel_refused'), signal })).resolves.toBeUndefined();
    expect(fake.accepted).toHaveLength(1);
  }, 20_000);

  it('gives up waiting when the try’s window closes, to be tried again', async () => {
    fake.state.delayMs = 1000;
    const sending = channel().send({ ...delivery('hotel_refused'), signal: AbortSignal.timeout(100) });
    await expect(sending).rejects.toThrow(/timeout|aborted/i);
    await expect(sending).rejects.not.toBeInstanceOf(PermanentDeliveryError);
  });

  it('uses the template names the environment gives', async () => {
    const sender = smsSenderFromEnv({
      SMS_PROVIDER: 'kavenegar',
      KAVENEGAR_API_KEY: fake.apiKey,
      KAVENEGAR_BASE_URL: fake.url,
      KAVENEGAR_TEMPLATE_HOLD_ENDING: 'rahi-payment-failed',
    });
    await smsChannel(sender).send(delivery('hold_ending'));
    expect(fake.accepted[0]?.template).toBe('rahi-payment-failed');
  });
});
