// The built server (dist/server.js, `npm run build` first) as a process: on SIGTERM it answers the request in
// flight, refuses new connections and exits 0; in production it refuses to start on a missing secret or a
// malformed number. booking-api is a fake over HTTP (UPSTREAM_API_URL) that answers
// slowly, so the test needs no database.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';

const SERVER = path.join(__dirname, '..', 'dist', 'server.js');
const SLOW_MS = 1500;

function slowBookingApi() {
  const server = http.createServer((_req, res) => {
    setTimeout(() => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ meta: { status: true, message: '', errors: [] }, data: { slow: true } }));
    }, SLOW_MS);
  });
  return new Promise<http.Server>((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function startGateway(upstreamUrl: string | undefined, settings: NodeJS.ProcessEnv = {}) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: '0',
    HOST: '127.0.0.1',
    UPSTREAM_API_URL: upstreamUrl,
    METRICS_PORT: 'off',
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'json',
    ...settings,
  };
  for (const name of Object.keys(env)) if (env[name] === undefined) delete env[name];
  const child = spawn(process.execPath, [SERVER], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const port = new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /"port":(\d+)[^\n]*is running/.exec(log);
      if (match) {
        clearInterval(timer);
        resolve(Number(match[1]));
      }
    }, 50);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`the gateway exited (${code}) while starting:\n${log.slice(-2000)}`));
    });
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port, exited, log: () => log };
}

const callBookingApi = (port: number) =>
  fetch(`http://127.0.0.1:${port}/handle-api`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ endPoint: '/hotels/1', options: { method: 'GET' } }),
  });

describe('the gateway on SIGTERM', () => {
  let upstream: http.Server;
  let gateway: { child: ChildProcess } | undefined;

  beforeAll(async () => {
    upstream = await slowBookingApi();
  });
  afterAll(async () => {
    if (gateway?.child.exitCode === null) gateway.child.kill('SIGKILL');
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('finishes the request in flight, takes no new one and exits 0', async () => {
    const { address, port: upstreamPort } = upstream.address() as AddressInfo;
    const started = startGateway(`http://${address}:${upstreamPort}`);
    gateway = started;
    const port = await started.port;

    const inFlight = callBookingApi(port);
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS / 3));
    started.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));

    await expect(callBookingApi(port)).rejects.toThrow();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ data: { slow: true } });
    expect(await started.exited).toBe(0);
    expect(started.log()).toContain('stopping');
  }, 60_000);
});

describe("the gateway's idle connections", () => {
  it("are kept for 65 s and say so (Keep-Alive: timeout=65), past the clients' own idle timeouts", async () => {
    const started = startGateway('http://127.0.0.1:9');
    try {
      const port = await started.port;
      const agent = new http.Agent({ keepAlive: true });
      const hint = await new Promise<string>((resolve, reject) =>
        http
          .get({ host: '127.0.0.1', port, path: '/healthz', agent }, (res) => {
            res.resume();
            resolve(String(res.headers['keep-alive']));
          })
          .on('error', reject),
      );
      agent.destroy();
      expect(hint).toBe('timeout=65');
    } finally {
      started.child.kill('SIGKILL');
      await started.exited;
    }
  }, 60_000);
});

describe('the gateway in production', () => {
  // booking-api would run in the gateway's own process (no UPSTREAM_API_URL) on this folder, which stays empty.
  const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'rahi-refused-'));
  const production = {
    NODE_ENV: 'production',
    PUBLIC_ORIGIN: 'https://rahi.example',
    SMS_PROVIDER: 'console',
  };

  it('refuses to start without AUTH_CODE_SECRET and the other secrets, naming each, before opening the database', async () => {
    const folder = dataDir();
    const started = startGateway(undefined, { ...production, PGLITE_DATA_DIR: folder });
    await expect(started.port).rejects.toThrow(/exited \(1\)/);
    expect(started.log()).toMatch(/Refusing to start/);
    for (const name of ['AUTH_CODE_SECRET', 'SHORT_LINK_SECRET', 'ZARINPAL_MERCHANT_ID', 'VAPID_PUBLIC_KEY'])
      expect(started.log()).toContain(name);
    expect(fs.readdirSync(folder)).toEqual([]);
  }, 60_000);

  it('refuses a malformed number, naming the variable', async () => {
    const started = startGateway(undefined, { ...production, PORT: '80a', PGLITE_DATA_DIR: dataDir() });
    await expect(started.port).rejects.toThrow(/exited \(1\)/);
    expect(started.log()).toContain('PORT: must be a whole number');
    const keys = webpush.generateVAPIDKeys();
    const second = startGateway(undefined, {
      ...production,
      AUTH_CODE_SECRET: 'a-long-random-secret',
      SHORT_LINK_SECRET: 'x'.repeat(32),
      ZARINPAL_MERCHANT_ID: '00000000-0000-0000-0000-000000000000',
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      OTP_MAX_WRONG_TRIES: 'five',
      PGLITE_DATA_DIR: dataDir(),
    });
    await expect(second.port).rejects.toThrow(/exited \(1\)/);
    expect(second.log()).toContain('OTP_MAX_WRONG_TRIES must be a positive whole number, got \\"five\\"');
  }, 60_000);
});
