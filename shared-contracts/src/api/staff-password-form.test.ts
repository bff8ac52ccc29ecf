import { STAFF_PASSWORDS_DIFFER, staffPasswordFormSchema } from './staff-password-form';

describe('staffPasswordFormSchema', () => {
  it('accepts a new password typed the same twice', () => {
    const values = {
      currentPassword: 'one-time-pass',
      newPassword: 'a-long-new-secret',
      repeat: 'a-long-new-secret',
    };

    expect(staffPasswordFormSchema.parse(values)).toMatchObject({ newPassword: 'a-long-new-secret' });
  });

  it('refuses a repeat that differs, on the repeat field, in Persian', () => {
    const result = staffPasswordFormSchema.safeParse({
      currentPassword: 'one-time-pass',
      newPassword: 'a-long-new-secret',
      repeat: 'a-long-new-secreT',
    });

    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['repeat'], message: STAFF_PASSWORDS_DIFFER }),
    ]);
  });
});
