// A stand-in for booking-api-thread.js in worker.test.ts: answers each call with what it received. A call to
// /block waits, blocking this thread, until the test sets the shared flag it was given. Not a test file.
const { parentPort, workerData } = require('node:worker_threads');

if (workerData.fail) {
  parentPort.postMessage({ kind: 'failed', message: 'no database' });
} else {
  const flag = workerData.flag ? new Int32Array(workerData.flag) : undefined;
  parentPort.on('message', (message) => {
    if (message.kind === 'close') process.exit(0);
    const { request } = message;
    if (request.path === '/block' && flag) Atomics.wait(flag, 0, 0);
    if (request.path === '/throw') {
      parentPort.postMessage({ kind: 'error', id: message.id, message: 'boom' });
      return;
    }
    const body = JSON.stringify({ method: request.method, path: request.path, body: request.body ?? null });
    const response = { status: 200, headers: { 'content-type': 'application/json' }, body };
    parentPort.postMessage({ kind: 'answer', id: message.id, response });
  });
  parentPort.postMessage({ kind: 'ready', note: 'echo' });
}
