// The SMS channel: an outbox row becomes its kind's Kavenegar template (sms/templates.ts) and goes out through
// the configured SMS sender (Kavenegar, or the console in development; with RAHI_DEV_ROUTES=1 a sender that
// reaches no phone also records it in sms_outbox, which GET /dev/sms-outbox reads).
import { SmsRefused, type SmsSender } from '../../sms';
import { smsText, templateTokens } from '../../sms/templates';
import { type Channel, PermanentDeliveryError } from './channel';

export function smsChannel(sender: SmsSender): Channel {
  return {
    name: 'sms',
    async send({ kind, mobile, params, signal }) {
      if (!mobile) throw new PermanentDeliveryError('the message has no mobile number');
      const tokens = templateTokens(kind, params);
      const purpose = kind === 'login_code' ? String(params.purpose ?? 'login') : kind;
      try {
        await sender.sendCode({
          mobile,
          kind,
          code: tokens.token,
          purpose,
          tokens,
          text: smsText(kind, params),
          signal,
        });
      } catch (error) {
        if (error instanceof SmsRefused && error.permanent) throw new PermanentDeliveryError(error.message);
        throw error;
      }
    },
  };
}
