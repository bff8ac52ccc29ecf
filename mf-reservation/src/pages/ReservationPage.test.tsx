import '@testing-library/jest-dom';
import { Providers } from '@rahi/shared-ui/providers';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { saveBookingMobile, saveDraftBooking } from '../state/session-store';
import { booking, MOBILE } from '../testing/voucher-fixtures';
import { TEXTS } from '../texts';
import { VOUCHER_TEXTS } from '../voucher-texts';
import ReservationPage from './ReservationPage';

const DRAFT = '0d6c1a52-3f4e-4b7a-9c1d-2e5f6a7b8c9d';
const BANK = '/sandbox-bank/Sabc';

/** /handle-api answers the held booking and a started payment; the draft itself is gone (404). */
function fakeApi(held: typeof booking) {
  const calls: string[] = [];
  globalThis.fetch = jest.fn(async (path: string, init?: RequestInit) => {
    if (path !== '/handle-api') return { status: 404, json: async () => ({}) };
    const { endPoint, options } = JSON.parse(String(init?.body));
    calls.push(`${options.method} ${endPoint}`);
    const data =
      options.method === 'POST' && endPoint === `/bookings/${held.reserveId}/payments`
        ? { redirectUrl: BANK, authority: 'Sabc' }
        : endPoint === `/bookings/${held.reserveId}?mobile=${MOBILE}`
          ? held
          : undefined;
    return {
      status: data ? 200 : 404,
      json: async () => ({ meta: { status: !!data, message: '', errors: [] }, data }),
    };
  }) as unknown as typeof fetch;
  return calls;
}

function renderPage() {
  return render(
    <Providers router={false}>
      <MemoryRouter initialEntries={[`/reservation?reservationId=${DRAFT}&checkin=2026-12-24&nights=2`]}>
        <ReservationPage />
      </MemoryRouter>
    </Providers>,
  );
}

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe('the reservation page after a booking was made from its draft', () => {
  beforeEach(() => {
    sessionStorage.clear();
    saveDraftBooking(DRAFT, booking.reserveId);
    saveBookingMobile(booking.reserveId, MOBILE);
  });

  it('shows how long the rooms are held and pays that same booking again, never a second one', async () => {
    const calls = fakeApi({ ...booking, status: 'pending_payment', holdExpiresAt: inMinutes(9.5) });
    renderPage();

    expect(await screen.findByRole('heading', { name: TEXTS.heldTitle })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/۰۹:[۰-۵][۰-۹]/);
    await userEvent.click(screen.getByRole('button', { name: TEXTS.payHeld }));

    // jsdom does not navigate: the page asked to go to the bank and stays on "going to the bank".
    expect(await screen.findByRole('button', { name: VOUCHER_TEXTS.paying })).toBeDisabled();
    expect(calls).toContain(`POST /bookings/${booking.reserveId}/payments`);
    expect(calls).not.toContain('POST /bookings');
  });

  it('goes back to the draft once that booking is no longer held', async () => {
    fakeApi({ ...booking, status: 'pending_payment', holdExpiresAt: inMinutes(-1) });
    renderPage();

    expect(await screen.findByText(TEXTS.draftMissingBody)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: TEXTS.heldTitle })).not.toBeInTheDocument();
  });

  it('goes back to the draft when that booking is paid or expired', async () => {
    fakeApi({ ...booking, status: 'expired' });
    renderPage();

    expect(await screen.findByText(TEXTS.draftMissingBody)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TEXTS.payHeld })).not.toBeInTheDocument();
  });
});
