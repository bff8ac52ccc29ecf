import { STAFF_MESSAGES } from '@rahi/shared-contracts/staff';
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { staffMe } from '../testing/fixtures';
import { ok, refused, renderBackoffice } from '../testing/render-app';

const currentAddress = () => screen.getByRole('status', { name: 'نشانی فعلی' });
const ENDED = refused(401, STAFF_MESSAGES.sessionEnded);

describe('the back office', () => {
  it('sends a visitor who is not signed in to the sign-in page, to come back afterwards', async () => {
    renderBackoffice('/backoffice/password', (endPoint) => (endPoint === '/staff/me' ? ENDED : undefined));

    expect(await screen.findByRole('heading', { name: 'ورود کارکنان راهی' })).toBeInTheDocument();
    expect(currentAddress()).toHaveTextContent('/backoffice/sign-in?next=%2Fbackoffice%2Fpassword');
    // Nobody was signed in: there is no session to say has ended.
    expect(screen.queryByText(STAFF_MESSAGES.sessionEnded)).not.toBeInTheDocument();
  });

  it('signs in with a code typed in Persian digits, sent as Latin digits, and returns to the page asked for', async () => {
    let signedIn = false;
    const { user, calls } = renderBackoffice(
      '/backoffice/sign-in?next=%2Fbackoffice%2Fpassword',
      (endPoint, method) => {
        if (endPoint === '/staff/session' && method === 'POST') {
          signedIn = true;
          return ok(null);
        }
        if (endPoint === '/staff/me') return signedIn ? ok(staffMe()) : ENDED;
      },
    );

    await user.type(screen.getByLabelText(/ایمیل/), 'Agent@Rahi.example');
    await user.type(screen.getByLabelText(/رمز عبور/), 'one-time-secret');
    await user.type(screen.getByLabelText(/کد ۶ رقمی/), '۱۲۳ ۴۵۶');
    await user.click(screen.getByRole('button', { name: 'ورود' }));

    expect(await screen.findByRole('heading', { name: 'تغییر رمز عبور' })).toBeInTheDocument();
    expect(currentAddress()).toHaveTextContent(/^\/backoffice\/password$/);
    expect(calls.find((call) => call.endPoint === '/staff/session')?.body).toEqual({
      email: 'agent@rahi.example',
      password: 'one-time-secret',
      totp: '123456',
    });
  });

  it('shows a refused sign-in in Persian (a locked account) and empties the code', async () => {
    const locked = STAFF_MESSAGES.locked(new Date('2026-11-28T10:00:00Z'));
    const { user } = renderBackoffice('/backoffice/sign-in', (endPoint) =>
      endPoint === '/staff/session' ? refused(423, locked) : undefined,
    );

    await user.type(screen.getByLabelText(/ایمیل/), 'agent@rahi.example');
    await user.type(screen.getByLabelText(/رمز عبور/), 'wrong');
    await user.type(screen.getByLabelText(/کد ۶ رقمی/), '123456');
    await user.click(screen.getByRole('button', { name: 'ورود' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(locked);
    expect(screen.getByLabelText(/کد ۶ رقمی/)).toHaveValue('');
  });

  it('refuses a code that is not six digits before asking booking-api', async () => {
    const { user, calls } = renderBackoffice('/backoffice/sign-in', () => undefined);

    await user.type(screen.getByLabelText(/ایمیل/), 'agent@rahi.example');
    await user.type(screen.getByLabelText(/رمز عبور/), 'secret');
    await user.type(screen.getByLabelText(/کد ۶ رقمی/), '12345');
    await user.click(screen.getByRole('button', { name: 'ورود' }));

    expect(await screen.findByText(STAFF_MESSAGES.totpInvalid)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('asks a member with a one-time password to change it before anything else', async () => {
    let changed = false;
    const { user, calls } = renderBackoffice('/backoffice', (endPoint) => {
      if (endPoint === '/staff/me') return ok(staffMe({ mustChangePassword: !changed }));
      if (endPoint === '/staff/me/password') {
        changed = true;
        return ok(null, STAFF_MESSAGES.passwordChanged);
      }
    });

    expect(await screen.findByRole('heading', { name: 'تغییر رمز عبور یک‌بار مصرف' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/رمز عبور یک‌بار مصرف/), 'one-time-secret');
    await user.type(screen.getByLabelText(/^رمز عبور جدید/), 'a-long-new-secret');
    await user.type(screen.getByLabelText(/تکرار رمز عبور جدید/), 'a-long-new-secret');
    await user.click(screen.getByRole('button', { name: 'ذخیره رمز عبور' }));

    expect(await screen.findByRole('heading', { name: 'پیشخوان راهی', level: 1 })).toBeInTheDocument();
    expect(calls.find((call) => call.endPoint === '/staff/me/password')?.body).toEqual({
      currentPassword: 'one-time-secret',
      newPassword: 'a-long-new-secret',
    });
  });

  it('sends a member whose session ended while the page was open to sign in, saying so, and back here after', async () => {
    let sessionOpen = true;
    const { user } = renderBackoffice('/backoffice/password', (endPoint) => {
      if (endPoint === '/staff/me') return sessionOpen ? ok(staffMe()) : ENDED;
      if (endPoint === '/staff/me/password') return ENDED;
    });
    await screen.findByRole('heading', { name: 'تغییر رمز عبور' });

    sessionOpen = false;
    await user.type(screen.getByLabelText(/رمز عبور فعلی/), 'current-secret');
    await user.type(screen.getByLabelText(/^رمز عبور جدید/), 'a-long-new-secret');
    await user.type(screen.getByLabelText(/تکرار رمز عبور جدید/), 'a-long-new-secret');
    await user.click(screen.getByRole('button', { name: 'ذخیره رمز عبور' }));

    await waitFor(() =>
      expect(currentAddress()).toHaveTextContent('/backoffice/sign-in?next=%2Fbackoffice%2Fpassword'),
    );
    expect(within(screen.getByRole('main')).getByText(STAFF_MESSAGES.sessionEnded)).toBeInTheDocument();
  });

  it('tells a member a page their roles do not open', async () => {
    renderBackoffice('/backoffice/no-such-page', (endPoint) =>
      endPoint === '/staff/me' ? ok(staffMe()) : undefined,
    );

    expect(await screen.findByRole('heading', { name: 'صفحه پیدا نشد' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'بخش‌های پیشخوان' })).toBeInTheDocument();
  });
});
