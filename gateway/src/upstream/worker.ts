// booking-api in a worker thread: the embedded database (PGlite runs its queries synchronously in WebAssembly)
// and booking-api's own work then never hold up the gateway's serving loop, so /healthz, builds and images keep
// answering while searches run. Requests and answers cross as plain objects (UpstreamRequest/UpstreamResponse);
// see booking-api-thread.ts for the worker's side and docs/adr/0021-booking-api-in-a-worker-thread.md.
import { Worker } from 'node:worker_threads';
import type { MetricObjectWithValues, MetricValue } from 'prom-client';
import { abortable, type Upstream, type UpstreamRequest, type UpstreamResponse } from '.';

/** What the worker posts back. */
export type WorkerAnswer =
  | { kind: 'ready'; note?: string }
  | { kind: 'failed'; message: string }
  | { kind: 'answer'; id: number; response: UpstreamResponse }
  | { kind: 'error'; id: number; message: string }
  | { kind: 'metrics'; id: number; metrics: ThreadMetrics };

/** A registry's figures as prom-client's getMetricsAsJSON gives them (they cross threads as plain objects). */
export type ThreadMetrics = MetricObjectWithValues<MetricValue<string>>[];

/** What the worker is sent. */
export type WorkerCall =
  | { kind: 'call'; id: number; request: UpstreamRequest }
  | { kind: 'metrics'; id: number }
  | { kind: 'close' };

export interface WorkerUpstream extends Upstream {
  /** Set by the worker once it is ready (e.g. "seeded an empty pglite database in 4.1 s"). */
  note: string | undefined;
  /** The figures booking-api's thread measures (its HTTP histogram, bookings, holds, outbox…). */
  metrics(): Promise<ThreadMetrics>;
  /** Lets calls in flight finish, closes the database, ends the thread. */
  close(): Promise<void>;
}

/**
 * Starts `script` in a worker thread and resolves once it says it is ready.
 *
 * @example
 * const upstream = await workerUpstream(require.resolve('./booking-api-thread'), { databaseUrl });
 */
export function workerUpstream(script: string, workerData: unknown = {}): Promise<WorkerUpstream> {
  const worker = new Worker(script, { workerData });
  const waiting = new Map<number, { resolve(r: UpstreamResponse): void; reject(e: Error): void }>();
  const waitingMetrics = new Map<number, (metrics: ThreadMetrics) => void>();
  let nextId = 1;
  let exited: Error | undefined;
  return new Promise((resolveReady, rejectReady) => {
    const upstream: WorkerUpstream = {
      note: undefined,
      fetch(request, signal) {
        if (exited) return Promise.reject(exited);
        const id = nextId++;
        const answer = new Promise<UpstreamResponse>((resolve, reject) =>
          waiting.set(id, { resolve, reject }),
        );
        worker.postMessage({ kind: 'call', id, request } satisfies WorkerCall);
        // An abandoned call still finishes in the worker; only its answer is no longer awaited.
        return abortable(answer, signal);
      },
      metrics() {
        if (exited) return Promise.reject(exited);
        const id = nextId++;
        const answer = new Promise<ThreadMetrics>((resolve) => waitingMetrics.set(id, resolve));
        worker.postMessage({ kind: 'metrics', id } satisfies WorkerCall);
        return answer;
      },
      close() {
        if (exited) return Promise.resolve();
        const gone = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
        worker.postMessage({ kind: 'close' } satisfies WorkerCall);
        return gone;
      },
    };
    worker.on('message', (message: WorkerAnswer) => {
      if (message.kind === 'ready') {
        upstream.note = message.note;
        resolveReady(upstream);
      } else if (message.kind === 'failed') {
        rejectReady(new Error(message.message));
      } else if (message.kind === 'metrics') {
        waitingMetrics.get(message.id)?.(message.metrics);
        waitingMetrics.delete(message.id);
      } else {
        const call = waiting.get(message.id);
        waiting.delete(message.id);
        if (message.kind === 'answer') call?.resolve(message.response);
        else call?.reject(new Error(message.message));
      }
    });
    const fail = (error: Error) => {
      exited = error;
      rejectReady(error);
      for (const call of waiting.values()) call.reject(error);
      waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`booking-api's worker thread ended (exit code ${code})`)));
  });
}
