// A fake /handle-api for the login tests: answers by endPoint and records what the form sent.
export interface SentCall {
  endPoint: string;
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

/** Installs the fake; `answers` maps an endPoint to its answer (a function gets the body). */
export function fakeApi(
  answers: Record<string, Answer | ((body: Record<string, unknown>) => Answer)>,
): SentCall[] {
  const sent: SentCall[] = [];
  globalThis.fetch = jest.fn(async (_url: unknown, init?: { body?: string }) => {
    const { endPoint, options } = JSON.parse(init?.body ?? '{}');
    const body = options?.body ?? {};
    sent.push({ endPoint, body });
    const entry = answers[endPoint];
    if (!entry) throw new Error(`no answer for ${endPoint}`);
    const answer = typeof entry === 'function' ? entry(body) : entry;
    return { status: answer.status, json: async () => ({ meta: answer.meta, data: answer.data }) };
  }) as unknown as typeof fetch;
  return sent;
}
