// A local push service for tests, as a browser vendor's would behave (RFC 8030): it hands out subscriptions
// whose keys it holds (as the browser would), receives each POST to an endpoint, checks the VAPID
// authorization (RFC 8292: an ES256 JWT for this origin, not expired, signed by the key `k` names), decrypts
// the aes128gcm body (RFC 8291) with the subscription's private key and auth secret (http_ece) and records
// the payload. `gone(endpoint)` makes an endpoint answer 410, as an expired subscription does. Served over
// HTTPS, as push services are (web-push speaks nothing else), with a certificate for 127.0.0.1 made for tests
// only: a sender trusts it with FAKE_PUSH_CA_FILE (an https.Agent's `ca`, or NODE_EXTRA_CA_CERTS). Not a test file.
import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import ece from 'http_ece';

/** The fake's self-signed certificate (127.0.0.1, localhost), to trust in the sender. */
export const FAKE_PUSH_CA_FILE = path.join(__dirname, 'fake-push-tls', 'cert.pem');
const FAKE_PUSH_KEY_FILE = path.join(__dirname, 'fake-push-tls', 'key.pem');

export interface ReceivedPush {
  endpoint: string;
  /** The decrypted body, parsed as JSON when it is. */
  payload: unknown;
  ttl: string | undefined;
  urgency: string | undefined;
  /** The JWT's claims: aud, exp, sub. */
  claims: Record<string, unknown>;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

function publicKeyFromRaw(raw: Buffer) {
  return createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
    format: 'jwk',
  });
}

/** Checks `vapid t=<jwt>, k=<key>` for this audience; answers the claims or a reason to refuse. */
export function checkVapid(authorization: string | undefined, audience: string, now = Date.now()) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match?.[1] || !match[2]) return { error: 'no VAPID authorization' } as const;
  const [header, body, signature] = match[1].split('.');
  if (!header || !body || !signature) return { error: 'a malformed JWT' } as const;
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256')
    return { error: 'not ES256' } as const;
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${body}`),
    { key: publicKeyFromRaw(Buffer.from(match[2], 'base64url')), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return { error: 'the JWT signature does not match k' } as const;
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
  if (claims.aud !== audience) return { error: `aud is ${String(claims.aud)}, not ${audience}` } as const;
  const exp = Number(claims.exp);
  if (!(exp * 1000 > now && exp * 1000 <= now + 24 * 3600 * 1000))
    return { error: 'exp is not within 24 h' } as const;
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub))
    return { error: 'no sub' } as const;
  return { claims, publicKey: match[2] } as const;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakePushService(port = 0) {
  const keys = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: string }>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const goneEndpoints = new Set<string>();
  let url = '';

  const tls = { cert: fs.readFileSync(FAKE_PUSH_CA_FILE), key: fs.readFileSync(FAKE_PUSH_KEY_FILE) };
  const server = createServer(tls, async (request, response) => {
    const body = await readBody(request);
    const endpoint = `${url}${request.url ?? ''}`;
    const answer = (status: number, reason?: string) => {
      if (reason) refused.push(`${status} ${reason}`);
      response.writeHead(status, { Connection: 'close' });
      response.end(reason ?? '');
    };
    const subscription = keys.get(endpoint);
    if (request.method !== 'POST' || !subscription) return answer(404, `no subscription at ${endpoint}`);
    if (goneEndpoints.has(endpoint)) return answer(410, 'the subscription expired');
    const vapid = checkVapid(request.headers.authorization, url);
    if ('error' in vapid) return answer(403, vapid.error);
    if (request.headers['content-encoding'] !== 'aes128gcm') return answer(415, 'not aes128gcm');
    if (!request.headers.ttl) return answer(400, 'no TTL');
    let plain: Buffer;
    try {
      plain = ece.decrypt(body, {
        version: 'aes128gcm',
        privateKey: subscription.ecdh,
        authSecret: subscription.auth,
      });
    } catch (error) {
      return answer(400, `the body does not decrypt: ${String(error)}`);
    }
    const text = plain.toString('utf8');
    let payload: unknown = text;
    try {
      payload = JSON.parse(text);
    } catch {
      // kept as text
    }
    received.push({
      endpoint,
      payload,
      ttl: request.headers.ttl as string | undefined,
      urgency: request.headers.urgency as string | undefined,
      claims: vapid.claims,
    });
    response.writeHead(201, { Location: `${endpoint}/messages/${received.length}`, Connection: 'close' });
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    received,
    /** Refusals, as "status reason": a test that expects none checks this is empty. */
    refused,
    /** A subscription as PushSubscription.toJSON() gives it, with keys this service can decrypt for. */
    newSubscription() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = b64url(randomBytes(16));
      const endpoint = `${url}/push/${b64url(randomBytes(12))}`;
      keys.set(endpoint, { ecdh, auth });
      return { endpoint, expirationTime: null, keys: { p256dh: b64url(ecdh.getPublicKey()), auth } };
    },
    /** From now on the endpoint answers 410 Gone. */
    gone: (endpoint: string) => goneEndpoints.add(endpoint),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
