import { getLoginHelpers, type LoginHelpers, provideLoginHelpers } from './login-helpers';

const HELPERS_KEY = Symbol.for('rahi.login-helpers.v1');

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[HELPERS_KEY];
});

describe('login helpers', () => {
  it('answer null and report no bot check when no shell has provided them', async () => {
    const helpers = getLoginHelpers();

    expect(helpers.captchaEnabled()).toBe(false);
    await expect(helpers.captchaToken('login_register')).resolves.toBeNull();
    await expect(helpers.pushToken()).resolves.toBeNull();
  });

  it("are the shell's once it provides them", async () => {
    const shells: LoginHelpers = {
      captchaEnabled: () => true,
      captchaToken: async (action) => `captcha-for-${action}`,
      pushToken: async () => 'fcm-1',
    };

    provideLoginHelpers(shells);

    expect(getLoginHelpers()).toBe(shells);
    await expect(getLoginHelpers().captchaToken('password_forgot')).resolves.toBe(
      'captcha-for-password_forgot',
    );
  });

  it('are found by a second copy of the module, through the registered symbol', () => {
    const shells: LoginHelpers = {
      captchaEnabled: () => true,
      captchaToken: async () => 't',
      pushToken: async () => null,
    };
    provideLoginHelpers(shells);

    let secondCopy: typeof import('./login-helpers') | undefined;
    jest.isolateModules(() => {
      secondCopy = require('./login-helpers');
    });

    expect(secondCopy?.getLoginHelpers()).toBe(shells);
  });
});
