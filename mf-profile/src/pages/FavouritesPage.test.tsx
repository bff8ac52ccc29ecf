import { addDays, todayInTehran } from '@rahi/shared-contracts';
import type { Favourite, PriceAlert } from '@rahi/shared-contracts/api';
import { loadSibling } from '@rahi/shared-ui/load-sibling';
import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { StayDatesFieldProps } from '../components/favourites/StayChooser';
import { fakeApi, holdBack, ok } from '../testing/fake-api';
import { FAVOURITE } from '../testing/fixtures';
import { renderPage } from '../testing/render-page';
import FavouritesPage, { CHOOSE_DATES_FOR_ALERT, isChosenStay, stayToPrice } from './FavouritesPage';

// mf-search's StayDatesField comes through the shell's federation runtime, which jsdom has not: a stand-in with its
// props (the real one is chosen in e2e's favourites journey) that picks a check-in, then a check-out, and is put away.
jest.mock('@rahi/shared-ui/load-sibling', () => ({ loadSibling: jest.fn() }));
const PICKED = { checkin: addDays(todayInTehran(), 20), checkout: addDays(todayInTehran(), 23) };
const TOO_LONG = addDays(todayInTehran(), 20 + 31);
function FakeStayDatesField({
  checkin,
  checkout,
  onChange,
  openOnMount,
  hint,
  onClose,
}: StayDatesFieldProps) {
  return (
    <fieldset aria-label={`تاریخ‌ها ${checkin ?? '-'} ${checkout ?? '-'}${openOnMount ? ' باز' : ''}`}>
      {hint && <p>{`در تقویم: ${hint}`}</p>}
      <button type="button" onClick={onClose}>
        بستن
      </button>
      <button type="button" onClick={() => onChange({ checkin: PICKED.checkin, checkout: null })}>
        ورود
      </button>
      {/* As the real one: the range handed up, then the picker closed. */}
      <button
        type="button"
        onClick={() => {
          onChange({ checkin: PICKED.checkin, checkout: PICKED.checkout });
          onClose?.();
        }}
      >
        خروج
      </button>
      <button type="button" onClick={() => onChange({ checkin: PICKED.checkin, checkout: TOO_LONG })}>
        ۳۱ شب
      </button>
    </fieldset>
  );
}

const today = todayInTehran();
const stay = { checkin: addDays(today, 3), nights: 2, adults: 3 };
const query = `checkin=${stay.checkin}&nights=2&adults=3`;

const AZADI = FAVOURITE;

const alertOn = (hotelId: number): PriceAlert => ({
  id: 4,
  hotelId,
  ...stay,
  basePrice: 24_000_000,
  status: 'watching',
  createdAt: '2026-11-20T10:00:00Z',
});

const HOMA: Favourite = { ...AZADI, hotel: { ...AZADI.hotel, id: 9, name: 'هتل هما', slug: 'hotel-homa' } };

beforeEach(() => {
  jest.mocked(loadSibling).mockReset();
  jest.mocked(loadSibling).mockResolvedValue({ default: FakeStayDatesField });
  window.localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: the last stay searched, as rememberStay writes it.
  document.cookie = `lastStay=${stay.checkin}.2.3; Path=/`;
});

