// POST /otp and POST /login: the two ways in. The gateway keeps the token in an HttpOnly cookie, so the answer
// the page reads is only who logged in; it is parsed with the shared schema before the bus hears of it.
import { getEventBus, MESSAGES } from '@rahi/shared-contracts';
import { type AuthUser, authUserSchema } from '@rahi/shared-contracts/api';
import { type AuthCallResult, authCall } from './auth-call';

async function logIn(
  endPoint: '/otp' | '/login',
  body: Record<string, unknown>,
): Promise<AuthCallResult<AuthUser>> {
  const result = await authCall<unknown>(endPoint, body);
  if (!result.ok) return result;
  const user = authUserSchema.safeParse(result.data);
  if (!user.success) {
    console.error(`[login] ${endPoint} answered data that is not a user`, user.error.issues);
    return { ok: false, errors: [MESSAGES.authErrorDefault] };
  }
  const bus = getEventBus();
  bus.emit({ type: 'auth/logged-in', payload: user.data });
  bus.emit({ type: 'toast/success', payload: { message: MESSAGES.authLoggedIn, source: endPoint } });
  return { ok: true, data: user.data };
}

/** Confirms the SMS code; a new number is registered by this call. */
export const logInWithCode = (mobile: string, code: string, fcmToken: string | null) =>
  logIn('/otp', { mobile, code, fcm_token: fcmToken });

export const logInWithPassword = (mobile: string, password: string, fcmToken: string | null) =>
  logIn('/login', { mobile, password, fcm_token: fcmToken });
