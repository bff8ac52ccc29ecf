// Settings the shell reads at run time from the gateway (GET /app-config.json), not baked into the build: the
// reCAPTCHA v3 site key and the firebase web-push settings. The same build then runs with or without them.

export interface PushConfig {
  /** firebase's web app settings (apiKey, projectId, messagingSenderId, appId, …). */
  firebaseConfig: Record<string, string>;
  /** The public web-push (VAPID) key. */
  vapidKey: string;
}

export interface AppConfig {
  recaptchaSiteKey: string | null;
  push: PushConfig | null;
}

export const EMPTY_APP_CONFIG: AppConfig = { recaptchaSiteKey: null, push: null };

const isPushConfig = (value: unknown): value is PushConfig =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PushConfig).vapidKey === 'string' &&
  typeof (value as PushConfig).firebaseConfig === 'object' &&
  (value as PushConfig).firebaseConfig !== null;

/** Reads /app-config.json; anything missing or broken counts as not configured. */
export async function loadAppConfig(): Promise<AppConfig> {
  try {
    const response = await fetch('/app-config.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const body = (await response.json()) as Partial<AppConfig>;
    return {
      recaptchaSiteKey:
        typeof body.recaptchaSiteKey === 'string' && body.recaptchaSiteKey ? body.recaptchaSiteKey : null,
      push: isPushConfig(body.push) ? body.push : null,
    };
  } catch (error) {
    console.warn('[app-config] /app-config.json could not be read; bot check and push are off', error);
    return EMPTY_APP_CONFIG;
  }
}
