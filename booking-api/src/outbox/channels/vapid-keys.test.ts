import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { loadVapidKeys } from './vapid-keys';

describe('loadVapidKeys', () => {
  it('refuses to start in production without the keys', () => {
    expect(() => loadVapidKeys({ NODE_ENV: 'production' })).toThrow('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY');
    expect(() =>
      loadVapidKeys({ NODE_ENV: 'production', VAPID_PUBLIC_KEY: 'BAD', VAPID_PRIVATE_KEY: 'BAD' }),
    ).toThrow();
  });

  it('takes the keys from the environment', () => {
    const pair = webpush.generateVAPIDKeys();
    const env = {
      NODE_ENV: 'production',
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
    };
    expect(loadVapidKeys(env)).toEqual({ ...pair, subject: 'mailto:support@rahi.ir' });
  });

  it('makes a pair once in development and keeps it in the file for the next start', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rahi-vapid-')), 'keys.json');
    const first = loadVapidKeys({ VAPID_KEYS_FILE: file });
    expect(first.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(loadVapidKeys({ VAPID_KEYS_FILE: file })).toEqual(first);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });
});
