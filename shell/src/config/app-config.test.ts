import { EMPTY_APP_CONFIG, loadAppConfig } from './app-config';

const answer = (status: number, body: unknown) => {
  globalThis.fetch = jest
    .fn()
    .mockResolvedValue({ ok: status < 400, status, json: async () => body }) as unknown as typeof fetch;
};

afterEach(() => jest.restoreAllMocks());

describe('loadAppConfig', () => {
  it('reads the site key and the push settings from /app-config.json', async () => {
    const push = { firebaseConfig: { apiKey: 'k', projectId: 'p' }, vapidKey: 'BPublic' };
    answer(200, { recaptchaSiteKey: '6Lc-key', push });

    await expect(loadAppConfig()).resolves.toEqual({ recaptchaSiteKey: '6Lc-key', push });
    expect(globalThis.fetch).toHaveBeenCalledWith('/app-config.json', { cache: 'no-cache' });
  });

  it('treats an empty key and incomplete push settings as not configured', async () => {
    answer(200, { recaptchaSiteKey: '', push: { vapidKey: 'B' } });

    await expect(loadAppConfig()).resolves.toEqual(EMPTY_APP_CONFIG);
  });

  it('turns everything off, with a warning, when the file cannot be read', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    answer(404, {});

    await expect(loadAppConfig()).resolves.toEqual(EMPTY_APP_CONFIG);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/app-config.json'), expect.any(Error));
  });
});
