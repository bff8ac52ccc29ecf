// Test helpers for the query layer: a fake network behind /handle-api (answers by endPoint, counts the calls),
// a fresh QueryClient per test, without retry delays, and a server render hydrated as the shell hydrates it.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactElement, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter, type MemoryRouterProps, Route, Routes } from 'react-router-dom';
import { createRtlCache, PageRootProviders } from '../providers';
import { createQueryClient } from './query-client';

export type Answer = { status: number; body: unknown } | 'network-error';

/**
 * Replaces fetch: each call to /handle-api is answered by `answer(endPoint, method, body)`. A form posted
 * elsewhere (an upload) is answered the same way, with its address as the endPoint and its fields as the body.
 */
export function fakeProxy(answer: (endPoint: string, method: string, body: unknown) => Answer) {
  const calls: { endPoint: string; method: string; body: unknown }[] = [];
  globalThis.fetch = jest.fn(async (url: unknown, init?: RequestInit) => {
    const request =
      init?.body instanceof FormData
        ? {
            endPoint: String(url),
            options: { method: init.method ?? 'POST', body: Object.fromEntries(init.body.entries()) },
          }
        : (JSON.parse(String(init?.body)) as {
            endPoint: string;
            options: { method: string; body: unknown };
          });
    calls.push({ endPoint: request.endPoint, method: request.options.method, body: request.options.body });
    const reply = answer(request.endPoint, request.options.method, request.options.body);
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return { status: reply.status, json: async () => reply.body } as Response;
  }) as unknown as typeof fetch;
  return calls;
}

export const ok = (data: unknown, message = 'Done') => ({
  status: 200,
  body: { meta: { status: true, message, errors: [] }, data },
});
export const refused = (status: number, ...errors: string[]) => ({
  status,
  body: { meta: { status: false, message: '', errors } },
});

export function withClient() {
  const client = createQueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

/**
 * A server render's `html` hydrated at `address` by `page` inside the route `routePath`, in the providers the
 * shell gives a page; the recoverable errors (React's hydration mismatches) are collected.
 * Call `unmount()` after the test.
 * @example const { mismatches } = hydrateServerHtml(render(…).html, '/voucher', '/voucher?…', <VoucherPage />)
 */
export function hydrateServerHtml(
  html: string,
  routePath: string,
  address: NonNullable<MemoryRouterProps['initialEntries']>[number],
  page: ReactElement,
) {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  const mismatches: unknown[] = [];
  let root: Root | undefined;
  act(() => {
    root = hydrateRoot(
      element,
      <PageRootProviders cache={createRtlCache()} queryClient={createQueryClient()}>
        <MemoryRouter initialEntries={[address]}>
          <Routes>
            <Route path={routePath} element={page} />
          </Routes>
        </MemoryRouter>
      </PageRootProviders>,
      { onRecoverableError: (error) => mismatches.push(error) },
    );
  });
  return {
    element,
    mismatches,
    unmount: () => {
      act(() => root?.unmount());
      element.remove();
    },
  };
}

/**
 * Replaces fetch with one that answers 404 to everything and records each call as '<url> <body>': for a page that
 * must ask nothing (hydrating a server render with the server's data). Read the array after the test's actions.
 * @example const calls = recordFetches(); … expect(calls).toEqual([])
 */
export function recordFetches(): string[] {
  const calls: string[] = [];
  globalThis.fetch = jest.fn(async (url: unknown, init?: RequestInit) => {
    calls.push(`${String(url)} ${init?.body ?? ''}`);
    return { status: 404, json: async () => ({}) } as Response;
  }) as unknown as typeof fetch;
  return calls;
}
