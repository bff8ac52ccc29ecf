// With the development routes opted into (RAHI_DEV_ROUTES=1, never in production), every code a sender that
// reaches no phone (the console, a test's) hands over is also written to the sms_outbox table, so tests and the
// e2e suite can read it (GET /dev/sms-outbox). Otherwise nothing writes there and the route does not exist.
import type { Clock } from '../auth/clock';
import type { Database } from '../db/client';
import { smsOutbox } from '../db/schema';
import type { SmsSender } from './sender';

/** The sender, with each message it hands over recorded in the outbox; a real provider's sender unchanged. */
export function withOutbox(sender: SmsSender, db: Database, clock: Clock): SmsSender {
  if (sender.reachesPhones) return sender;
  return {
    name: sender.name,
    async sendCode(message) {
      await sender.sendCode(message);
      await db.insert(smsOutbox).values({
        mobile: message.mobile,
        purpose: message.purpose,
        code: message.code,
        text: message.text,
        sender: sender.name,
        sentAt: clock(),
      });
    },
  };
}
