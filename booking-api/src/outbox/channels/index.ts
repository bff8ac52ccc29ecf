// The channels the outbox worker delivers through, built from the environment: SMS (the configured sender),
// web push and e-mail (notification-channels.ts).
import type { Database } from '../../db/client';
import type { SmsSender } from '../../sms';
import type { Channel } from './channel';
import { notificationChannels } from './notification-channels';
import { smsChannel } from './sms';

export interface ChannelSetup {
  db: Database;
  env: NodeJS.ProcessEnv;
  /** The SMS sender (recording into sms_outbox with the development routes on). */
  sms: SmsSender;
}

export function outboxChannels({ db, env, sms }: ChannelSetup): Channel[] {
  return [smsChannel(sms), ...notificationChannels(db, env)];
}
