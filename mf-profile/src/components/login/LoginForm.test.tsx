import { getEventBus, MESSAGES, provideLoginHelpers, type RahiEvent } from '@rahi/shared-contracts';
import { Providers } from '@rahi/shared-ui/providers';
import '@testing-library/jest-dom';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Subscription } from 'rxjs';
import { fakeApi, ok, refused } from '../../testing/fake-api';
import LoginForm from './LoginForm';

const BUS_KEY = Symbol.for('rahi.event-bus.v1');
const HELPERS_KEY = Symbol.for('rahi.login-helpers.v1');
const USER = { userName: 'مریم احمدی', credit: 2_500_000 };

let events: RahiEvent[];
let subscription: Subscription;

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[BUS_KEY];
  delete (globalThis as Record<symbol, unknown>)[HELPERS_KEY];
  events = [];
  subscription = getEventBus().events$.subscribe((event) => events.push(event));
});

afterEach(() => {
  subscription.unsubscribe();
  jest.useRealTimers();
});

function renderForm(options: { fakeTimers?: boolean } = {}) {
  render(
    <Providers router={false}>
      <LoginForm />
    </Providers>,
  );
  return userEvent.setup({
    delay: null,
    ...(options.fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {}),
  });
}

const mobileField = () => screen.getByLabelText('شماره موبایل');
const codeField = () => screen.getByLabelText('کد تایید');
const errorList = () => screen.getByRole('list', { name: 'خطاها' });
const errorToasts = () =>
  events
    .filter((event) => event.type === 'toast/error')
    .map((event) => (event as { payload: { message: string } }).payload.message);

async function requestCode(user: ReturnType<typeof userEvent.setup>, typed = '09123456789') {
  await user.type(mobileField(), typed);
  await user.click(screen.getByRole('button', { name: 'دریافت کد تایید' }));
  await screen.findByRole('heading', { name: 'تایید شماره موبایل' });
}

describe('LoginForm, mobile step', () => {
  it('offers a phone keypad for the mobile number', () => {
    renderForm();

    expect(mobileField()).toHaveAttribute('inputmode', 'tel');
    expect(mobileField()).toHaveAttribute('type', 'tel');
  });

  it('refuses a number that is not a mobile before sending anything, in the list only (no toast repeats it)', async () => {
    const sent = fakeApi({});
    const user = renderForm();

    await user.type(mobileField(), '0212345678');
    await user.click(screen.getByRole('button', { name: 'دریافت کد تایید' }));

    expect(within(errorList()).getByText(MESSAGES.authInvalidMobile)).toBeInTheDocument();
    expect(errorToasts()).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('sends a number typed in Persian digits in its stored form and moves to the code step', async () => {
    const sent = fakeApi({ '/login-register': ok({ expiresInSeconds: 120, registered: true }) });
    const user = renderForm();

    await requestCode(user, '۰۹۱۲ ۳۴۵ ۶۷۸۹');

    expect(sent).toEqual([{ endPoint: '/login-register', method: 'POST', body: { mobile: '09123456789' } }]);
    expect(screen.getByText('۰۹۱۲۳۴۵۶۷۸۹')).toBeInTheDocument();
    expect(events).toContainEqual({
      type: 'toast/success',
      payload: { message: 'کد تایید به شماره ۰۹۱۲۳۴۵۶۷۸۹ ارسال شد.' },
    });
  });

  it("sends the shell's bot-check token, run with the login_register action", async () => {
    const captchaToken = jest.fn(async () => 'captcha-abc');
    provideLoginHelpers({ captchaEnabled: () => true, captchaToken, pushToken: async () => null });
    const sent = fakeApi({ '/login-register': ok({ expiresInSeconds: 120, registered: false }) });
    const user = renderForm();

    await requestCode(user);

    expect(captchaToken).toHaveBeenCalledWith('login_register');
    expect(sent[0]?.body).toEqual({ mobile: '09123456789', captcha_token: 'captcha-abc' });
    expect(screen.getByText(/reCAPTCHA/)).toBeInTheDocument();
  });

  it('shows the Persian message of a 429 when sends are limited', async () => {
    fakeApi({ '/login-register': refused(429, MESSAGES.authTooManySends) });
    const user = renderForm();

    await user.type(mobileField(), '09123456789');
    await user.click(screen.getByRole('button', { name: 'دریافت کد تایید' }));

    expect(await within(errorList()).findByText(MESSAGES.authTooManySends)).toBeInTheDocument();
    expect(errorToasts()).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'تایید شماره موبایل' })).not.toBeInTheDocument();
  });

  it("falls back to product §8's default when no answer comes at all", async () => {
    globalThis.fetch = jest
      .fn()
      .mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch;
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = renderForm();

    await user.type(mobileField(), '09123456789');
    await user.click(screen.getByRole('button', { name: 'دریافت کد تایید' }));

    expect(await within(errorList()).findByText(MESSAGES.authErrorDefault)).toBeInTheDocument();
    jest.restoreAllMocks();
  });
});

