import { Writable } from 'node:stream';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { createLogger } from './logger';
import { maskMobiles } from './mask';
import { metricsRegistry } from './metrics';
import { requestLog } from './request-log';

const capture = () => {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: createLogger({ level: 'info', pretty: false, destination }) };
};

describe('maskMobiles', () => {
  it('keeps the first four and last four digits of every mobile number in a text', () => {
    expect(maskMobiles('from 09123456789 to +989351112233, ref 1234567890123')).toBe(
      'from 0912***6789 to +98935***2233, ref 1234567890123',
    );
  });
});

describe('createLogger', () => {
  it('never writes a token, a code, a password, a cookie or an authorization header', () => {
    const { lines, logger } = capture();
    logger.info(
      { token: 'tok-123', code: '04217', headers: { authorization: 'Bearer abc', cookie: 'token=abc' } },
      'login',
    );
    logger.info({ body: { password: 'hunter2', otp: '99' } }, 'form');
    const text = JSON.stringify(lines);
    for (const secret of ['tok-123', '04217', 'Bearer abc', 'token=abc', 'hunter2', '"99"'])
      expect(text).not.toContain(secret);
    expect(lines[0]).toMatchObject({ token: '[redacted]', code: '[redacted]', msg: 'login' });
  });

  it('masks mobile numbers in messages, fields and errors', () => {
    const { lines, logger } = capture();
    logger.warn({ mobile: '09123456789' }, 'send limit reached for 09123456789');
    logger.error({ err: new Error('SMS to 09123456789 refused') }, 'failed');
    const text = JSON.stringify(lines);
    expect(text).not.toContain('09123456789');
    expect(lines[0]).toMatchObject({ mobile: '0912***6789', msg: 'send limit reached for 0912***6789' });
    expect(lines[1]).toMatchObject({ err: { message: 'SMS to 0912***6789 refused', type: 'Error' } });
  });
});

describe('requestLog', () => {
  const appWith = (logger: ReturnType<typeof createLogger>) =>
    new Hono()
      .use(requestId(), requestLog({ service: 'test', logger, userKind: () => 'guest' }))
      .get('/hotels/:id', (c) => {
        c.var.log.info('inside');
        return c.json({ id: c.req.param('id') });
      });

  it('logs one line per request with its id, route template, status, duration and user kind', async () => {
    const { lines, logger } = capture();
    const res = await appWith(logger).request('/hotels/42?token=secret', {
      headers: { 'X-Request-Id': 'abc-123' },
    });
    expect(res.headers.get('X-Request-Id')).toBe('abc-123');
    expect(lines).toEqual([
      expect.objectContaining({ reqId: 'abc-123', msg: 'inside' }),
      expect.objectContaining({
        reqId: 'abc-123',
        msg: 'request',
        method: 'GET',
        route: '/hotels/:id',
        status: 200,
        durationMs: expect.any(Number),
        user: 'guest',
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('replaces a malformed incoming request id with a new one', async () => {
    const { lines, logger } = capture();
    const res = await appWith(logger).request('/hotels/1', { headers: { 'X-Request-Id': 'a b<script>' } });
    const id = res.headers.get('X-Request-Id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines[1]).toMatchObject({ reqId: id });
  });

  it('counts the request under its route template in the histogram', async () => {
    const { logger } = capture();
    await appWith(logger).request('/hotels/7');
    const text = await metricsRegistry.metrics();
    expect(text).toMatch(
      /rahi_http_request_duration_seconds_count\{service="test",method="GET",route="\/hotels\/:id",status="200"\} \d+/,
    );
  });
});
