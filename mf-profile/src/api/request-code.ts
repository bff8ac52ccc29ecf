// POST /login-register: sends a login code by SMS, after the shell's bot check (action 'login_register').
import { codeSentToMessage, getEventBus, getLoginHelpers } from '@rahi/shared-contracts';
import type { LoginRegisterResult } from '@rahi/shared-contracts/api';
import { authCall } from './auth-call';

export async function requestLoginCode(mobile: string) {
  const captcha = await getLoginHelpers().captchaToken('login_register');
  const result = await authCall<LoginRegisterResult>('/login-register', {
    mobile,
    ...(captcha ? { captcha_token: captcha } : {}),
  });
  if (result.ok)
    getEventBus().emit({ type: 'toast/success', payload: { message: codeSentToMessage(mobile) } });
  return result;
}