describe('FavouritesPage', () => {
  it('lists the saved hotels priced for the last stay searched, each linking to its page for that stay', async () => {
    fakeApi({
      '/favourites/ids': ok({ hotelIds: [7] }),
      [`/favourites?${query}`]: ok({ items: [AZADI] }),
      '/price-alerts': ok({ items: [] }),
    });
    renderPage(<FavouritesPage />, '/profile/favourites');

    const card = await screen.findByRole('article', { name: 'هتل آزادی' });
    expect(within(card).getByRole('link', { name: 'هتل آزادی' })).toHaveAttribute(
      'href',
      `/hotel/7/hotel-azadi?checkin=${stay.checkin}&nights=2&adults=3`,
    );
    expect(card).toHaveTextContent('۲٬۴۰۰٬۰۰۰');
    expect(within(card).getByRole('button', { name: 'ذخیره‌ی هتل آزادی' })).toBeInTheDocument();
    expect(screen.getByText(/۳ نفر/)).toBeInTheDocument();
  });

  it('is drawn for the stay in the cookies it is given, as the server draws it', async () => {
    fakeApi({
      '/favourites/ids': ok({ hotelIds: [7] }),
      '/favourites?checkin=2099-01-02&nights=4&adults=1': ok({ items: [AZADI] }),
      '/price-alerts': ok({ items: [] }),
    });
    renderPage(<FavouritesPage cookies="lastStay=2099-01-02.4.1" />, '/profile/favourites');
    expect(await screen.findByRole('article', { name: 'هتل آزادی' })).toBeInTheDocument();
    expect(screen.getByText(/۱ نفر/)).toBeInTheDocument();
  });

  it('lists a hotel saved in this browser before the login once it is in the account', async () => {
    window.localStorage.setItem('rahi:favourites', JSON.stringify([9]));
    let saved = [AZADI];
    const sent = fakeApi({
      'PUT /favourites/9': () => {
        saved = [HOMA, AZADI];
        return ok({});
      },
      '/favourites/ids': () => ok({ hotelIds: saved.map((item) => item.hotel.id) }),
      [`/favourites?${query}`]: () => ok({ items: saved }),
      '/price-alerts': ok({ items: [] }),
    });
    // The list is read (as the server's render reads it) while the browser's hotel is still on its way.
    const release = holdBack('/favourites/9');
    renderPage(<FavouritesPage />, '/profile/favourites');
    expect(await screen.findByRole('article', { name: 'هتل آزادی' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'هتل هما' })).toBeNull();
    release();

    expect(await screen.findByRole('article', { name: 'هتل هما' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'هتل آزادی' })).toBeInTheDocument();
    const order = sent.map((call) => `${call.method} ${call.endPoint}`);
    expect(order.lastIndexOf(`GET /favourites?${query}`)).toBeGreaterThan(order.indexOf('PUT /favourites/9'));
    expect(window.localStorage.getItem('rahi:favourites')).toBeNull();
  });

  it('sets a price alert for the stay, and shows it set', async () => {
    let alerts: PriceAlert[] = [];
    const sent = fakeApi({
      '/favourites/ids': ok({ hotelIds: [7] }),
      [`/favourites?${query}`]: ok({ items: [AZADI] }),
      'GET /price-alerts': () => ok({ items: alerts }),
      'POST /price-alerts': () => {
        alerts = [alertOn(7)];
        return ok(alerts[0]);
      },
    });
    const { user } = renderPage(<FavouritesPage />, '/profile/favourites');
    await user.click(await screen.findByRole('button', { name: 'وقتی ارزان‌تر شد خبرم کن' }));
    expect(
      await screen.findByRole('button', { name: 'هشدار ارزانی فعال است؛ لغو هشدار' }),
    ).toBeInTheDocument();
    expect(sent.find((call) => call.method === 'POST')?.body).toEqual({ hotelId: 7, ...stay });
  });

  it("prices the list again for dates chosen with the search box's fields, and remembers them", async () => {
    const chosen = `checkin=${PICKED.checkin}&nights=3&adults=3`;
    const cheaper = { ...AZADI, hotel: { ...AZADI.hotel, fromPrice: 19_000_000 } };
    let saved = [cheaper];
    fakeApi({
      '/favourites/ids': () => ok({ hotelIds: saved.map((item) => item.hotel.id) }),
      [`/favourites?${query}`]: ok({ items: [AZADI] }),
      [`/favourites?${chosen}`]: () => ok({ items: saved }),
      '/price-alerts': ok({ items: [] }),
      'DELETE /favourites/7': ok({}),
    });
    const { user } = renderPage(<FavouritesPage />, '/profile/favourites');
    await screen.findByRole('article', { name: 'هتل آزادی' });
    await user.click(screen.getByRole('button', { name: 'تغییر تاریخ یا مسافران' }));

    const fields = await screen.findByRole('group', {
      name: `تاریخ‌ها ${stay.checkin} ${addDays(stay.checkin, 2)} باز`,
    });
    expect(loadSibling).toHaveBeenCalledWith('mf_search/StayDatesField');
    expect(screen.queryByRole('button', { name: 'تغییر تاریخ یا مسافران' })).toBeNull();
    // Half a range changes nothing yet; put away so, the fields show the stay priced again.
    await user.click(within(fields).getByRole('button', { name: 'ورود' }));
    expect(fields).toHaveAccessibleName(`تاریخ‌ها ${PICKED.checkin} - باز`);
    await user.click(within(fields).getByRole('button', { name: 'بستن' }));
    expect(fields).toHaveAccessibleName(`تاریخ‌ها ${stay.checkin} ${addDays(stay.checkin, 2)} باز`);
    expect(screen.queryByText(/^در تقویم:/)).toBeNull();
    // Nor does a range longer than a search may ask for (said so).
    await user.click(within(fields).getByRole('button', { name: 'ورود' }));
    await user.click(within(fields).getByRole('button', { name: '۳۱ شب' }));
    expect(screen.getByRole('alert')).toHaveTextContent('مدت اقامت حداکثر ۳۰ شب است.');
    expect(screen.getByRole('article', { name: 'هتل آزادی' })).toHaveTextContent('۲٬۴۰۰٬۰۰۰');
    await user.click(within(fields).getByRole('button', { name: 'خروج' }));

    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'هتل آزادی' })).toHaveTextContent('۱٬۹۰۰٬۰۰۰'),
    );
    expect(screen.getByText(/۳\sشب/)).toBeInTheDocument();
    expect(fields).toHaveAccessibleName(`تاریخ‌ها ${PICKED.checkin} ${PICKED.checkout} باز`);
    expect(within(screen.getByRole('article', { name: 'هتل آزادی' })).getByRole('link')).toHaveAttribute(
      'href',
      `/hotel/7/hotel-azadi?${chosen}`,
    );
    expect(document.cookie).toContain(`lastStay=${PICKED.checkin}.3.3`);
    expect(screen.queryByRole('alert')).toBeNull();

    // The last hotel removed: no dates left to choose.
    saved = [];
    await user.click(screen.getByRole('button', { name: 'ذخیره‌ی هتل آزادی' }));
    expect(await screen.findByText(/هنوز هتلی ذخیره نکرده‌اید/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /^تاریخ‌ها/ })).toBeNull();
  });

  it('prices the list again for another party, remembered only with dates the traveller chose', async () => {
    const fewer = `checkin=${stay.checkin}&nights=2&adults=2`;
    fakeApi({
      '/favourites/ids': ok({ hotelIds: [7] }),
      [`/favourites?${query}`]: ok({ items: [AZADI] }),
      [`/favourites?${fewer}`]: ok({ items: [AZADI] }),
      '/price-alerts': ok({ items: [] }),
    });
    const { user } = renderPage(<FavouritesPage />, '/profile/favourites');
    await screen.findByRole('article', { name: 'هتل آزادی' });
    await user.click(screen.getByRole('button', { name: 'تغییر تاریخ یا مسافران' }));
    expect(screen.getByRole('group', { name: 'مسافران' })).toHaveTextContent('۳ بزرگسال');
    await user.click(screen.getByRole('button', { name: 'یک مسافر کمتر' }));

    await waitFor(() =>
      expect(within(screen.getByRole('article', { name: 'هتل آزادی' })).getByRole('link')).toHaveAttribute(
        'href',
        // Two adults, the default, go without saying (hotelStayPath).
        `/hotel/7/hotel-azadi?checkin=${stay.checkin}&nights=2`,
      ),
    );
    expect(screen.getByText(/۲\sنفر/)).toBeInTheDocument();
    expect(document.cookie).toContain(`lastStay=${stay.checkin}.2.2`);
  });

  it("does not remember a party changed on tonight's fallback stay", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: no stay searched yet.
    document.cookie = 'lastStay=; Path=/; Max-Age=0';
    const tonight = (adults: number) => `checkin=${todayInTehran()}&nights=1&adults=${adults}`;
    fakeApi({
      '/favourites/ids': ok({ hotelIds: [7] }),
      [`/favourites?${tonight(2)}`]: ok({ items: [AZADI] }),
      [`/favourites?${tonight(3)}`]: ok({ items: [AZADI] }),
      '/price-alerts': ok({ items: [] }),
    });
    const { user } = renderPage(<FavouritesPage />, '/profile/favourites');
    await screen.findByRole('article', { name: 'هتل آزادی' });
    await user.click(screen.getByRole('button', { name: 'تغییر تاریخ یا مسافران' }));
    await user.click(screen.getByRole('button', { name: 'یک مسافر بیشتر' }));
    await waitFor(() => expect(screen.getByText(/۳\sنفر/)).toBeInTheDocument());
    expect(document.cookie).not.toContain('lastStay=');
  });

  it('asks for dates before an alert on a stay nobody chose, then sets the alert for them', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: no stay searched yet.
    document.cookie = 'lastStay=; Path=/; Max-Age=0';
    const tonight = `checkin=${todayInTehran()}&nights=1&adults=2`;
    const chosen = `checkin=${PICKED.checkin}&nights=3&adults=2`;
    const sent = fakeApi({
      '/favourites/ids': ok({ hotelIds: [7] }),
      [`/favourites?${tonight}`]: ok({ items: [AZADI] }),
      [`/favourites?${chosen}`]: ok({ items: [AZADI] }),
      'GET /price-alerts': ok({ items: [] }),
      'POST /price-alerts': (body) => ok({ ...alertOn(7), ...body }),
    });
    const { user } = renderPage(<FavouritesPage />, '/profile/favourites');
    await user.click(await screen.findByRole('button', { name: 'وقتی ارزان‌تر شد خبرم کن' }));

    expect(screen.getByText(CHOOSE_DATES_FOR_ALERT)).toHaveAttribute('role', 'status');
    const fields = await screen.findByRole('group', { name: /باز$/ });
    // Said at the top of the calendar too: on a phone it covers the page.
    expect(within(fields).getByText(`در تقویم: ${CHOOSE_DATES_FOR_ALERT}`)).toBeInTheDocument();
    expect(sent.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(fields).getByRole('button', { name: 'خروج' }));

    await screen.findByText(/۳\sشب/);
    expect(sent.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { hotelId: 7, checkin: PICKED.checkin, nights: 3, adults: 2 },
    ]);
    expect(screen.queryByText(CHOOSE_DATES_FOR_ALERT)).toBeNull();
  });

  it("lists the hotel's alerts on other stays with their dates, each cancelled on its own", async () => {
    const other: PriceAlert = { ...alertOn(7), id: 5, checkin: '2099-03-01', nights: 1, adults: 2 };
    let alerts = [alertOn(7), other];
    const sent = fakeApi({
      '/favourites/ids': ok({ hotelIds: [7] }),
      [`/favourites?${query}`]: ok({ items: [AZADI] }),
      'GET /price-alerts': () => ok({ items: alerts }),
      'DELETE /price-alerts/5': () => {
        alerts = [alertOn(7)];
        return ok({ id: 5 });
      },
    });
    const { user } = renderPage(<FavouritesPage />, '/profile/favourites');
    const card = await screen.findByRole('article', { name: 'هتل آزادی' });
    expect(
      await within(card).findByText(/هشدار ارزانی فعال برای .*۱۴۷۷ .*\(۱\sشب\)، ۲\sنفر/),
    ).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'هشدار ارزانی فعال است؛ لغو هشدار' }),
    ).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: /^لغو هشدار .*۱۴۷۷/ }));
    await waitFor(() => expect(within(card).queryByText(/هشدار ارزانی فعال برای/)).toBeNull());
    expect(sent.filter((call) => call.method === 'DELETE').map((call) => call.endPoint)).toEqual([
      '/price-alerts/5',
    ]);
    expect(
      within(card).getByRole('button', { name: 'هشدار ارزانی فعال است؛ لغو هشدار' }),
    ).toBeInTheDocument();
  });

  it('keeps the keyboard where it was: on the alert button while it is set, on the next line or card after a removal', async () => {
    const other: PriceAlert = { ...alertOn(7), id: 5, checkin: '2099-03-01', nights: 1, adults: 2 };
    const another: PriceAlert = { ...other, id: 6, checkin: '2099-04-01' };
    let alerts = [other, another];
    let saved = [AZADI, HOMA];
    const sent = fakeApi({
      '/favourites/ids': () => ok({ hotelIds: saved.map((item) => item.hotel.id) }),
      [`/favourites?${query}`]: () => ok({ items: saved }),
      'GET /price-alerts': () => ok({ items: alerts }),
      'POST /price-alerts': () => {
        alerts = [alertOn(7), ...alerts];
        return ok(alerts[0]);
      },
      'DELETE /price-alerts/5': () => {
        alerts = alerts.filter((alert) => alert.id !== 5);
        return ok({ id: 5 });
      },
      'DELETE /price-alerts/6': () => {
        alerts = alerts.filter((alert) => alert.id !== 6);
        return ok({ id: 6 });
      },
      'DELETE /favourites/7': () => {
        saved = saved.filter((item) => item.hotel.id !== 7);
        return ok({});
      },
      'DELETE /favourites/9': () => {
        saved = saved.filter((item) => item.hotel.id !== 9);
        return ok({});
      },
    });
    const { user } = renderPage(<FavouritesPage />, '/profile/favourites');
    const card = await screen.findByRole('article', { name: 'هتل آزادی' });
    await within(card).findAllByRole('button', { name: /^لغو هشدار / });
    const release = holdBack('/price-alerts');

    // While the alert is on its way the button says it is busy, keeps the focus and does not send it twice.
    const watch = within(card).getByRole('button', { name: 'وقتی ارزان‌تر شد خبرم کن' });
    act(() => watch.focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(watch).toHaveAttribute('aria-disabled', 'true'));
    expect(watch).toHaveFocus();
    await user.keyboard('{Enter}');
    release();
    expect(
      await within(card).findByRole('button', { name: 'هشدار ارزانی فعال است؛ لغو هشدار' }),
    ).toHaveFocus();
    expect(sent.filter((call) => call.method === 'POST')).toHaveLength(1);

    // An alert on another stay cancelled: the next one's «لغو», then the card's own button after the last.
    await user.click(within(card).getByRole('button', { name: /^لغو هشدار .*۱۴۷۷/ }));
    await waitFor(() => expect(within(card).getAllByRole('button', { name: /^لغو هشدار / })).toHaveLength(1));
    expect(within(card).getByRole('button', { name: /^لغو هشدار .*۱۴۷۸/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(card).queryAllByRole('button', { name: /^لغو هشدار / })).toHaveLength(0),
    );
    expect(within(card).getByRole('button', { name: 'هشدار ارزانی فعال است؛ لغو هشدار' })).toHaveFocus();

    // A hotel forgotten with its heart: the next card's heart, then «جستجوی هتل» after the last.
    act(() => within(card).getByRole('button', { name: 'ذخیره‌ی هتل آزادی' }).focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'هتل آزادی' })).toBeNull());
    expect(screen.getByRole('button', { name: 'ذخیره‌ی هتل هما' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('link', { name: 'جستجوی هتل' })).toHaveFocus();
  });

  it('says so where the date fields would be when mf-search cannot load', async () => {
    jest.mocked(loadSibling).mockResolvedValue(null);
    fakeApi({
      '/favourites/ids': ok({ hotelIds: [7] }),
      [`/favourites?${query}`]: ok({ items: [AZADI] }),
      '/price-alerts': ok({ items: [] }),
    });
    const { user } = renderPage(<FavouritesPage />, '/profile/favourites');
    await user.click(await screen.findByRole('button', { name: 'تغییر تاریخ یا مسافران' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('تقویم باز نشد');
    expect(screen.getByRole('article', { name: 'هتل آزادی' })).toBeInTheDocument();
  });

  it('says what to do when nothing is saved', async () => {
    fakeApi({
      '/favourites/ids': ok({ hotelIds: [7] }),
      [`/favourites?${query}`]: ok({ items: [] }),
      '/price-alerts': ok({ items: [] }),
    });
    renderPage(<FavouritesPage />, '/profile/favourites');
    expect(await screen.findByText(/هنوز هتلی ذخیره نکرده‌اید/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'جستجوی هتل' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'تغییر تاریخ یا مسافران' })).toBeNull();
  });
});

describe('isChosenStay', () => {
  it('is a stay searched or chosen that has not passed', () => {
    expect(isChosenStay('2026-12-01', undefined)).toBe(false);
    expect(isChosenStay('2026-12-01', { checkin: '2026-11-30', nights: 2, adults: 2 })).toBe(false);
    expect(isChosenStay('2026-12-01', { checkin: '2026-12-01', nights: 1, adults: 2 })).toBe(true);
  });
});

describe('stayToPrice', () => {
  it('is the last stay searched, moved to today when it has passed, or today for one night for two', () => {
    expect(stayToPrice('2026-12-01', undefined)).toEqual({ checkin: '2026-12-01', nights: 1, adults: 2 });
    expect(stayToPrice('2026-12-01', { checkin: '2026-11-20', nights: 3, adults: 4 })).toEqual({
      checkin: '2026-12-01',
      nights: 3,
      adults: 4,
    });
    expect(stayToPrice('2026-12-01', { checkin: '2026-12-05', nights: 2, adults: 2 }).checkin).toBe(
      '2026-12-05',
    );
  });
});
