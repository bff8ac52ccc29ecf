import { clearSessionCookies, readSessionCookies, writeSessionCookies } from './auth-cookies';

afterEach(() => clearSessionCookies());

describe('session cookies', () => {
  it('remember the user name (Persian, spaces and all) and the credit', () => {
    writeSessionCookies({ userName: 'مریم احمدی', credit: 2_500_000 });

    expect(readSessionCookies()).toEqual({ userName: 'مریم احمدی', credit: 2_500_000 });
  });

  it('know no session without a userName cookie', () => {
    expect(readSessionCookies('credit=10; headerFooter=x')).toBeUndefined();
  });

  it('read a missing or broken credit as 0', () => {
    expect(readSessionCookies('userName=%D8%B9%D9%84%DB%8C')).toEqual({ userName: 'علی', credit: 0 });
    expect(readSessionCookies('userName=x; credit=abc')).toEqual({ userName: 'x', credit: 0 });
  });

  it('are gone after clearing', () => {
    writeSessionCookies({ userName: 'علی', credit: 0 });

    clearSessionCookies();

    expect(readSessionCookies()).toBeUndefined();
  });

  it('are written for the whole site, same-site lax, and secure where the browser allows', () => {
    const writes: string[] = [];
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      set: (value: string) => writes.push(value),
      get: () => '',
    });
    Object.defineProperty(globalThis, 'isSecureContext', { configurable: true, value: true });
    try {
      writeSessionCookies({ userName: 'علی', credit: 5 });
    } finally {
      delete (document as unknown as Record<string, unknown>).cookie;
      delete (globalThis as Record<string, unknown>).isSecureContext;
    }

    expect(writes).toHaveLength(2);
    for (const write of writes) expect(write).toMatch(/; Path=\/; SameSite=Lax; Secure$/);
    expect(writes[0]).toMatch(/^userName=%D8%B9%D9%84%DB%8C; Max-Age=\d+/);
    expect(writes[1]).toMatch(/^credit=5; /);
  });
});
