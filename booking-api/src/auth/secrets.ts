// The secrets of login: one-time codes, login tokens and passwords, each made from crypto randomness and
// stored only as a hash. Compared in constant time.
import { createHash, createHmac, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

/** A 5-digit code, every value from 00000 to 99999 equally likely. */
export const newCode = () => String(randomInt(0, 100_000)).padStart(5, '0');

/** The code's HMAC-SHA256 under the server's secret, bound to the number and purpose it was sent for. */
export const hashCode = (secret: string, mobile: string, purpose: string, code: string) =>
  createHmac('sha256', secret).update(`${purpose}:${mobile}:${code}`).digest('hex');

/** Whether two hex digests are equal, in time that does not depend on where they differ. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A login token: 32 random bytes (256 bits), base64url. */
export const newToken = () => randomBytes(32).toString('base64url');

/** What the database keeps of a token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const SCRYPT = { N: 16_384, r: 8, p: 1, keyLength: 64 };

const derive = (password: string, salt: Buffer, N: number, r: number, p: number, keyLength: number) =>
  new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

/**
 * The password's scrypt hash with a fresh salt, as 'scrypt$N$r$p$salt$hash' (base64url parts).
 * @example await hashPassword('long enough') // → 'scrypt$16384$8$1$…$…'
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p, keyLength } = SCRYPT;
  const key = await derive(password, salt, N, r, p, keyLength);
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether the password matches the stored hash; a malformed hash matches nothing. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    Number(N),
    Number(r),
    Number(p),
    expected.length,
  );
  return timingSafeEqual(key, expected);
}

/** A hash no password matches, checked when the number has no password so both answers take as long. */
export const UNUSABLE_PASSWORD_HASH = `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${Buffer.alloc(16).toString('base64url')}$${Buffer.alloc(64, 1).toString('base64url')}`;
