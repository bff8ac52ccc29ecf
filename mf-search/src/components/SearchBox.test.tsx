import { getEventBus, MESSAGES, type RahiEvent } from '@rahi/shared-contracts';
import { Providers } from '@rahi/shared-ui/providers';
import '@testing-library/jest-dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { Subscription } from 'rxjs';
import { selectedCookieText } from '../state/selected-cookie';
import { type FakeCall, installFakeApi, MASHHAD, MESHKAT } from '../testing/fake-api';
import { SearchBox, type SearchBoxProps } from './SearchBox';

let events: RahiEvent[];
let subscription: Subscription;
let calls: FakeCall[];

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('rahi.event-bus.v1')];
  document.cookie = 'selected=; max-age=0; path=/';
  events = [];
  subscription = getEventBus().events$.subscribe((event) => events.push(event));
  calls = installFakeApi((endPoint) => {
    const q = decodeURIComponent(endPoint.split('q=')[1] ?? '');
    if (!endPoint.startsWith('/destinations')) return undefined;
    if ('مشهد'.startsWith(q)) return { data: [MASHHAD, MESHKAT] };
    return { data: [] };
  });
});

afterEach(() => subscription.unsubscribe());

function Location() {
  const location = useLocation();
  return <output aria-label="نشانی">{`${location.pathname}${location.search}`}</output>;
}

function renderBox(props: SearchBoxProps = {}) {
  render(
    <Providers router={false}>
      <MemoryRouter>
        <SearchBox {...props} />
        <Location />
      </MemoryRouter>
    </Providers>,
  );
  return userEvent.setup({ delay: null });
}

const destination = () => screen.getByRole('combobox', { name: 'مقصد یا نام هتل' });
const form = () => screen.getByRole('search', { name: 'جستجوی هتل' });
const search = () => screen.getByRole('button', { name: 'جستجو' });
const address = () => screen.getByRole('status', { name: 'نشانی' });
const toasts = () => events.filter((event) => event.type === 'toast/error');

describe('SearchBox', () => {
  it('asks for every field, by toast and beside the empty fields, when the form is empty', async () => {
    const user = renderBox({ initialSelection: null });

    await user.click(search());

    expect(toasts()).toEqual([{ type: 'toast/error', payload: { message: 'لطفا همه فیلد ها را پر کنید' } }]);
    expect(destination()).toHaveAccessibleDescription(MESSAGES.fillAllFields);
    expect(within(form()).getAllByText(MESSAGES.fillAllFields)).toHaveLength(2);
    expect(address()).toHaveTextContent(/^\/$/);
  });

  it('asks for the dates when only the destination is chosen', async () => {
    const user = renderBox({ initialSelection: MASHHAD });

    await user.click(search());

    expect(toasts()).toEqual([{ type: 'toast/error', payload: { message: MESSAGES.fillAllFields } }]);
    expect(destination()).not.toHaveAccessibleDescription();
    expect(within(form()).getAllByText(MESSAGES.fillAllFields)).toHaveLength(1);
  });

  it('asks for at least one night when check-in and check-out are the same day', async () => {
    const user = renderBox({
      initialSelection: MASHHAD,
      initialCheckin: '2026-12-01',
      initialCheckout: '2026-12-01',
    });

    await user.click(search());

    expect(toasts()).toEqual([
      { type: 'toast/error', payload: { message: 'تعداد روز ها حداقل باید 1 روز باشد' } },
    ]);
    expect(within(form()).getByText(MESSAGES.atLeastOneNight)).toBeInTheDocument();
    expect(address()).toHaveTextContent(/^\/$/);
  });

  it('suggests cities and hotels under their headings and picks one with the keyboard', async () => {
    const user = renderBox({ initialSelection: null });

    await user.type(destination(), 'مشه');
    const cities = await screen.findByRole('group', { name: 'شهرها' }, { timeout: 5000 });
    const hotels = screen.getByRole('group', { name: 'هتل‌ها' });
    expect(within(cities).getByRole('option', { name: 'مشهد، خراسان رضوی' })).toBeInTheDocument();
    expect(within(hotels).getByRole('option', { name: 'هتل مشکات، مشهد' })).toBeInTheDocument();

    await user.keyboard('{ArrowDown}{Enter}');

    expect(destination()).toHaveValue('هتل مشکات');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('asks once for a quickly typed name, with the Persian spelling of Arabic letters', async () => {
    const user = renderBox({ initialSelection: null });

    await user.type(destination(), 'كيش');
    await screen.findByText('شهر یا هتلی با این نام پیدا نشد.', {}, { timeout: 5000 });

    expect(calls.map((call) => decodeURIComponent(call.endPoint))).toEqual(['/destinations?q=کیش']);
  });

  it('aborts the request for older text when the traveller types on', async () => {
    const user = renderBox({ initialSelection: null });
    await user.type(destination(), 'م');
    await waitFor(() => expect(calls).toHaveLength(1));

    await user.type(destination(), 'ش');
    await waitFor(() => expect(calls).toHaveLength(2));

    expect(calls[0]?.signal?.aborted).toBe(true);
    expect(calls[1]?.signal?.aborted).toBe(false);
  });

  it('goes to the city list with checkin and nights, and remembers the city', async () => {
    const user = renderBox({
      initialSelection: null,
      initialCheckin: '2026-12-01',
      initialCheckout: '2026-12-03',
    });
    await user.type(destination(), 'مشهد');
    await screen.findByRole('option', { name: 'مشهد، خراسان رضوی' }, { timeout: 5000 });
    await user.keyboard('{Enter}');

    await user.click(search());

    expect(address()).toHaveTextContent('/city/1/hotels-mashhad?checkin=2026-12-01&nights=2');
    expect(toasts()).toEqual([]);
    expect(document.cookie).toContain(`selected=${encodeURIComponent(JSON.stringify(MASHHAD))}`);
  });

  it('goes to a hotel page with the same query, and puts a guest count other than two in it', async () => {
    const user = renderBox({
      initialSelection: MESHKAT,
      initialCheckin: '2026-12-01',
      initialCheckout: '2026-12-04',
    });

    await user.click(screen.getByRole('button', { name: 'یک مسافر بیشتر' }));
    await user.click(search());

    expect(address()).toHaveTextContent(
      `/hotel/90/${encodeURIComponent('هتل-مشکات')}?checkin=2026-12-01&nights=3&adults=3`,
    );
  });

  it('starts with the destination remembered in the selected cookie', () => {
    document.cookie = selectedCookieText(MASHHAD);

    renderBox();

    expect(destination()).toHaveValue('مشهد');
  });
});
