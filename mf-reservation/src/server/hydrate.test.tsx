// The server's /reservation markup hydrated by the browser's own tree, as the shell's bootstrap hydrates
// it: no mismatch (for a visitor and for a logged-in traveller), nothing asked again, the server's data taken once,
// and what only the tab knows (the form typed before a reload) added after hydration.
import { getEventBus } from '@rahi/shared-contracts';
import { hydrateServerHtml, recordFetches } from '@rahi/shared-ui/testing';
import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import ReservationPage from '../pages/ReservationPage';
import type { ReservationPageData } from '../pages/reservation-page-data';
import { saveForm } from '../state/session-store';
import { TEXTS } from '../texts';
import { DRAFT_ID, render, SAMPLE_URL, samplePageData, samplePassenger, sampleProfile } from './test-data';

const PATH = new URL(SAMPLE_URL).pathname + new URL(SAMPLE_URL).search;

describe('the server-drawn reservation page, in the browser', () => {
  let unmount = () => {};
  let fetchCalls: string[] = [];

  beforeEach(() => {
    sessionStorage.clear();
    fetchCalls = recordFetches();
  });

  afterEach(() => unmount());

  function hydrate(
    session: { userName: string; credit: number } | null,
    data: ReservationPageData = samplePageData(),
  ) {
    const html = render({
      module: './ReservationPage',
      data,
      url: SAMPLE_URL,
      site: { commentsOpen: true },
      session,
    }).html;
    window.__RAHI_RESERVATION__ = data;
    const hydrated = hydrateServerHtml(html, '/reservation', PATH, <ReservationPage />);
    unmount = hydrated.unmount;
    return hydrated.mismatches;
  }

  it("hydrates a visitor's page without a mismatch, asking nothing again, and takes the data once", () => {
    expect(hydrate(null)).toEqual([]);

    expect(fetchCalls).toEqual([]);
    expect(window.__RAHI_RESERVATION__).toBeUndefined();
    expect(screen.getByRole('heading', { level: 1, name: TEXTS.pageTitle })).toBeInTheDocument();
  });

  it("hydrates a logged-in traveller's page (their credit) without a mismatch", () => {
    const mismatches = hydrate({ userName: 'سارا', credit: 500_000 });

    expect(mismatches).toEqual([]);
    expect(getEventBus().getAuth()).toMatchObject({ status: 'authenticated', userName: 'سارا' });
    expect(screen.queryByText(TEXTS.loginForWallet, { exact: false })).not.toBeInTheDocument();
  });

  it("draws a logged-in traveller's mobile and saved passengers, and hydrates with them, asking for neither again", async () => {
    const traveller = { profile: sampleProfile(), passengers: [samplePassenger()] };
    const mismatches = hydrate({ userName: 'سارا', credit: 500_000 }, { ...samplePageData(), traveller });

    expect(mismatches).toEqual([]);
    expect(screen.getByDisplayValue('۰۹۱۲۱۲۳۴۵۶۷')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /مریم احمدی/ }).length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchCalls.filter((call) => /\/(profile|passengers)\b/.test(call))).toEqual([]);
  });

  it('brings back what was typed for this draft once hydrated', async () => {
    saveForm(DRAFT_ID, { mobile: '09121234567' });

    expect(hydrate(null)).toEqual([]);
    await waitFor(() => expect(screen.getByDisplayValue('09121234567')).toBeInTheDocument());
  });
});
