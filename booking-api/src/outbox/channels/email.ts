// The e-mail channel: SMTP through nodemailer, to the address on the traveller's profile, HTML (right to left)
// and plain text, with the voucher PDF attached to a booking confirmation. The PDF is drawn by the gateway
// (POST /api/voucher-pdf, the one renderer the /voucher page's download uses too), asked over HTTP at
// VOUCHER_PDF_URL: booking-api may run apart from the gateway, and a second copy of the renderer and its
// fonts here would drift from the voucher the traveller downloads (README, "Messages").
import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { Database } from '../../db/client';
import { userProfiles } from '../../db/schema';
import { logger } from '../../observability/logger';
import { type Channel, PermanentDeliveryError } from './channel';
import { emailHtml, emailText } from './email-html';
import { messageContent } from './message-content';

/** The voucher PDF of a booking, or a rejection to try again later. */
export type VoucherPdf = (booking: { reserveId: string; mobile: string }) => Promise<Buffer>;

export interface EmailChannelOptions {
  db: Database;
  transport: Pick<Transporter, 'sendMail'>;
  /** EMAIL_FROM. */
  from: string;
  origin?: string;
  voucherPdf?: VoucherPdf;
}

export const DEFAULT_EMAIL_FROM = 'راهی <no-reply@rahi.ir>';
const ATTACHMENT_NOTE = 'واچر رزرو پیوست این ایمیل است.';

/** Asks the gateway's POST /api/voucher-pdf for the booking's voucher. */
export function voucherPdfFrom(endpoint: string, timeoutMs = 15_000): VoucherPdf {
  return async ({ reserveId, mobile }) => {
    const url = `/voucher?${new URLSearchParams({ reserveId, mobile })}`;
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ url }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok || !response.headers.get('content-type')?.includes('application/pdf'))
      throw new Error(`the voucher PDF answered ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  };
}

export function createEmailChannel({
  db,
  transport,
  from,
  origin = '',
  voucherPdf,
}: EmailChannelOptions): Channel {
  return {
    name: 'email',
    async send(message) {
      if (message.userId === null) throw new PermanentDeliveryError('an e-mail needs an account');
      const [profile] = await db
        .select({ email: userProfiles.email })
        .from(userProfiles)
        .where(eq(userProfiles.userId, message.userId));
      if (!profile?.email) throw new PermanentDeliveryError('the traveller gave no e-mail address');
      const content = messageContent(message.kind, message.params, origin);
      const reserveId = message.params.reserveId === undefined ? undefined : String(message.params.reserveId);
      const attachments: Mail.Attachment[] = [];
      if (message.kind === 'booking_confirmed' && voucherPdf && reserveId && message.mobile) {
        attachments.push({
          filename: `voucher-${reserveId}.pdf`,
          content: await voucherPdf({ reserveId, mobile: message.mobile }),
          contentType: 'application/pdf',
        });
      }
      await transport.sendMail({
        from,
        to: profile.email,
        subject: content.title,
        text: emailText(content),
        html: emailHtml(content, attachments.length > 0 ? ATTACHMENT_NOTE : undefined),
        attachments,
        // The same id on every try: a receiving server that saw it already can drop the repeat.
        messageId: `<${message.idempotencyKey}@rahi.ir>`,
        headers: { 'Content-Language': 'fa' },
      });
    },
  };
}

/**
 * The transport from the environment: SMTP_URL (smtp:// or smtps://, with user and password) sends; without it,
 * development and tests keep each message in `recorded` (newest last) and log its subject; production has none.
 */
export function emailTransportFromEnv(env: NodeJS.ProcessEnv = process.env) {
  if (env.SMTP_URL) return { transport: nodemailer.createTransport(env.SMTP_URL), recorded: null };
  if (env.NODE_ENV === 'production') return null;
  const recorded: { to: string; subject: string; raw: string }[] = [];
  const inner = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const transport: Pick<Transporter, 'sendMail'> = {
    sendMail: (async (mail: Mail.Options) => {
      const info = await inner.sendMail(mail);
      recorded.push({ to: String(mail.to), subject: String(mail.subject), raw: String(info.message) });
      if (recorded.length > 200) recorded.shift();
      logger.info(`[email] (not sent: no SMTP_URL) to ${String(mail.to)}: ${String(mail.subject)}`);
      return info;
    }) as Transporter['sendMail'],
  };
  return { transport, recorded };
}
