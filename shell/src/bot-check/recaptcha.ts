// The bot check (product §4, §9): reCAPTCHA v3, run with a named action before an SMS is sent. With a site key the
// script is loaded in Persian, its badge hidden (the login form shows the required notice instead) and
// `grecaptcha` awaited with a 25 ms poll. Without a key the check is skipped quietly: the gateway logs that once,
// at start, rather than every page in the browser's console.
import type { CaptchaAction } from '@rahi/shared-contracts';

export const POLL_MS = 25;
/** How long to wait for the script before sending without a token (the server then decides). */
export const SCRIPT_WAIT_MS = 10_000;

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export interface BotCheck {
  enabled: boolean;
  token(action: CaptchaAction): Promise<string | null>;
}

export const scriptUrl = (siteKey: string) =>
  `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}&hl=fa`;

function addScript(siteKey: string) {
  const style = document.createElement('style');
  style.textContent = '.grecaptcha-badge { visibility: hidden !important; }';
  document.head.appendChild(style);
  const script = document.createElement('script');
  script.src = scriptUrl(siteKey);
  script.async = true;
  script.defer = true;
  document.head.appendChild(script);
}

/** Resolves once `grecaptcha` is there and ready, checking every 25 ms; rejects after SCRIPT_WAIT_MS. */
export function waitForGrecaptcha(): Promise<Grecaptcha> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = () => {
      const grecaptcha = window.grecaptcha;
      if (grecaptcha?.execute) return grecaptcha.ready(() => resolve(grecaptcha));
      if (Date.now() - started >= SCRIPT_WAIT_MS) return reject(new Error('reCAPTCHA did not load'));
      setTimeout(poll, POLL_MS);
    };
    poll();
  });
}

/** The bot check for this page; loads the script at once when a key is given. */
export function createBotCheck(siteKey: string | null): BotCheck {
  if (!siteKey) return { enabled: false, token: async () => null };
  addScript(siteKey);
  const ready = waitForGrecaptcha();
  ready.catch(() => {}); // reported when a token is asked for
  return {
    enabled: true,
    async token(action) {
      try {
        const grecaptcha = await ready;
        return await grecaptcha.execute(siteKey, { action });
      } catch (error) {
        console.error(`[bot-check] reCAPTCHA failed for action ${action}`, error);
        return null;
      }
    },
  };
}
