// Time-based one-time codes (RFC 6238: SHA-1, 6 digits, 30 s) through otplib: a secret for the authenticator
// app, its otpauth:// address for the QR code, and the check, which reads our clock, allows one step of drift
// either way and refuses a step already used.
import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';

const PERIOD = 30;
export const TOTP_ISSUER = 'Rahi';

/** A new Base32 secret of 20 random bytes. */
export const newTotpSecret = () => generateSecret();

/** The address an authenticator app reads from the QR code. */
export const otpauthUrl = (email: string, secret: string) =>
  generateURI({ issuer: TOTP_ISSUER, label: email, secret });

/** The code of the secret at `at` (tests and the e2e helper sign in with it). */
export const totpCodeAt = (secret: string, at: Date) =>
  generateSync({ secret, epoch: Math.floor(at.getTime() / 1000) });

/**
 * The time step the code belongs to, when it is the secret's code at `now` (±30 s) and newer than
 * `lastStep`; otherwise undefined.
 */
export function acceptedStep(
  secret: string,
  code: string,
  now: Date,
  lastStep: number | null,
): number | undefined {
  const result = verifySync({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: PERIOD,
    ...(lastStep !== null && { afterTimeStep: lastStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}
