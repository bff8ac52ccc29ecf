// Wakes the outbox worker when a transaction that enqueued a message commits: enqueueMessage sends a NOTIFY in
// that transaction, delivered at commit to every listening process (db/listen.ts). While the LISTEN connection
// is down, the worker's polling still finds the rows.
import type { Database } from '../db/client';
import { listenOn } from '../db/listen';
import { OUTBOX_WAKE_CHANNEL } from './enqueue';

/** Calls `onWake` on each commit that enqueued something; resolves with the function that stops listening. */
export function listenForWakes(db: Database, onWake: () => void): Promise<() => Promise<void>> {
  return listenOn(db, OUTBOX_WAKE_CHANNEL, { onNotify: onWake, label: '[outbox]' });
}
