// POST /password/forgot: sends a password-reset code by SMS, after the bot check (action 'password_forgot').
import { codeSentToMessage, getEventBus, getLoginHelpers } from '@rahi/shared-contracts';
import type { CodeSentResult } from '@rahi/shared-contracts/api';
import { authCall } from './auth-call';

export async function requestResetCode(mobile: string) {
  const captcha = await getLoginHelpers().captchaToken('password_forgot');
  const result = await authCall<CodeSentResult>('/password/forgot', {
    mobile,
    ...(captcha ? { captcha_token: captcha } : {}),
  });
  if (result.ok)
    getEventBus().emit({ type: 'toast/success', payload: { message: codeSentToMessage(mobile) } });
  return result;
}
