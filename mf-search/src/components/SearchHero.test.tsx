import { getEventBus, MESSAGES, type RahiEvent } from '@rahi/shared-contracts';
import { Providers } from '@rahi/tooling/providers';
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { Subscription } from 'rxjs';
import { SearchHero } from './SearchHero';

let events: RahiEvent[];
let subscription: Subscription;

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('rahi.event-bus.v1')];
  events = [];
  subscription = getEventBus().events$.subscribe((event) => events.push(event));
});

afterEach(() => subscription.unsubscribe());

function renderHero() {
  render(
    <Providers router={false}>
      <MemoryRouter>
        <SearchHero />
      </MemoryRouter>
    </Providers>,
  );
  // No delay between keystrokes: typing stays quick even when the machine is busy.
  return userEvent.setup({ delay: null });
}

const field = (name: string) => screen.getByRole('textbox', { name });
const search = () => screen.getByRole('button', { name: 'جستجو' });

describe('SearchHero', () => {
  it('puts its promise in the page heading', () => {
    renderHero();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'رزرو هتل در سراسر ایران، با بهترین قیمت',
    );
    expect(screen.getByRole('search', { name: 'جستجوی هتل' })).toBeInTheDocument();
  });

  it('asks for every field when the traveller searches with an empty form', async () => {
    const user = renderHero();

    await user.click(search());

    expect(events).toEqual([{ type: 'toast/error', payload: { message: 'لطفا همه فیلد ها را پر کنید' } }]);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.fillAllFields);
  });

  it('treats a destination of only spaces as empty', async () => {
    const user = renderHero();
    await user.type(field('مقصد یا نام هتل'), '   ');
    await user.type(field('تاریخ ورود'), '1405/09/01');
    await user.type(field('تاریخ خروج'), '1405/09/03');

    await user.click(search());

    expect(events).toEqual([{ type: 'toast/error', payload: { message: MESSAGES.fillAllFields } }]);
  });

  it('asks for at least one night when check-in and check-out are the same day', async () => {
    const user = renderHero();
    await user.type(field('مقصد یا نام هتل'), 'مشهد');
    await user.type(field('تاریخ ورود'), '1405/09/01');
    await user.type(field('تاریخ خروج'), '1405/09/01');

    await user.click(search());

    expect(events).toEqual([
      { type: 'toast/error', payload: { message: 'تعداد روز ها حداقل باید 1 روز باشد' } },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.atLeastOneNight);
  });

  it('searches with the Enter key as well as the button', async () => {
    const user = renderHero();
    await user.type(field('مقصد یا نام هتل'), 'مشهد{Enter}');

    expect(events).toEqual([{ type: 'toast/error', payload: { message: MESSAGES.fillAllFields } }]);
  });

  it('raises no error for a complete search, saying search is not live yet', async () => {
    const user = renderHero();
    await user.type(field('مقصد یا نام هتل'), 'مشهد');
    await user.type(field('تاریخ ورود'), '1405/09/01');
    await user.type(field('تاریخ خروج'), '1405/09/03');

    await user.click(search());

    expect(events).toEqual([
      { type: 'toast/info', payload: { message: 'جستجوی هتل هنوز راه‌اندازی نشده است.' } },
    ]);
  });
});
