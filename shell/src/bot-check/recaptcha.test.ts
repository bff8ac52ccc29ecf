import { createBotCheck, POLL_MS, SCRIPT_WAIT_MS, scriptUrl } from './recaptcha';

afterEach(() => {
  delete window.grecaptcha;
  document.head.innerHTML = '';
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('createBotCheck', () => {
  it('is skipped quietly when no key is configured (the gateway says so once, at start)', async () => {
    const logs = ['log', 'info', 'warn', 'error'].map((level) =>
      jest.spyOn(console, level as 'log').mockImplementation(() => {}),
    );

    const check = createBotCheck(null);

    expect(check.enabled).toBe(false);
    await expect(check.token('login_register')).resolves.toBeNull();
    for (const log of logs) expect(log).not.toHaveBeenCalled();
    expect(document.querySelector('script')).toBeNull();
  });

  it('loads the script in Persian for the key and hides the badge', () => {
    createBotCheck('6Lc-key')
      .token('login_register')
      .catch(() => {});

    const script = document.querySelector('script');
    expect(script?.src).toBe('https://www.google.com/recaptcha/api.js?render=6Lc-key&hl=fa');
    expect(scriptUrl('6Lc-key')).toBe(script?.src);
    expect(document.head.querySelector('style')?.textContent).toMatch(
      /\.grecaptcha-badge\s*{\s*visibility: hidden/,
    );
  });

  it('waits for grecaptcha with a 25 ms poll and executes it with the named action', async () => {
    jest.useFakeTimers();
    const execute = jest.fn(async () => 'token-xyz');
    const check = createBotCheck('6Lc-key');
    const token = check.token('password_forgot');

    jest.advanceTimersByTime(POLL_MS * 3);
    expect(execute).not.toHaveBeenCalled();
    window.grecaptcha = { ready: (callback) => callback(), execute };
    jest.advanceTimersByTime(POLL_MS);

    await expect(token).resolves.toBe('token-xyz');
    expect(execute).toHaveBeenCalledWith('6Lc-key', { action: 'password_forgot' });
  });

  it('answers null, and logs, when the script never arrives', async () => {
    jest.useFakeTimers();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const token = createBotCheck('6Lc-key').token('login_register');

    jest.advanceTimersByTime(SCRIPT_WAIT_MS + POLL_MS);

    await expect(token).resolves.toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('login_register'), expect.any(Error));
  });
});
