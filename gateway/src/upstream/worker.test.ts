import path from 'node:path';
import { workerUpstream } from './worker';

const echo = path.join(__dirname, 'test-workers', 'echo-thread.js');
const signal = () => new AbortController().signal;

describe('workerUpstream', () => {
  it("passes each call to the thread and gives back that call's answer", async () => {
    const upstream = await workerUpstream(echo);
    try {
      expect(upstream.note).toBe('echo');
      const [a, b] = await Promise.all([
        upstream.fetch({ method: 'GET', path: '/cities/1/hotels?nights=2', headers: {} }, signal()),
        upstream.fetch(
          { method: 'POST', path: '/login', headers: {}, body: '{"mobile":"09121234567"}' },
          signal(),
        ),
      ]);

      expect(a.status).toBe(200);
      expect(JSON.parse(a.body)).toEqual({ method: 'GET', path: '/cities/1/hotels?nights=2', body: null });
      expect(JSON.parse(b.body)).toEqual({
        method: 'POST',
        path: '/login',
        body: '{"mobile":"09121234567"}',
      });
    } finally {
      await upstream.close();
    }
  });

  it('keeps the serving loop free while the thread is busy with a call', async () => {
    const flag = new SharedArrayBuffer(4);
    const upstream = await workerUpstream(echo, { flag });
    try {
      let answered = false;
      const call = upstream.fetch({ method: 'GET', path: '/block', headers: {} }, signal()).then((r) => {
        answered = true;
        return r;
      });
      // The thread is now blocked inside the call; this loop still runs timers and I/O (in-process, it could not).
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(answered).toBe(false);
      Atomics.store(new Int32Array(flag), 0, 1);
      Atomics.notify(new Int32Array(flag), 0);

      expect((await call).status).toBe(200);
    } finally {
      await upstream.close();
    }
  });

  it('rejects a call the thread could not answer', async () => {
    const upstream = await workerUpstream(echo);
    try {
      await expect(upstream.fetch({ method: 'GET', path: '/throw', headers: {} }, signal())).rejects.toThrow(
        'boom',
      );
    } finally {
      await upstream.close();
    }
  });

  it('rejects with the abort when the signal fires before the thread answers', async () => {
    const flag = new SharedArrayBuffer(4);
    const upstream = await workerUpstream(echo, { flag });
    try {
      const controller = new AbortController();
      const call = upstream.fetch({ method: 'GET', path: '/block', headers: {} }, controller.signal);
      controller.abort(new Error('too slow'));

      await expect(call).rejects.toThrow('too slow');
    } finally {
      Atomics.store(new Int32Array(flag), 0, 1);
      Atomics.notify(new Int32Array(flag), 0);
      await upstream.close();
    }
  });

  it('fails to start when the thread cannot open booking-api', async () => {
    await expect(workerUpstream(echo, { fail: true })).rejects.toThrow('no database');
  });

  it('rejects calls once the thread has ended', async () => {
    const upstream = await workerUpstream(echo);
    await upstream.close();

    await expect(upstream.fetch({ method: 'GET', path: '/hotels/1', headers: {} }, signal())).rejects.toThrow(
      'ended',
    );
  });
});
