// What a login form needs from the shell besides the API: the bot-check token before an OTP is sent and the
// push registration token sent with /otp and /login. The shell provides them (it owns reCAPTCHA and firebase,
// configured at run time); a remote asks for them here, so mf-profile never imports the shell. Kept on
// globalThis under a registered symbol, like the bus, so two copies of this package see the same helpers.
// Without a shell (a remote running alone) every helper answers null: no captcha, no push.

/** The named actions the bot check is run with (product §4). */
export type CaptchaAction =
  | 'login_register'
  | 'password_forgot'
  | 'contact'
  | 'questionnaire'
  | 'artist_register'
  | 'airport_register'
  | 'review_submit';

export interface LoginHelpers {
  /** True when a bot check runs: the login form then shows the notice that replaces reCAPTCHA's badge. */
  captchaEnabled(): boolean;
  /** A fresh bot-check token for the action, or null when no bot check is configured or it failed. */
  captchaToken(action: CaptchaAction): Promise<string | null>;
  /** The push registration token to send as fcm_token, or null when push is not available. */
  pushToken(): Promise<string | null>;
}

const NO_HELPERS: LoginHelpers = {
  captchaEnabled: () => false,
  captchaToken: async () => null,
  pushToken: async () => null,
};

const HELPERS_KEY = Symbol.for('rahi.login-helpers.v1');

type GlobalWithHelpers = typeof globalThis & { [HELPERS_KEY]?: LoginHelpers };

/** The shell calls this once at start with its reCAPTCHA and push implementations. */
export function provideLoginHelpers(helpers: LoginHelpers): void {
  (globalThis as GlobalWithHelpers)[HELPERS_KEY] = helpers;
}

/** The helpers the shell provided, or ones that answer null when there is no shell. */
export function getLoginHelpers(): LoginHelpers {
  return (globalThis as GlobalWithHelpers)[HELPERS_KEY] ?? NO_HELPERS;
}
