// The VAPID key pair (RFC 8292) web push signs with; the public half is the applicationServerKey the browser
// subscribes with. Production takes it from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY and refuses to start without
// it (a new pair would orphan every subscription); development makes a pair once and keeps it beside the data
// folder, so browsers stay subscribed across restarts.
import fs from 'node:fs';
import webpush from 'web-push';
import { defaultDataDir } from '../../db/client';
import { logger } from '../../observability/logger';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: contact for the push services (VAPID_SUBJECT). */
  subject: string;
}

export const DEFAULT_VAPID_SUBJECT = 'mailto:support@rahi.ir';

/** Where development keeps its pair: `<data folder>-vapid.json` (VAPID_KEYS_FILE overrides). */
export const vapidKeysFile = (env: NodeJS.ProcessEnv) =>
  env.VAPID_KEYS_FILE || `${defaultDataDir()}-vapid.json`;

function readOrMakePair(file: string): { publicKey: string; privateKey: string } {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const pair = webpush.generateVAPIDKeys();
  try {
    // 'wx': when two processes start at once, the first pair written is the one both keep.
    fs.writeFileSync(file, JSON.stringify(pair), { flag: 'wx', mode: 0o600 });
    logger.info(`[push] made a development VAPID key pair in ${file}`);
    return pair;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readOrMakePair(file);
    throw error;
  }
}

/**
 * The key pair from the environment, or in development the one kept in `vapidKeysFile`.
 * @throws in production when either key is missing.
 */
export function loadVapidKeys(env: NodeJS.ProcessEnv = process.env): VapidKeys {
  const subject = env.VAPID_SUBJECT || DEFAULT_VAPID_SUBJECT;
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  if (publicKey && privateKey) {
    webpush.getVapidHeaders('https://push.example', subject, publicKey, privateKey, 'aes128gcm'); // throws if malformed
    return { publicKey, privateKey, subject };
  }
  if (env.NODE_ENV === 'production')
    throw new Error(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set in production (web push signs with them)',
    );
  return { ...readOrMakePair(vapidKeysFile(env)), subject };
}

/** The pair, read when first needed; in production at once, so a missing key stops the start. */
export function vapidKeysOnce(env: NodeJS.ProcessEnv = process.env): () => VapidKeys {
  let keys: VapidKeys | undefined = env.NODE_ENV === 'production' ? loadVapidKeys(env) : undefined;
  return () => {
    keys ??= loadVapidKeys(env);
    return keys;
  };
}
