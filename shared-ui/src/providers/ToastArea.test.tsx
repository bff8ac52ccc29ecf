import { getEventBus, type ToastEvent } from '@rahi/shared-contracts';
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitForElementToBeRemoved } from '@testing-library/react';
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

describe('ToastArea', () => {
  // notistack is loaded with the first toast: the first test waits for it, the fake-timer tests after it
  // find it loaded (as a page does after its first toast).
  it('draws no toast host before the first toast, and loads it with the first one', async () => {
    renderProviders();
    expect(document.querySelector('.notistack-SnackbarContainer')).toBeNull();
    expect(screen.getByRole('region', { name: 'اعلان‌ها (F8)' })).toBeInTheDocument();

    toast({ type: 'toast/info', payload: { message: 'نخستین اعلان' } });

    expect(await screen.findByText('نخستین اعلان')).toBeInTheDocument();
  });

  it('closes the earlier errors of a form when the same form succeeds, and keeps other errors', async () => {
    renderProviders();

    toast({ type: 'toast/error', payload: { message: 'کد تایید اشتباه است.', source: '/otp' } });
    toast({ type: 'toast/error', payload: { message: 'کد تخفیف معتبر نیست.', source: '/discount' } });
    await screen.findByText('کد تایید اشتباه است.');
    toast({ type: 'toast/success', payload: { message: 'با موفقیت وارد شدید', source: '/otp' } });

    expect(await screen.findByText('با موفقیت وارد شدید')).toBeInTheDocument();
    await waitForElementToBeRemoved(() => screen.queryByText('کد تایید اشتباه است.'));
    expect(screen.getByText('کد تخفیف معتبر نیست.')).toBeInTheDocument();
  });

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
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces a success toast politely, as a status, and an error assertively', async () => {
    renderProviders();

    toast({ type: 'toast/success', payload: { message: 'رزرو شما ثبت شد' } });
    toast({ type: 'toast/error', payload: { message: 'پرداخت ناموفق بود' } });

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('رزرو شما ثبت شد');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
  });

  it('draws the variant icon and a close button labelled in Persian', async () => {
    renderProviders();

    toast({ type: 'toast/info', payload: { message: 'اتاق به سبد اضافه شد' } });

    const status = await screen.findByRole('status');
    expect(status.querySelector('.MuiAlert-icon svg')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'بستن اعلان' })).toBeInTheDocument();
  });

  it('stays while the pointer is on it and goes 3 s after the last toast was shown otherwise', () => {
    jest.useFakeTimers();
    try {
      renderProviders();
      toast({ type: 'toast/info', payload: { message: 'پیام ماندنی' } });
      toast({ type: 'toast/info', payload: { message: 'پیام رفتنی' } });
      const kept = screen.getByText('پیام ماندنی');
      // notistack listens on the toast's own wrapper.
      fireEvent.mouseEnter(kept.closest('.notistack-Snackbar') as Element);

      for (let step = 0; step < 50; step++) act(() => jest.advanceTimersByTime(100));

      expect(screen.getByText('پیام ماندنی')).toBeInTheDocument();
      expect(screen.queryByText('پیام رفتنی')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('moves the focus to the toast area with F8', async () => {
    const user = userEvent.setup();
    renderProviders();
    toast({ type: 'toast/success', payload: { message: 'ذخیره شد' } });
    const status = await screen.findByRole('status');

    await user.keyboard('{F8}');

    const area = screen.getByRole('region', { name: 'اعلان‌ها (F8)' });
    expect(area).toHaveFocus();
    expect(area).toContainElement(status);
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
      expect(screen.getAllByRole('status')).toHaveLength(3);

      // The two oldest make way for the queued ones, one exit transition at a time; well within 3 s.
      for (let step = 0; step < 20; step++) act(() => jest.advanceTimersByTime(100));

      const shown = screen.getAllByRole('status').map((status) => status.textContent);
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
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
