// A local stand-in for Kavenegar's REST API (https://kavenegar.com/rest.html), as far as we use it:
// POST /v1/{apikey}/verify/lookup.json with receptor, template, token, token2, token3, token10, token20. It checks
// what Kavenegar checks (the key, a mobile receptor, a known template, tokens without spaces, token10 up to 5 and
// token20 up to 8), fills the template as Kavenegar does and answers its envelope; it can be told to answer
// 500 for a while. Used by the SMS adapter's tests and the reliability suite. Not a test file itself.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMS_TEMPLATES } from '../sms/templates';

export interface FakeKavenegarMessage {
  messageid: number;
  receptor: string;
  template: string;
  tokens: Record<string, string>;
  message: string;
  date: number;
}

const TEMPLATE_TEXTS = new Map(
  Object.values(SMS_TEMPLATES).map((template) => [template.name, template.text]),
);
const SPACES: Record<string, number> = { token: 0, token2: 0, token3: 0, token10: 5, token20: 8 };

export async function startFakeKavenegar({
  apiKey = 'fake-key',
  templates = TEMPLATE_TEXTS,
  port = 0,
}: {
  apiKey?: string;
  templates?: Map<string, string>;
  port?: number;
} = {}) {
  const accepted: FakeKavenegarMessage[] = [];
  const state = { failing: false, delayMs: 0, requests: 0 };
  let nextId = 700_000_000;
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    state.requests += 1;
    const answer = (status: number, message: string, entries: unknown = []) => {
      response.writeHead(Math.min(status, 500), {
        'Content-Type': 'application/json; charset=utf-8',
      });
      response.end(JSON.stringify({ return: { status, message }, entries }));
    };
    if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    if (state.failing) return answer(500, 'خطای داخلی سرور');
    const match = /^\/v1\/([^/]+)\/verify\/lookup\.json$/.exec(request.url ?? '');
    if (!match || request.method !== 'POST') return answer(404, 'متد یافت نشد');
    if (decodeURIComponent(match[1] ?? '') !== apiKey) return answer(403, 'کلید API نامعتبر است');
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const receptor = form.get('receptor') ?? '';
    const template = form.get('template') ?? '';
    if (!/^09\d{9}$/.test(receptor)) return answer(411, 'گیرنده نامعتبر است');
    const text = templates.get(template);
    if (text === undefined) return answer(424, 'الگو یافت نشد');
    const tokens: Record<string, string> = {};
    for (const name of Object.keys(SPACES)) {
      const value = form.get(name);
      if (value === null) continue;
      if ((value.match(/ /g) ?? []).length > (SPACES[name] ?? 0))
        return answer(431, `ساختار ${name} نامعتبر است`);
      tokens[name] = value;
    }
    if (!tokens.token) return answer(400, 'پارامترها ناقص هستند');
    const message = text.replace(/%(token(?:2|3|10|20)?)\b/g, (_, name: string) => tokens[name] ?? '');
    const entry = {
      messageid: nextId++,
      receptor,
      template,
      tokens,
      message,
      date: Math.floor(Date.now() / 1000),
    };
    accepted.push(entry);
    answer(200, 'تایید شد', {
      messageid: entry.messageid,
      message,
      status: 5,
      statustext: 'ارسال به مخابرات',
      sender: '10004346',
      receptor,
      date: entry.date,
      cost: 120,
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    apiKey,
    accepted,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
