// The back office's password form: POST /staff/me/password's body and the new password typed a second time, so a
// slip in a hidden field does not lock a member out of the account they have just been given.
import * as z from 'zod';
import { staffPasswordBodySchema } from './staff';

export const STAFF_PASSWORDS_DIFFER = 'رمز عبور جدید و تکرار آن یکسان نیستند.';

export const staffPasswordFormSchema = staffPasswordBodySchema
  .extend({ repeat: z.string() })
  .refine((value) => value.newPassword === value.repeat, {
    message: STAFF_PASSWORDS_DIFFER,
    path: ['repeat'],
  });
