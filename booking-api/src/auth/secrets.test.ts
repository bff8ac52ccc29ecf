import { hashCode, hashPassword, hashToken, newCode, newToken, sameDigest, verifyPassword } from './secrets';

describe('codes', () => {
  it('are five digits, leading zeros kept', () => {
    const codes = Array.from({ length: 2000 }, newCode);
    expect(codes.every((code) => /^\d{5}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1900);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
  });

  it('hash differently for another number, purpose or secret', () => {
    const base = hashCode('k', '09123456789', 'login', '12345');
    expect(hashCode('k', '09123456789', 'login', '12345')).toBe(base);
    expect(hashCode('k', '09123456780', 'login', '12345')).not.toBe(base);
    expect(hashCode('k', '09123456789', 'reset', '12345')).not.toBe(base);
    expect(hashCode('j', '09123456789', 'login', '12345')).not.toBe(base);
  });

  it('compare digests of unequal length as different', () => {
    expect(sameDigest('abcd', 'abcd')).toBe(true);
    expect(sameDigest('abcd', 'abce')).toBe(false);
    expect(sameDigest('abcd', 'abcdef')).toBe(false);
  });
});

describe('tokens', () => {
  it('carry 256 random bits in base64url', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newToken()).not.toBe(token);
  });

  it('are stored as their SHA-256', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('passwords', () => {
  it('match their own scrypt hash only, with a fresh salt each time', async () => {
    const first = await hashPassword('رمز خیلی خوب');
    const second = await hashPassword('رمز خیلی خوب');
    expect(first).not.toBe(second);
    expect(await verifyPassword('رمز خیلی خوب', first)).toBe(true);
    expect(await verifyPassword('رمز خیلی خوب', second)).toBe(true);
    expect(await verifyPassword('رمز خیلی خوب!', first)).toBe(false);
  });

  it('match nothing against a malformed hash', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$1$2$3$4$5')).toBe(false);
  });
});
