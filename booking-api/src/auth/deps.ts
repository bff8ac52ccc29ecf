// What the auth routes need from outside: the settings, the clock, the SMS sender, the outbox and the bot
// check. Built from the environment by default; tests pass their own clock, sender and fake siteverify.
import { type CaptchaCheck, captchaCheckFromEnv } from '../captcha';
import type { Database } from '../db/client';
import { outboxChannels } from '../outbox/channels';
import { loadOutboxSettings } from '../outbox/settings';
import { createOutboxWorker, type OutboxWorker } from '../outbox/worker';
import { type SmsSender, smsSenderFromEnv, withOutbox } from '../sms';
import { type Clock, systemClock } from './clock';
import { type AuthSettings, loadAuthSettings } from './settings';

export interface AuthDeps {
  settings: AuthSettings;
  clock: Clock;
  sms: SmsSender;
  captcha: CaptchaCheck;
  /** Delivers the outbox's messages through the channels (the login code at once, by the request). */
  outbox: OutboxWorker;
}

export interface AuthOptions {
  /** Where settings, the SMS provider and the bot-check secret are read (default process.env). */
  env?: NodeJS.ProcessEnv;
  clock?: Clock;
  /** The sender; with the dev routes on, one that reaches no phone is wrapped so each message lands in the outbox. */
  sms?: SmsSender;
  captcha?: CaptchaCheck;
}

export function authDeps(db: Database, options: AuthOptions = {}): AuthDeps {
  const env = options.env ?? process.env;
  const settings = loadAuthSettings(env);
  const clock = options.clock ?? systemClock;
  const sender = options.sms ?? smsSenderFromEnv(env);
  const sms = settings.devRoutes ? withOutbox(sender, db, clock) : sender;
  return {
    settings,
    clock,
    sms,
    captcha: options.captcha ?? captchaCheckFromEnv(env),
    outbox: createOutboxWorker({
      db,
      channels: outboxChannels({ db, env, sms }),
      settings: loadOutboxSettings(env),
      clock,
    }),
  };
}
