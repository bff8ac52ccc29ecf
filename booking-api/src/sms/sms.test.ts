import { logger } from '../observability/logger';
import { startFakeKavenegar } from '../testing/fake-kavenegar';
import { startFakeServer } from '../testing/fake-server';
import { consoleSender } from './console-sender';
import { smsSenderFromEnv } from './index';
import { kavenegarSender } from './kavenegar-sender';

const message = {
  mobile: '09123456789',
  code: '04217',
  purpose: 'login',
  text: 'کد تایید راهی: 04217',
};

describe('kavenegarSender', () => {
  it('calls verify/lookup with the receptor, the code as token and the template', async () => {
    const fake = await startFakeServer(() => ({
      status: 200,
      body: { return: { status: 200, message: 'تایید شد' }, entries: [] },
    }));
    try {
      await kavenegarSender({
        apiKey: 'KEY-1',
        templates: { login_code: 'rahi-otp' },
        baseUrl: fake.url,
      }).sendCode(message);

      expect(fake.requests).toHaveLength(1);
      expect(fake.requests[0]).toMatchObject({ method: 'POST', path: '/v1/KEY-1/verify/lookup.json' });
      expect(fake.requests[0]?.contentType).toBe('application/x-www-form-urlencoded');
      expect(Object.fromEntries(fake.requests[0]?.form ?? [])).toEqual({
        receptor: '09123456789',
        token: '04217',
        template: 'rahi-otp',
      });
    } finally {
      await fake.close();
    }
  });

  it.each([
    [
      'an HTTP error with its status in return',
      400,
      { return: { status: 418, message: 'اعتبار کافی نیست' } },
    ],
    ['a 200 whose return status is not 200', 200, { return: { status: 411, message: 'receptor invalid' } }],
    ['an answer that is not Kavenegar JSON', 502, 'bad gateway'],
  ])('rejects %s, naming the masked number', async (_, status, body) => {
    const fake = await startFakeServer(() => ({ status, body }));
    try {
      const sending = kavenegarSender({ apiKey: 'KEY', baseUrl: fake.url }).sendCode(message);
      await expect(sending).rejects.toThrow(/Kavenegar refused the login_code for 0912\*\*\*6789/);
    } finally {
      await fake.close();
    }
  });
});

describe('kavenegarSender when Kavenegar is down', () => {
  it('stops calling after five failures in a row, keeps refusals of a message out of the count, and tries again after the pause', async () => {
    const fake = await startFakeKavenegar();
    try {
      const sender = kavenegarSender({
        apiKey: 'fake-key',
        baseUrl: fake.url,
        policy: { breakAfter: 5, halfOpenAfterMs: 300 },
      });
      const login = { ...message, kind: 'login_code' as const };
      // A refusal of the message itself (an invalid receptor, 411) says nothing of Kavenegar's health.
      for (let i = 0; i < 6; i += 1)
        await expect(sender.sendCode({ ...login, mobile: '0912' })).rejects.toMatchObject({
          permanent: true,
        });
      fake.state.failing = true;
      for (let i = 0; i < 5; i += 1) await expect(sender.sendCode(login)).rejects.toThrow(/HTTP 500/);
      const before = fake.state.requests;
      await expect(sender.sendCode(login)).rejects.toMatchObject({
        message: expect.stringMatching(/not called for the login_code to 0912\*\*\*6789/),
        permanent: false,
      });
      expect(fake.state.requests).toBe(before);
      fake.state.failing = false;
      await new Promise((resolve) => setTimeout(resolve, 350));
      await sender.sendCode(login);
      expect(fake.accepted.at(-1)?.receptor).toBe('09123456789');
    } finally {
      await fake.close();
    }
  });
});

describe('consoleSender', () => {
  it('logs the code with the whole number in development', async () => {
    const lines: string[] = [];
    await consoleSender({ showNumber: true, log: (line) => lines.push(line) }).sendCode(message);
    expect(lines).toEqual(['[sms] login code 04217 for 09123456789 (console sender, not sent)']);
  });

  it('masks the number elsewhere', async () => {
    const lines: string[] = [];
    await consoleSender({ showNumber: false, log: (line) => lines.push(line) }).sendCode(message);
    expect(lines[0]).toContain('0912***6789');
    expect(lines[0]).not.toContain('09123456789');
  });
});

describe('smsSenderFromEnv', () => {
  afterEach(() => jest.restoreAllMocks());

  it('picks the console sender outside production by default', () => {
    expect(smsSenderFromEnv({ NODE_ENV: 'development' }).name).toBe('console');
    expect(smsSenderFromEnv({}).name).toBe('console');
  });

  it('picks Kavenegar with its key and template, and its base URL when given', async () => {
    const fake = await startFakeServer(() => ({ status: 200, body: { return: { status: 200 } } }));
    try {
      const sender = smsSenderFromEnv({
        SMS_PROVIDER: 'kavenegar',
        KAVENEGAR_API_KEY: 'K',
        KAVENEGAR_TEMPLATE: 'T',
        KAVENEGAR_BASE_URL: fake.url,
      });
      await sender.sendCode(message);
      expect(sender.name).toBe('kavenegar');
      expect(fake.requests[0]?.path).toBe('/v1/K/verify/lookup.json');
    } finally {
      await fake.close();
    }
  });

  it('refuses Kavenegar without its key, and an unknown provider', () => {
    expect(() => smsSenderFromEnv({ SMS_PROVIDER: 'kavenegar' })).toThrow(/KAVENEGAR_API_KEY/);
    expect(() => smsSenderFromEnv({ SMS_PROVIDER: 'pigeon' })).toThrow(/Unknown SMS_PROVIDER "pigeon"/);
  });

  it('in production without a provider, sends nothing and says why at start-up', async () => {
    const warn = jest.spyOn(logger, 'warn');
    const sender = smsSenderFromEnv({ NODE_ENV: 'production' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('SMS_PROVIDER is not defined in production'));
    await expect(sender.sendCode(message)).rejects.toThrow(/no SMS provider/);
  });
});
