// The SMS sender of development: it writes the code to the log instead of sending it, so a developer can
// log in without an SMS account. The number is shown whole only in development.
import { maskMobile, type SmsSender } from './sender';

/**
 * A sender that logs `[sms] login code 12345 for 09123456789`, or another kind's text.
 * @param showNumber whether the log may show the whole number (NODE_ENV=development)
 */
export function consoleSender({
  showNumber,
  log = console.log,
}: {
  showNumber: boolean;
  log?: (line: string) => void;
}): SmsSender {
  return {
    name: 'console',
    async sendCode({ mobile, code, purpose, kind, text }) {
      const to = showNumber ? mobile : maskMobile(mobile);
      if (kind === undefined || kind === 'login_code')
        log(`[sms] ${purpose} code ${code} for ${to} (console sender, not sent)`);
      else log(`[sms] ${kind} for ${to} (console sender, not sent): ${text}`);
    },
  };
}