describe('LoginForm, code step', () => {
  it('logs in by itself once five digits are typed, with the push token, and announces the user on the bus', async () => {
    provideLoginHelpers({
      captchaEnabled: () => false,
      captchaToken: async () => null,
      pushToken: async () => 'fcm-1',
    });
    const sent = fakeApi({
      '/login-register': ok({ expiresInSeconds: 120, registered: true }),
      '/otp': ok(USER),
    });
    const user = renderForm();
    await requestCode(user);

    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(codeField(), '۱۲۳۴۵');

    await screen.findByText(MESSAGES.authLoggedIn);
    expect(sent.at(-1)).toEqual({
      endPoint: '/otp',
      method: 'POST',
      body: { mobile: '09123456789', code: '12345', fcm_token: 'fcm-1' },
    });
    expect(events).toContainEqual({ type: 'auth/logged-in', payload: USER });
    expect(getEventBus().getAuth()).toEqual({ status: 'authenticated', ...USER });
  });

  it('shows the error of a wrong code under the form only, not as a toast too, and stays logged out', async () => {
    fakeApi({
      '/login-register': ok({ expiresInSeconds: 120, registered: true }),
      '/otp': refused(422, MESSAGES.authWrongCode),
    });
    const user = renderForm();
    await requestCode(user);

    await user.type(codeField(), '99999');

    expect(await within(errorList()).findByText(MESSAGES.authWrongCode)).toBeInTheDocument();
    expect(errorToasts()).toEqual([]);
    expect(getEventBus().getAuth()).toEqual({ status: 'anonymous' });
  });

  it('counts down 120 seconds in Persian digits, then offers to send the code again', async () => {
    jest.useFakeTimers();
    const sent = fakeApi({ '/login-register': ok({ expiresInSeconds: 120, registered: true }) });
    const user = renderForm({ fakeTimers: true });
    await requestCode(user);

    expect(screen.getByRole('timer')).toHaveTextContent('۰۲:۰۰');
    expect(screen.queryByRole('button', { name: 'ارسال دوباره کد' })).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(61_000));
    expect(screen.getByRole('timer')).toHaveTextContent('۰۰:۵۹');

    act(() => jest.advanceTimersByTime(59_000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ارسال دوباره کد' }));

    expect(sent.map((call) => call.endPoint)).toEqual(['/login-register', '/login-register']);
    expect(await screen.findByRole('timer')).toHaveTextContent('۰۲:۰۰');
  });

  it('goes back to change the number', async () => {
    fakeApi({ '/login-register': ok({ expiresInSeconds: 120, registered: true }) });
    const user = renderForm();
    await requestCode(user);

    await user.click(screen.getByRole('button', { name: 'ویرایش شماره موبایل' }));

    expect(mobileField()).toHaveValue('09123456789');
  });
});

describe('LoginForm, password login', () => {
  it('logs in with the mobile number and password', async () => {
    const sent = fakeApi({ '/login': ok(USER) });
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'ورود با رمز عبور' }));

    await user.type(mobileField(), '+98 912 345 6789');
    await user.type(screen.getByLabelText('رمز عبور'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'ورود' }));

    expect(sent).toEqual([
      {
        endPoint: '/login',
        method: 'POST',
        body: { mobile: '09123456789', password: 'secret-pass', fcm_token: null },
      },
    ]);
    expect(getEventBus().getAuth()).toEqual({ status: 'authenticated', ...USER });
  });

  it('shows a wrong password as an error', async () => {
    fakeApi({ '/login': refused(401, MESSAGES.authWrongPassword) });
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'ورود با رمز عبور' }));

    await user.type(mobileField(), '09123456789');
    await user.type(screen.getByLabelText('رمز عبور'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'ورود' }));

    expect(await within(errorList()).findByText(MESSAGES.authWrongPassword)).toBeInTheDocument();
  });
});

