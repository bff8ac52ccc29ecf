// '/review-submit/:id' drawn by the server from the SMS's link: booking-api's answer for the reserve id and mobile
// (a refusal drawn as it is), the heading and the form or the reason, hydrated from __RAHI_HOTEL__ without a mismatch
// or a second lookup (a wrong mobile counts against the lookups).
import type { PageFetcher } from '@rahi/shared-contracts';
import type { ReviewEligibility } from '@rahi/shared-contracts/api';
import { drawPage } from '@rahi/shared-ui/server-render';
import { hydrateServerHtml } from '@rahi/shared-ui/testing';
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import ReviewSubmitPage from '../pages/ReviewSubmitPage';
import { loadData, page } from './container';

jest.setTimeout(30_000);

const ADDRESS = '/review-submit/12345678?mobile=09121234567';
const ELIGIBLE: ReviewEligibility = {
  reserveId: '12345678',
  hotel: { id: 3, name: 'هتل صحن', slug: 'hotel-sahn' },
  checkin: '2026-11-20',
  checkout: '2026-11-22',
  refusal: null,
  review: null,
};
type Answer = { ok: true; data: unknown } | { ok: false; status: number; errors: string[] };
let unmount = () => {};
let fetchCalls: string[] = [];

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('rahi.event-bus.v1')];
  fetchCalls = [];
  global.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
    fetchCalls.push(String(init?.body));
    return { status: 500, json: async () => ({ meta: { status: false, message: '', errors: [] } }) };
  }) as unknown as typeof fetch;
});

afterEach(() => {
  unmount();
  delete window.__RAHI_HOTEL__;
});

async function serverPage(search: string, answer: Answer) {
  const asked: string[] = [];
  const fetcher = (async ({ endPoint }: { endPoint: string }) => {
    asked.push(endPoint);
    return answer.ok ? { ...answer, status: 200, errors: [] } : { ...answer, data: null };
  }) as PageFetcher;
  const request = { module: './ReviewSubmitPage', params: { id: '12345678' }, search, fetcher };
  const data = await loadData({ ...request, stay: { checkin: '2026-12-01', nights: 1 } });
  const render = {
    module: './ReviewSubmitPage',
    data,
    url: `https://rahi.ir/review-submit/12345678${search ? `?${search}` : ''}`,
    site: { commentsOpen: true },
  };
  return { asked, data, drawn: drawPage('mf_hotel', render, page(render)) };
}

function hydrate(html: string, data: unknown) {
  window.__RAHI_HOTEL__ = JSON.parse(JSON.stringify(data));
  const hydrated = hydrateServerHtml(html, '/review-submit/:id', ADDRESS, <ReviewSubmitPage />);
  unmount = hydrated.unmount;
  return hydrated;
}

describe('the review page drawn by the server', () => {
  it("reads the booking for the link's mobile, draws the stay and the form, and hydrates without asking again", async () => {
    const { asked, data, drawn } = await serverPage('mobile=09121234567', { ok: true, data: ELIGIBLE });

    expect(asked).toEqual(['/bookings/12345678/review?mobile=09121234567']);
    expect(drawn.html).toMatch(/<h1[^>]*>نظر شما درباره اقامت<\/h1>/);
    expect(drawn.html).toContain('هتل صحن');
    expect(drawn.head.title).toBe('ثبت نظر درباره اقامت | راهی');

    const hydrated = hydrate(drawn.html, data);
    expect(hydrated.mismatches).toEqual([]);
    expect(fetchCalls).toEqual([]);
    expect(window.__RAHI_HOTEL__).toBeUndefined();
    expect(screen.getByRole('link', { name: 'هتل صحن' })).toBeInTheDocument();
  });

  it('draws a refused lookup (no such booking for the mobile) as it is, and does not look it up again', async () => {
    const { data, drawn } = await serverPage('mobile=09121234567', {
      ok: false,
      status: 404,
      errors: ['رزروی با این مشخصات پیدا نشد.'],
    });

    expect(drawn.html).toContain('رزروی با این مشخصات پیدا نشد.');
    const hydrated = hydrate(drawn.html, data);
    expect(hydrated.mismatches).toEqual([]);
    expect(fetchCalls).toEqual([]);
    expect(screen.getByRole('button', { name: 'شماره دیگر' })).toBeInTheDocument();
  });

  it('reads nothing without a mobile, and draws the question for it', async () => {
    const { asked, drawn } = await serverPage('', { ok: true, data: ELIGIBLE });

    expect(asked).toEqual([]);
    expect(drawn.html).toContain('شماره موبایلی را که رزرو با آن ثبت شده وارد کنید');
  });
});
