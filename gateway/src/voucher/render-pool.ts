// Voucher PDFs are drawn off the event loop, in a piscina worker pool, so the gateway keeps answering other
// requests while they render. Built from source (tests), the worker runs its TypeScript through tsx.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { VoucherDocument } from '@rahi/shared-contracts';
import Piscina from 'piscina';
import { readGatewayNumbers } from '../config/env-numbers';

export interface VoucherRenderer {
  render(document: VoucherDocument): Promise<Uint8Array>;
  close(): Promise<void>;
}

/** `threads`: VOUCHER_PDF_THREADS, else one per core. Threads start with the pool, not on the first PDF. */
export function createRenderPool(
  threads = readGatewayNumbers(process.env).VOUCHER_PDF_THREADS || availableParallelism(),
) {
  const compiled = __filename.endsWith('.js');
  const pool = new Piscina({
    filename: path.join(__dirname, compiled ? 'render-worker.js' : 'render-worker.ts'),
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: 60_000,
    execArgv: compiled ? [] : ['--import', 'tsx'],
  });
  return {
    render: (document: VoucherDocument) => pool.run(document) as Promise<Uint8Array>,
    close: () => pool.destroy(),
  } satisfies VoucherRenderer;
}

let shared: VoucherRenderer | undefined;

/** The process's one pool, started by the first PDF (an app that never draws one starts no threads). */
export const sharedRenderPool = (): VoucherRenderer => ({
  render: (document) => {
    shared ??= createRenderPool();
    return shared.render(document);
  },
  close: async () => {
    await shared?.close();
    shared = undefined;
  },
});
