import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { stopOnSignals } from './graceful-shutdown';

const listen = (handler: http.RequestListener) =>
  new Promise<http.Server>((resolve) => {
    const server = http.createServer(handler);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });

describe('stopOnSignals', () => {
  afterEach(() => {
    process.removeAllListeners('SIGTERM');
    process.removeAllListeners('SIGINT');
  });

  it('lets a request in flight finish, then cleans up and exits 0', async () => {
    const server = await listen((_req, res) => setTimeout(() => res.end('done'), 300));
    const { port } = server.address() as AddressInfo;
    const cleanup = jest.fn(async () => {});
    const exit = jest.fn();
    const stop = stopOnSignals(server, { cleanup, exit, timeoutMs: 5000 });
    const answer = fetch(`http://127.0.0.1:${port}/`).then((res) => res.text());
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopped = stop();
    expect(await answer).toBe('done');
    await stopped;
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledWith(0);
  });

  it('cuts a request still running after the timeout, so the process does not wait for it', async () => {
    const server = await listen(() => {});
    const { port } = server.address() as AddressInfo;
    const exit = jest.fn();
    const stop = stopOnSignals(server, { cleanup: async () => {}, exit, timeoutMs: 200 });
    const answer = fetch(`http://127.0.0.1:${port}/`).catch((error: Error) => error);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await stop();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(String(await answer)).toMatch(/fetch failed/);
    expect(exit).toHaveBeenCalledWith(0);
  });
});
