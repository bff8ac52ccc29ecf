// Gives the login forms of every remote the shell's bot check and push token (see getLoginHelpers in
// shared-contracts), once /app-config.json has said what is configured. Until then, calls wait for it.
import { provideLoginHelpers } from '@rahi/shared-contracts';
import { createBotCheck } from '../bot-check/recaptcha';
import type { AppConfig } from '../config/app-config';
import { createPushTokens } from '../push/push-token';

export function provideShellLoginHelpers(config: Promise<AppConfig>): void {
  let captchaEnabled = false;
  const ready = config.then((loaded) => {
    const botCheck = createBotCheck(loaded.recaptchaSiteKey);
    captchaEnabled = botCheck.enabled;
    return { botCheck, pushToken: createPushTokens(loaded.push) };
  });
  provideLoginHelpers({
    captchaEnabled: () => captchaEnabled,
    captchaToken: async (action) => (await ready).botCheck.token(action),
    pushToken: async () => (await ready).pushToken(),
  });
}
