// The web push and e-mail channels, built from the environment for the outbox worker (SMS is index.ts's own).
// Push always (development makes its VAPID pair); e-mail with SMTP_URL, or the recording transport outside
// production; the voucher PDF from VOUCHER_PDF_URL, else PUBLIC_ORIGIN's /api/voucher-pdf.
import type { Database } from '../../db/client';
import { logger } from '../../observability/logger';
import type { Channel } from './channel';
import { createEmailChannel, DEFAULT_EMAIL_FROM, emailTransportFromEnv, voucherPdfFrom } from './email';
import { createPushChannel } from './push';
import { vapidKeysOnce } from './vapid-keys';

export function notificationChannels(db: Database, env: NodeJS.ProcessEnv = process.env): Channel[] {
  const origin = (env.PUBLIC_ORIGIN ?? '').replace(/\/+$/, '');
  const channels: Channel[] = [createPushChannel({ db, vapid: vapidKeysOnce(env), origin })];
  const email = emailTransportFromEnv(env);
  if (!email) {
    logger.warn('[email] SMTP_URL is not set: no e-mail is sent');
    return channels;
  }
  const voucherUrl = env.VOUCHER_PDF_URL || (origin && `${origin}/api/voucher-pdf`);
  channels.push(
    createEmailChannel({
      db,
      transport: email.transport,
      from: env.EMAIL_FROM || DEFAULT_EMAIL_FROM,
      origin,
      ...(voucherUrl && { voucherPdf: voucherPdfFrom(voucherUrl) }),
    }),
  );
  return channels;
}
