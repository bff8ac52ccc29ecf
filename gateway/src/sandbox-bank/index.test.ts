import { SANDBOX_COUNTDOWN_SCRIPT } from '@rahi/shared-contracts';
import { Hono } from 'hono';
import { securityHeaders } from '../security';
import { scriptHashSource } from '../ssr/escape';
import type { Upstream, UpstreamRequest } from '../upstream';
import { sandboxBankRoutes } from '.';

const authority = `S${'a1'.repeat(17)}b`;
const seen: UpstreamRequest[] = [];
const answers: { status: number; body: string; headers: Record<string, string> }[] = [];
const upstream: Upstream = {
  fetch: async (request) => {
    seen.push(request);
    return answers.shift() ?? { status: 500, body: '', headers: {} };
  },
};
const app = new Hono()
  .use(securityHeaders({ current: () => ({ remotes: {} }) }))
  .route('/', sandboxBankRoutes({ upstream }));

beforeEach(() => {
  seen.length = 0;
});

describe('the sandbox bank page through the gateway', () => {
  it('relays the page as HTML, never cached', async () => {
    answers.push({
      status: 200,
      body: '<html>بانک</html>',
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
    const response = await app.request(`/sandbox-bank/${authority}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<html>بانک</html>');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(seen[0]).toMatchObject({ method: 'GET', path: `/sandbox-bank/${authority}` });
  });

  it('lets the page run its hold countdown, and no other inline script', async () => {
    answers.push({ status: 200, body: '<html></html>', headers: { 'content-type': 'text/html' } });
    const response = await app.request(`/sandbox-bank/${authority}`);
    const scriptSrc = /script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect(scriptSrc).toBe(`'self' ${scriptHashSource(SANDBOX_COUNTDOWN_SCRIPT)}`);
  });

  it("posts the button's form and passes the 303 back to /payment-status on", async () => {
    const back = `/payment-status?Authority=${authority}&Status=OK`;
    answers.push({ status: 303, body: '', headers: { location: back } });
    const response = await app.request(`/sandbox-bank/${authority}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(back);
    expect(seen[0]).toMatchObject({ method: 'POST', body: 'action=pay' });
  });

  it('does not call booking-api for something that is not a sandbox authority', async () => {
    expect((await app.request('/sandbox-bank/..%2Fadmin')).status).toBe(404);
    expect((await app.request('/sandbox-bank/A1234')).status).toBe(404);
    expect(seen).toHaveLength(0);
  });
});
