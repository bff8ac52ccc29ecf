import '@testing-library/jest-dom';
import { MESSAGES } from '@rahi/shared-contracts';
import type { ContentPage } from '@rahi/shared-contracts/api';
import { createQueryClient, QueryClientProvider } from '@rahi/shared-ui/query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { ContentPageData } from '../../pages/content/content-data';
import { ContentQueryPage } from './ContentQueryPage';
import { CONTENT_LOAD_FAILED } from './ContentState';

const page: ContentPage = {
  path: 'about',
  title: 'درباره ما',
  description: 'راهی',
  blocks: [],
  updatedAt: '2026-11-20T09:00:00.000Z',
};
const endPoint = '/pages?path=about';

/** Answers /handle-api with the statuses given, one a call; counts the calls. */
function answer(...statuses: number[]) {
  const calls: string[] = [];
  globalThis.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
    calls.push((JSON.parse(String(init?.body)) as { endPoint: string }).endPoint);
    const status = statuses[calls.length - 1] ?? 200;
    const body =
      status === 200
        ? { meta: { status: true, message: 'Done', errors: [] }, data: page }
        : { meta: { status: false, message: '', errors: ['nope'] } };
    return { status, json: async () => body } as Response;
  }) as unknown as typeof fetch;
  return calls;
}

function draw({ serverData, title }: { serverData?: ContentPageData; title?: string } = {}) {
  const client = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <ContentQueryPage
          endPoint={endPoint}
          serverData={serverData}
          pick={(data) => ('page' in data ? data.page : undefined)}
          title={title}
          titleOf={title ? undefined : (data) => data.title}
          view={(data) => <h1>{data.title}</h1>}
        />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  document.title = 'راهی';
});

describe('ContentQueryPage', () => {
  it("draws the server's data for its path at once, asking nothing, and names the tab from it", () => {
    const calls = answer();
    draw({ serverData: { module: './ContentPage', endPoint, page } });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('درباره ما');
    expect(document.title).toBe('درباره ما | راهی');
    expect(calls).toEqual([]);
  });

  it('shows a busy placeholder, then the view once the proxy answers', async () => {
    const calls = answer(200);
    const { container } = draw({ title: 'صفحه' });

    expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('درباره ما');
    expect(document.title).toBe('صفحه | راهی');
    expect(calls).toEqual([endPoint]);
  });

  it('gives a failed page its own title as the one h1 and a retry that loads it', async () => {
    answer(503, 200);
    draw({ title: 'صفحه' });

    expect(await screen.findByRole('alert')).toHaveTextContent(CONTENT_LOAD_FAILED);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('صفحه');
    expect(document.title).toBe('راهی');
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.retry }));
    expect(await screen.findByRole('heading', { level: 1, name: 'درباره ما' })).toBeInTheDocument();
  });

  it('is the not-found page for a path booking-api does not have', async () => {
    answer(404);
    draw();

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'صفحه‌ای که دنبالش بودید پیدا نشد',
    );
  });
});
