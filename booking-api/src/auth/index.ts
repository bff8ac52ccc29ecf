// Login by mobile number (product §4 and §7): /login-register and /password/forgot send a code by SMS,
// /otp logs in with it (registering a new number), /login logs in with a password, /password/reset sets one,
// /check-token says who a bearer token belongs to, /logout revokes it. The token goes to the gateway, which
// keeps it in an HttpOnly cookie (docs/architecture.md, "Login and the token cookie").
import { codeSentToMessage, MESSAGES } from '@rahi/shared-contracts';
import {
  forgotPasswordBodySchema,
  loginRegisterBodySchema,
  otpBodySchema,
  passwordLoginBodySchema,
  resetPasswordBodySchema,
} from '@rahi/shared-contracts/api';
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { CAPTCHA_ACTIONS } from '../captcha';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { ApiProblem, fail, ok } from '../envelope';
import { logger } from '../observability/logger';
import { coreOperations } from '../openapi/core-operations';
import { maskMobile } from '../sms/sender';
import { clientAddressOf } from './client-address';
import { type CodeCheck, checkCode } from './codes';
import type { AuthDeps } from './deps';
import { parseAuthBody } from './parse-body';
import { forgetPasswordFailures, takePasswordTry } from './password-failures';
import { hashPassword, UNUSABLE_PASSWORD_HASH, verifyPassword } from './secrets';
import { sendCode } from './send-code';
import { bearerToken, revokeToken, revokeUserSessions, startSession, userOfToken } from './sessions';
import { findOrRegisterUser, findUserByMobile, publicUser, storeFcmToken, type User } from './users';

export { type AuthOptions, authDeps } from './deps';

/** A refused code, as the traveller reads it. */
function refuseCode(outcome: Exclude<CodeCheck, 'accepted'>): never {
  if (outcome === 'too-many-tries') throw new ApiProblem(429, [MESSAGES.authTooManyWrongCodes]);
  throw new ApiProblem(422, [outcome === 'wrong' ? MESSAGES.authWrongCode : MESSAGES.authCodeExpired]);
}

export function authRoutes(db: Database, deps: AuthDeps) {
  const { settings, clock } = deps;
  const loggedIn = (c: Context, user: User, token: string) =>
    ok(
      c,
      { token, ...publicUser(user), expiresInSeconds: settings.tokenLifetimeSeconds },
      { message: MESSAGES.authLoggedIn },
    );

  return new Hono()
    .post('/login-register', describeRoute(coreOperations.postLoginRegister), async (c) => {
      const { mobile, captcha_token } = await parseAuthBody(c, loginRegisterBodySchema);
      const request = {
        mobile,
        captchaToken: captcha_token,
        purpose: 'login',
        action: CAPTCHA_ACTIONS.loginRegister,
      } as const;
      const refused = await sendCode(c, db, deps, request);
      if (refused) return refused;
      const registered = (await findUserByMobile(db, mobile)) !== undefined;
      return ok(
        c,
        { registered, expiresInSeconds: settings.codeLifetimeSeconds },
        { message: codeSentToMessage(mobile) },
      );
    })
    .post('/otp', describeRoute(coreOperations.postOtp), async (c) => {
      const { mobile, code, fcm_token } = await parseAuthBody(c, otpBodySchema);
      const now = clock();
      const checked = await checkCode(db, { mobile, purpose: 'login', code, now }, settings, async (tx) => {
        const user = await findOrRegisterUser(tx, mobile, now);
        await storeFcmToken(tx, user.id, fcm_token, now);
        return { user, token: await startSession(tx, user.id, now, settings.tokenLifetimeSeconds) };
      });
      if (checked.outcome !== 'accepted') refuseCode(checked.outcome);
      return loggedIn(c, checked.result.user, checked.result.token);
    })
    .post('/login', describeRoute(coreOperations.postLogin), async (c) => {
      const { mobile, password, fcm_token } = await parseAuthBody(c, passwordLoginBodySchema);
      const now = clock();
      const address = clientAddressOf(c, settings.trustedProxyHops);
      const taken = await takePasswordTry(db, { mobile, address }, now, {
        perMobile: settings.maxPasswordFailuresPerHour,
        perAddress: settings.maxPasswordFailuresPerAddressPerHour,
      });
      if ('wait' in taken) {
        logger.warn(
          `[auth] password tries paused for ${maskMobile(mobile)} or its address for ${taken.wait} s`,
        );
        const response = fail(c, 429, [MESSAGES.tooManyRequests]);
        response.headers.set('Retry-After', String(taken.wait));
        return response;
      }
      const user = await findUserByMobile(db, mobile);
      const matches = await verifyPassword(password, user?.passwordHash ?? UNUSABLE_PASSWORD_HASH);
      // The try stays counted as a failure unless it logs in (then the number's failures and the try are forgotten).
      if (!user?.passwordHash || !matches) throw new ApiProblem(422, [MESSAGES.authWrongPassword]);
      const token = await db.transaction(async (tx) => {
        await forgetPasswordFailures(tx, mobile, taken.rows);
        await storeFcmToken(tx, user.id, fcm_token, now);
        return startSession(tx, user.id, now, settings.tokenLifetimeSeconds);
      });
      return loggedIn(c, user, token);
    })
    .post('/password/forgot', describeRoute(coreOperations.postPasswordForgot), async (c) => {
      const { mobile, captcha_token } = await parseAuthBody(c, forgotPasswordBodySchema);
      const request = {
        mobile,
        captchaToken: captcha_token,
        purpose: 'reset',
        action: CAPTCHA_ACTIONS.forgotPassword,
      } as const;
      const refused = await sendCode(c, db, deps, request);
      if (refused) return refused;
      return ok(
        c,
        { expiresInSeconds: settings.codeLifetimeSeconds },
        { message: codeSentToMessage(mobile) },
      );
    })
    .post('/password/reset', describeRoute(coreOperations.postPasswordReset), async (c) => {
      const { mobile, token, password } = await parseAuthBody(c, resetPasswordBodySchema);
      const passwordHash = await hashPassword(password);
      const now = clock();
      const checked = await checkCode(
        db,
        { mobile, purpose: 'reset', code: token, now },
        settings,
        async (tx) => {
          const user = await findOrRegisterUser(tx, mobile, now);
          await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
          await revokeUserSessions(tx, user.id, now);
        },
      );
      if (checked.outcome !== 'accepted') refuseCode(checked.outcome);
      return ok(c, null, { message: MESSAGES.authPasswordChanged });
    })
    .get('/check-token', describeRoute(coreOperations.getCheckToken), async (c) => {
      const token = bearerToken(c.req.header('authorization'));
      const user = token ? await userOfToken(db, token, clock()) : undefined;
      if (!user) throw new ApiProblem(401, [MESSAGES.authNotLoggedIn]);
      return ok(c, publicUser(user));
    })
    .post('/logout', describeRoute(coreOperations.postLogout), async (c) => {
      const token = bearerToken(c.req.header('authorization'));
      if (token) await revokeToken(db, token, clock());
      return ok(c, null, { message: MESSAGES.authLoggedOut });
    });
}
