// A fake /handle-api for mf-profile's tests: answers by endPoint (and method) and records what the page sent.
export interface SentCall {
  endPoint: string;
  method: string;
  body: Record<string, unknown>;
}

export type Answer = {
  status: number;
  meta: { status: boolean; message?: string; errors?: string[] };
  data?: unknown;
};

export const ok = (data: unknown = null): Answer => ({
  status: 200,
  meta: { status: true, message: 'Done' },
  data,
});
export const refused = (status: number, ...errors: string[]): Answer => ({
  status,
  meta: { status: false, message: errors[0] ?? '', errors },
  data: null,
});

/**
 * Installs the fake; `answers` maps an endPoint, or 'METHOD endPoint' for a method other than the one asked
 * first, to its answer (a function gets the body).
 */
export function fakeApi(
  answers: Record<string, Answer | ((body: Record<string, unknown>) => Answer)>,
): SentCall[] {
  const sent: SentCall[] = [];
  globalThis.fetch = jest.fn(async (_url: unknown, init?: { body?: string }) => {
    const { endPoint, options } = JSON.parse(init?.body ?? '{}');
    const body = options?.body ?? {};
    const method = options?.method ?? 'GET';
    sent.push({ endPoint, method, body });
    const entry = answers[`${method} ${endPoint}`] ?? answers[endPoint];
    if (!entry) throw new Error(`no answer for ${endPoint}`);
    const answer = typeof entry === 'function' ? entry(body) : entry;
    return { status: answer.status, json: async () => ({ meta: answer.meta, data: answer.data }) };
  }) as unknown as typeof fetch;
  return sent;
}

/**
 * Holds back the answer to `endPoint` (installed after fakeApi) until the returned function is called, to see the
 * page while that call is still on its way.
 */
export function holdBack(endPoint: string): () => void {
  const answer = globalThis.fetch;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  globalThis.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    if (JSON.parse(String(init?.body ?? '{}')).endPoint === endPoint) await released;
    return answer(url, init);
  }) as unknown as typeof fetch;
  return release;
}
