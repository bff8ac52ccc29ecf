// Where the sign-in page sends a member afterwards: the back-office page they were on when the session ended (or
// that they opened signed out), carried in the sign-in address as `next`. Only a back-office address is followed,
// so a link cannot use the sign-in page to send a member elsewhere.

export const BACKOFFICE_HOME = '/backoffice';
export const SIGN_IN_PATH = '/backoffice/sign-in';

/** The page to go to after signing in: `next` when it is a back-office address, else the back office's home. */
export function returnPathFrom(next: string | null): string {
  if (!next || !/^\/backoffice(?:[/?#]|$)/.test(next) || next.startsWith(SIGN_IN_PATH))
    return BACKOFFICE_HOME;
  return next;
}

/**
 * The sign-in address that comes back to `from` (pathname + search) afterwards.
 * @example signInPathFor('/backoffice/bookings?q=0912') // '/backoffice/sign-in?next=%2Fbackoffice%2Fbookings%3Fq%3D0912'
 */
export function signInPathFor(from: string): string {
  const next = returnPathFrom(from);
  return next === BACKOFFICE_HOME ? SIGN_IN_PATH : `${SIGN_IN_PATH}?next=${encodeURIComponent(next)}`;
}
