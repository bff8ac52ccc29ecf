import { getEventBus, type ToastEvent } from '@rahi/shared-contracts';
import '@testing-library/jest-dom';
import { act, render, screen, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Providers } from './Providers';

const BUS_KEY = Symbol.for('rahi.event-bus.v1');

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[BUS_KEY];
});

function renderProviders() {
  return render(
    <Providers router={false}>
      <p>صفحه</p>
    </Providers>,
  );
}

const toast = (event: ToastEvent) => act(() => getEventBus().emit(event));

describe('ToastBridge', () => {
  it('shows an error toast from the bus as an alert with its message', async () => {
    renderProviders();

    toast({ type: 'toast/error', payload: { message: 'لطفا همه فیلد ها را پر کنید' } });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('لطفا همه فیلد ها را پر کنید');
  });

  it('gives each toast exactly one live region, so it is announced once', async () => {
    renderProviders();

    toast({ type: 'toast/warning', payload: { message: 'ظرفیت این اتاق رو به پایان است' } });

    await screen.findByText('ظرفیت این اتاق رو به پایان است');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('shows a success toast from the bus', async () => {
    renderProviders();

    toast({ type: 'toast/success', payload: { message: 'رزرو شما ثبت شد' } });

    expect(await screen.findByRole('alert')).toHaveTextContent('رزرو شما ثبت شد');
  });

  it('closes a toast when the traveller clicks it', async () => {
    const user = userEvent.setup();
    renderProviders();
    toast({ type: 'toast/error', payload: { message: 'پرداخت ناموفق بود' } });
    const alert = await screen.findByRole('alert');

    await user.click(alert);

    await waitForElementToBeRemoved(() => screen.queryByText('پرداخت ناموفق بود'));
  });

  it('keeps at most three toasts on screen, the newest ones, when five arrive', () => {
    jest.useFakeTimers();
    try {
      renderProviders();

      for (const n of [1, 2, 3, 4, 5]) {
        toast({ type: 'toast/info', payload: { message: `پیام ${n}` } });
      }
      expect(screen.getAllByRole('alert')).toHaveLength(3);

      // The two oldest make way for the queued ones, one exit transition at a time; well within 3 s.
      for (let step = 0; step < 20; step++) act(() => jest.advanceTimersByTime(100));

      const shown = screen.getAllByRole('alert').map((alert) => alert.textContent);
      expect(shown).toHaveLength(3);
      expect(shown).toEqual(expect.arrayContaining(['پیام 3', 'پیام 4', 'پیام 5']));
    } finally {
      jest.useRealTimers();
    }
  });

  it('ignores bus events that are not toasts', async () => {
    renderProviders();

    act(() => getEventBus().emit({ type: 'loading/start', payload: { key: 'page' } }));

    await expect(screen.findByRole('alert', {}, { timeout: 100 })).rejects.toThrow();
  });
});
