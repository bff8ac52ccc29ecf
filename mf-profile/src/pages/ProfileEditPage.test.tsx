import { MESSAGES, PROFILE_MESSAGES } from '@rahi/shared-contracts';
import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import { fakeApi, holdBack, ok, refused } from '../testing/fake-api';
import { PROFILE } from '../testing/fixtures';
import { renderPage } from '../testing/render-page';
import ProfileEditPage from './ProfileEditPage';

/** The page's answers; the notification section below the form asks for its settings too (none saved here). */
const editPageApi = (answers: Parameters<typeof fakeApi>[0]) =>
  fakeApi({ '/profile/notification-preferences': ok(null), ...answers });

describe('ProfileEditPage', () => {
  it('shows the Persian error beside a national code with a wrong check digit and a short postal code, and sends nothing', async () => {
    const sent = editPageApi({ '/profile': ok(PROFILE) });
    const { user } = renderPage(<ProfileEditPage />, '/profile/edit');

    await user.type(await screen.findByLabelText('کد ملی'), '0013542418');
    await user.type(screen.getByLabelText('کد پستی'), '۱۲۳۴۵');
    await user.click(screen.getByRole('button', { name: 'ذخیره اطلاعات' }));

    expect(await screen.findByText(PROFILE_MESSAGES.invalidNationalCode)).toBeInTheDocument();
    expect(screen.getByLabelText('کد ملی')).toHaveAccessibleDescription(PROFILE_MESSAGES.invalidNationalCode);
    expect(screen.getByLabelText('کد پستی')).toHaveAccessibleDescription(PROFILE_MESSAGES.invalidPostalCode);
    expect(sent.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('shows the mobile read-only and the user kind as a person by default', async () => {
    editPageApi({ '/profile': ok(PROFILE) });
    renderPage(<ProfileEditPage />, '/profile/edit');

    expect(await screen.findByLabelText('شماره موبایل')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('شماره موبایل')).toHaveValue('۰۹۱۲۳۴۵۶۷۸۹');
    expect(screen.getByRole('combobox', { name: 'نوع کاربری' })).toHaveTextContent('شخص حقیقی');
  });

  it('saves the fields with ASCII digits and tells the header the new name over the bus', async () => {
    const saved = { ...PROFILE, lastname: 'رضایی', userName: 'مریم رضایی', national_code: '0013542419' };
    const sent = editPageApi({ 'GET /profile': ok(PROFILE), 'PUT /profile': ok(saved) });
    const { user, events } = renderPage(<ProfileEditPage />, '/profile/edit');

    const lastname = await screen.findByLabelText(/نام خانوادگی/);
    await user.clear(lastname);
    await user.type(lastname, 'رضایی');
    await user.type(screen.getByLabelText('کد ملی'), '۰۰۱۳۵۴۲۴۱۹');
    await user.click(screen.getByRole('button', { name: 'ذخیره اطلاعات' }));

    await waitFor(() =>
      expect(events).toContainEqual({
        type: 'auth/session-updated',
        payload: { userName: 'مریم رضایی', credit: PROFILE.credit },
      }),
    );
    expect(sent.find((call) => call.method === 'PUT')?.body).toMatchObject({
      firstname: 'مریم',
      lastname: 'رضایی',
      national_code: '0013542419',
      user_kind: 1,
    });
  });

  it('logs the page out when booking-api says the token is no longer valid', async () => {
    editPageApi({ '/profile': refused(401, MESSAGES.authNotLoggedIn) });
    const { events } = renderPage(<ProfileEditPage />, '/profile/edit');

    await waitFor(() =>
      expect(events).toContainEqual({ type: 'auth/logged-out', payload: { redirectHome: true } }),
    );
  });

  it('asks for the current password only once one is set', async () => {
    editPageApi({ '/profile': ok({ ...PROFILE, hasPassword: true }) });
    renderPage(<ProfileEditPage />, '/profile/edit');

    expect(await screen.findByLabelText('رمز عبور فعلی')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تغییر رمز عبور' })).toBeInTheDocument();
  });

  it('refuses a new password whose repeat differs, beside the repeat', async () => {
    const sent = editPageApi({ '/profile': ok(PROFILE) });
    const { user } = renderPage(<ProfileEditPage />, '/profile/edit');

    await user.type(await screen.findByLabelText('رمز عبور جدید'), 'a-long-password');
    await user.type(screen.getByLabelText('تکرار رمز عبور جدید'), 'another-password');
    await user.click(screen.getByRole('button', { name: 'تعیین رمز عبور' }));

    expect(await screen.findByText(MESSAGES.authPasswordMismatch)).toBeInTheDocument();
    expect(sent.filter((call) => call.endPoint === '/profile/password')).toEqual([]);
  });

  it('draws the password and notification sections only below the drawn form, so the form arriving moves nothing', async () => {
    editPageApi({ '/profile': ok(PROFILE) });
    const answerProfile = holdBack('/profile');
    renderPage(<ProfileEditPage />, '/profile/edit');

    expect(await screen.findByRole('heading', { name: 'ویرایش اطلاعات' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'رمز عبور' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'اطلاع‌رسانی' })).toBeNull();

    answerProfile();
    expect(await screen.findByRole('heading', { name: 'رمز عبور' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'اطلاع‌رسانی' })).toBeInTheDocument();
  });
});
