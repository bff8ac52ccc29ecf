// lowerThreadPriority lowers only the calling worker thread: the serving loop (the main thread) keeps its priority.
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { currentThreadId, lowerThreadPriority } from './thread-priority';

const linux = process.platform === 'linux';

/** Runs lowerThreadPriority(nice) in a worker thread (the module through tsx); its thread id and priority after. */
function inWorkerThread(nice: number): Promise<{ lowered: boolean; id: number; priority: number }> {
  const modulePath = path.join(__dirname, 'thread-priority.ts');
  const code = `
    require('tsx/cjs/api').register();
    const os = require('node:os');
    const { parentPort, workerData } = require('node:worker_threads');
    const { currentThreadId, lowerThreadPriority } = require(workerData.modulePath);
    const lowered = lowerThreadPriority(workerData.nice);
    const id = currentThreadId();
    parentPort.postMessage({ lowered, id, priority: os.getPriority(id) });
  `;
  const worker = new Worker(code, { eval: true, workerData: { modulePath, nice } });
  return new Promise((resolve, reject) => {
    worker.once('message', (answer) => {
      resolve(answer);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

(linux ? describe : describe.skip)('lowerThreadPriority (Linux)', () => {
  it("lowers a worker thread's priority and leaves the main thread's as it was", async () => {
    const before = os.getPriority();
    const answer = await inWorkerThread(before + 7);

    expect(answer).toEqual({ lowered: true, id: expect.any(Number), priority: before + 7 });
    expect(answer.id).not.toBe(process.pid);
    expect(os.getPriority()).toBe(before);
  }, 30_000);

  it('does nothing on the main thread, whose id is the whole process', () => {
    const before = os.getPriority();

    expect(currentThreadId()).toBe(process.pid);
    expect(lowerThreadPriority(before + 5)).toBe(false);
    expect(os.getPriority()).toBe(before);
  });
});