describe('LoginForm, forgot password', () => {
  it('moves from step 1 to step 2 after the code is sent, and a successful reset clears the form', async () => {
    const captchaToken = jest.fn(async () => 'captcha-f');
    provideLoginHelpers({ captchaEnabled: () => true, captchaToken, pushToken: async () => null });
    const sent = fakeApi({ '/password/forgot': ok({ expiresInSeconds: 120 }), '/password/reset': ok() });
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'ورود با رمز عبور' }));
    await user.click(screen.getByRole('button', { name: 'رمز عبور را فراموش کرده‌ام' }));

    expect(screen.getByRole('heading', { name: 'بازیابی رمز عبور' })).toBeInTheDocument();
    await user.type(mobileField(), '09123456789');
    await user.click(screen.getByRole('button', { name: 'ارسال کد بازیابی' }));

    expect(await screen.findByRole('heading', { name: 'تعیین رمز عبور جدید' })).toBeInTheDocument();
    expect(captchaToken).toHaveBeenCalledWith('password_forgot');
    expect(screen.getByRole('timer')).toBeInTheDocument();

    await user.type(screen.getByLabelText('کد بازیابی'), '54321');
    await user.type(screen.getByLabelText('رمز عبور جدید'), 'new-password-1');
    await user.type(screen.getByLabelText('تکرار رمز عبور جدید'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'تغییر رمز عبور' }));

    expect(sent.at(-1)).toEqual({
      endPoint: '/password/reset',
      method: 'POST',
      body: {
        mobile: '09123456789',
        token: '54321',
        password: 'new-password-1',
        password_confirmation: 'new-password-1',
      },
    });
    expect(await screen.findByRole('heading', { name: 'ورود با رمز عبور' })).toBeInTheDocument();
    expect(mobileField()).toHaveValue('');
    expect(screen.getByLabelText('رمز عبور')).toHaveValue('');
    expect(events).toContainEqual({
      type: 'toast/success',
      payload: { message: MESSAGES.authPasswordChanged },
    });
  });

  it('names mismatched passwords before sending the reset', async () => {
    const sent = fakeApi({ '/password/forgot': ok({ expiresInSeconds: 120 }) });
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'ورود با رمز عبور' }));
    await user.click(screen.getByRole('button', { name: 'رمز عبور را فراموش کرده‌ام' }));
    await user.type(mobileField(), '09123456789');
    await user.click(screen.getByRole('button', { name: 'ارسال کد بازیابی' }));
    await screen.findByRole('heading', { name: 'تعیین رمز عبور جدید' });

    await user.type(screen.getByLabelText('کد بازیابی'), '54321');
    await user.type(screen.getByLabelText('رمز عبور جدید'), 'new-password-1');
    await user.type(screen.getByLabelText('تکرار رمز عبور جدید'), 'new-password-2');
    await user.click(screen.getByRole('button', { name: 'تغییر رمز عبور' }));

    expect(within(errorList()).getByText(MESSAGES.authPasswordMismatch)).toBeInTheDocument();
    expect(sent.map((call) => call.endPoint)).toEqual(['/password/forgot']);
  });
});
