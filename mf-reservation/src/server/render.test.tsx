/** @jest-environment node */
// mf-reservation's server render of /reservation: the data it loads through the gateway's fetcher, and the markup
// it draws (the page's own heading before any JavaScript) with its styles.
import { TEXTS } from '../texts';
import { loadData } from './container';
import {
  DRAFT_ID,
  fakeFetcher,
  render,
  SAMPLE_URL,
  sampleDraft,
  sampleOffer,
  samplePageData,
  samplePassenger,
  sampleProfile,
} from './test-data';

const SEARCH = new URL(SAMPLE_URL).search.slice(1);
const request = (fetcher: Parameters<typeof loadData>[0]['fetcher'], search = SEARCH) => ({
  module: './ReservationPage',
  params: {},
  stay: { checkin: '2026-12-24', nights: 2 },
  search,
  fetcher,
});

describe('loadData', () => {
  it("reads the session's draft from booking-api, re-prices it and reads its hotel's offers", async () => {
    const draft = sampleDraft();
    const { fetcher, calls } = fakeFetcher((call) =>
      call.endPoint.startsWith('/reservation-drafts')
        ? { ok: true, data: { reservationData: draft } }
        : call.endPoint.startsWith('/hotels/101/rooms')
          ? { ok: true, data: [sampleOffer()] }
          : undefined,
    );

    const data = await loadData(request(fetcher));

    expect(data).toEqual({
      ...samplePageData(),
      outcome: { kind: 'ok', draft, previousTotalSum: 2_000_000 },
      traveller: null,
    });
    expect(calls.map((call) => `${call.method ?? 'GET'} ${call.endPoint}`)).toEqual([
      `GET /reservation-drafts/${DRAFT_ID}`,
      'POST /reservation-drafts',
      'GET /hotels/101/rooms?checkin=2026-12-24&nights=2',
      'GET /profile',
      'GET /passengers',
    ]);
  });

  it("reads a logged-in traveller's profile and saved passengers beside the offers", async () => {
    const { fetcher } = fakeFetcher((call) =>
      call.endPoint.startsWith('/reservation-drafts')
        ? { ok: true, data: { reservationData: sampleDraft() } }
        : call.endPoint.startsWith('/hotels/101/rooms')
          ? { ok: true, data: [sampleOffer()] }
          : call.endPoint === '/profile'
            ? { ok: true, data: sampleProfile() }
            : call.endPoint === '/passengers'
              ? { ok: true, data: [samplePassenger()] }
              : undefined,
    );

    expect(await loadData(request(fetcher))).toMatchObject({
      traveller: { profile: sampleProfile(), passengers: [samplePassenger()] },
    });
  });

  it('reads no profile or passengers when the server found nobody logged in', async () => {
    const { fetcher, calls } = fakeFetcher((call) =>
      call.endPoint.startsWith('/reservation-drafts')
        ? { ok: true, data: { reservationData: sampleDraft() } }
        : call.endPoint.startsWith('/hotels/101/rooms')
          ? { ok: true, data: [sampleOffer()] }
          : { ok: true, data: sampleProfile() },
    );

    expect(await loadData({ ...request(fetcher), session: null })).toMatchObject({ traveller: null });
    expect(calls.filter((call) => /^\/(profile|passengers)/.test(call.endPoint))).toEqual([]);
  });

  it('answers a draft this session does not have as missing, asking nothing more', async () => {
    const { fetcher, calls } = fakeFetcher(() => ({ ok: false, status: 403, errors: [] }));

    expect(await loadData(request(fetcher))).toMatchObject({ outcome: { kind: 'missing' }, offers: null });
    expect(calls).toHaveLength(1);
  });

  it("gives booking-api's reasons for a draft that can no longer be booked", async () => {
    const { fetcher } = fakeFetcher((call) =>
      call.method === 'POST'
        ? { ok: false, status: 409, errors: ['اتاق دو تخته پر شده است.'] }
        : { ok: true, data: { reservationData: sampleDraft() } },
    );

    expect(await loadData(request(fetcher))).toMatchObject({
      outcome: { kind: 'refused', errors: ['اتاق دو تخته پر شده است.'] },
    });
  });

  it('throws when booking-api cannot answer, so the gateway leaves the page to the browser', async () => {
    const { fetcher } = fakeFetcher(() => ({ ok: false, status: 503, errors: [] }));

    await expect(loadData(request(fetcher))).rejects.toThrow('503');
  });

  it('asks nothing for an address without a draft id', async () => {
    const { fetcher, calls } = fakeFetcher(() => undefined);

    expect(await loadData(request(fetcher, 'reservationId=x'))).toMatchObject({
      outcome: { kind: 'missing' },
    });
    expect(calls).toEqual([]);
  });
});

describe('render', () => {
  it("draws the page's own heading, the room's name and the price, with the page's styles", () => {
    const { html, styles, head } = render({
      module: './ReservationPage',
      data: samplePageData(),
      url: SAMPLE_URL,
      site: { commentsOpen: true },
    });

    expect(html).toMatch(new RegExp(`<h1[^>]*>${TEXTS.pageTitle}</h1>`));
    expect(html).toContain('دو تخته رو به حرم');
    expect(styles).toContain('<style data-emotion="rtl');
    expect(head.title).toBe('راهی | رزرو آنلاین هتل');
  });

  it('draws the Persian page for a draft that is gone', () => {
    const data = { ...samplePageData(), outcome: { kind: 'missing' as const }, offers: null };
    const { html } = render({
      module: './ReservationPage',
      data,
      url: SAMPLE_URL,
      site: { commentsOpen: true },
    });

    expect(html).toContain(TEXTS.draftMissingBody);
  });
});
