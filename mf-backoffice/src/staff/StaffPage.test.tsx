import '@testing-library/jest-dom';
import { STAFF_MESSAGES } from '@rahi/shared-contracts/staff';
import { screen, within } from '@testing-library/react';
import { staffMe } from '../testing/fixtures';
import { ok, refused, renderBackoffice } from '../testing/render-app';

const MEMBER = {
  id: 12,
  email: 'manager@rahi.example',
  roles: ['hotel_manager'],
  hotelIds: [3, 12],
  disabled: false,
  lockedUntil: null,
  mustChangePassword: false,
  lastSignInAt: '2026-11-28T09:00:00.000Z',
  createdAt: '2026-11-01T09:00:00.000Z',
};
const CREDENTIALS = {
  id: 13,
  email: 'new@rahi.example',
  roles: ['support'],
  hotelIds: [],
  password: 'one-time-PASS-123',
  totpSecret: 'JBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Rahi:new%40rahi.example?secret=JBSWY3DPEHPK3PXP&issuer=Rahi',
};
const admin = () => ok(staffMe({ roles: ['admin'] }));

describe('the staff page', () => {
  it('lists each member with roles in Persian, hotels, state and last sign-in', async () => {
    renderBackoffice('/backoffice/staff', (endPoint) => {
      if (endPoint === '/staff/me') return admin();
      if (endPoint === '/staff/members') return ok([MEMBER]);
    });

    const table = await screen.findByRole('region', { name: 'کارکنان' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByText('manager@rahi.example')).toBeInTheDocument();
    expect(within(row).getByText('مدیر هتل')).toBeInTheDocument();
    expect(within(row).getByText('۳، ۱۲')).toBeInTheDocument();
    expect(within(row).getByText('فعال')).toBeInTheDocument();
    expect(within(row).getByText('۱۴۰۵/۰۹/۰۷ ۱۲:۳۰')).toBeInTheDocument();
  });

  it('invites a member and shows the one-time password, the secret and its QR code once', async () => {
    const { user, calls } = renderBackoffice('/backoffice/staff', (endPoint, method) => {
      if (endPoint === '/staff/me') return admin();
      if (endPoint === '/staff/members' && method === 'POST') return { ...ok(CREDENTIALS), status: 201 };
      if (endPoint === '/staff/members') return ok([]);
    });

    expect(await screen.findByText('هنوز عضوی ثبت نشده است.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'دعوت عضو جدید' }));
    const form = screen.getByRole('dialog', { name: 'دعوت عضو جدید' });
    await user.click(within(form).getByRole('button', { name: 'دعوت' }));
    expect(within(form).getByText(STAFF_MESSAGES.rolesRequired)).toBeInTheDocument();

    await user.type(within(form).getByLabelText(/ایمیل/), 'new@rahi.example');
    await user.click(within(form).getByRole('checkbox', { name: 'پشتیبانی' }));
    await user.click(within(form).getByRole('button', { name: 'دعوت' }));

    const shown = await screen.findByRole('dialog', { name: /اطلاعات ورود/ });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'new@rahi.example',
      roles: ['support'],
      hotelIds: [],
    });
    expect(within(shown).getByLabelText('رمز یک‌بارمصرف')).toHaveValue('one-time-PASS-123');
    expect(within(shown).getByLabelText('کلید برنامه تأیید')).toHaveValue('JBSWY3DPEHPK3PXP');
    const qr = within(shown).getByRole('img', { name: 'کد QR برنامه تأیید برای new@rahi.example' });
    expect(qr).toHaveAttribute('data-qr-text', CREDENTIALS.otpauthUrl);
  });

  it('asks a hotel manager’s hotels and sends them as numbers', async () => {
    const { user, calls } = renderBackoffice('/backoffice/staff', (endPoint, method) => {
      if (endPoint === '/staff/me') return admin();
      if (endPoint === '/staff/members/12' && method === 'PATCH') return ok({ ...MEMBER, hotelIds: [5] });
      if (endPoint === '/staff/members') return ok([MEMBER]);
    });

    await user.click(await screen.findByRole('button', { name: 'ویرایش نقش‌ها' }));
    const form = screen.getByRole('dialog', { name: 'نقش‌های manager@rahi.example' });
    const hotels = within(form).getByLabelText('شناسه هتل‌ها');
    await user.clear(hotels);
    await user.click(within(form).getByRole('button', { name: 'ذخیره' }));
    expect(within(form).getByText(STAFF_MESSAGES.hotelsRequired)).toBeInTheDocument();

    await user.type(hotels, '۵');
    await user.click(within(form).getByRole('button', { name: 'ذخیره' }));
    await screen.findByRole('region', { name: 'کارکنان' });
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      roles: ['hotel_manager'],
      hotelIds: [5],
    });
  });

  it('disables a member after a second look and shows booking-api’s refusal in Persian', async () => {
    let refuse = true;
    const { user, calls } = renderBackoffice('/backoffice/staff', (endPoint, method) => {
      if (endPoint === '/staff/me') return admin();
      if (endPoint === '/staff/members/12' && method === 'PATCH') {
        if (refuse) return refused(422, 'مدیر نمی‌تواند خودش را غیرفعال کند.');
        return ok({ ...MEMBER, disabled: true });
      }
      if (endPoint === '/staff/members') return ok([MEMBER]);
    });

    await user.click(await screen.findByRole('button', { name: 'غیرفعال کردن' }));
    const ask = screen.getByRole('dialog', { name: 'غیرفعال کردن عضو' });
    await user.click(within(ask).getByRole('button', { name: 'غیرفعال کردن' }));
    expect(await within(ask).findByText('مدیر نمی‌تواند خودش را غیرفعال کند.')).toBeInTheDocument();

    refuse = false;
    await user.click(within(ask).getByRole('button', { name: 'غیرفعال کردن' }));
    expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({ disabled: true });
  });

  it('says when the list cannot be read, with a retry', async () => {
    renderBackoffice('/backoffice/staff', (endPoint) => {
      if (endPoint === '/staff/me') return admin();
      if (endPoint === '/staff/members') return refused(404, 'یافت نشد');
    });
    expect(await screen.findByRole('button', { name: 'تلاش دوباره' })).toBeInTheDocument();
  });

  it('is for admins only', async () => {
    renderBackoffice('/backoffice/staff', (endPoint) =>
      endPoint === '/staff/me' ? ok(staffMe()) : undefined,
    );
    expect(await screen.findByRole('heading', { name: 'دسترسی ندارید' })).toBeInTheDocument();
  });
});
