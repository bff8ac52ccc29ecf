// What a channel adapter (SMS, web push, email) implements: hand one outbox row to its provider. The worker
// (../worker.ts) claims the row, calls send, and marks it sent when send resolves; a rejection is retried with
// backoff, a PermanentDeliveryError gives the row up at once (an invalid number, an expired subscription). A send
// whose provider has not answered when the delivery's signal aborts is given up for this try.
import type { MessageChannel, MessageKind } from '@rahi/shared-contracts';

/** One outbox row on its way to a provider. */
export interface OutboxDelivery {
  id: number;
  kind: MessageKind;
  channel: MessageChannel;
  userId: number | null;
  mobile: string | null;
  params: Record<string, string | number>;
  /** 1 for the first try. */
  attempt: number;
  /** The same on every try of this row: a provider that takes an idempotency key gets this one. */
  idempotencyKey: string;
  /**
   * Aborts when this try's time is up (half the worker's lease on the row, or less when the caller waits): a
   * channel hands it to its provider call, so a late answer still counts while the row is this worker's, and the
   * call has ended before another worker may take the row.
   */
  signal?: AbortSignal;
}

export interface Channel {
  name: MessageChannel;
  /** Resolves once the provider took the message; rejects when it did not. */
  send(message: OutboxDelivery): Promise<void>;
}

/** A refusal that another try cannot change: the row is given up (status failed) without further tries. */
export class PermanentDeliveryError extends Error {
  override name = 'PermanentDeliveryError';
}
