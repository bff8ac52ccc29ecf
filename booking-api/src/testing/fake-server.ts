// A local HTTP server on port 0 standing in for an outside service (Kavenegar, Google's siteverify, Zarinpal) in tests:
// it records each request and answers what the test tells it to. Not a test file itself.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  contentType: string | undefined;
  form: URLSearchParams;
  /** The body as sent (a JSON API's requests). */
  text: string;
}

export async function startFakeServer(
  answer: (request: RecordedRequest) => { status: number; body: unknown },
) {
  const requests: RecordedRequest[] = [];
  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  const server = createServer(async (request, response) => {
    const text = await readBody(request);
    const recorded = {
      method: request.method ?? '',
      path: request.url ?? '',
      contentType: request.headers['content-type'],
      form: new URLSearchParams(text),
      text,
    };
    requests.push(recorded);
    const { status, body } = answer(recorded);
    response.writeHead(status, { 'Content-Type': 'application/json', Connection: 'close' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
