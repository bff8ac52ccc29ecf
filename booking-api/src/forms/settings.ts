// The public forms' limits, from the environment (booking-api README lists them).
import { positiveInt } from '../auth/settings';

export interface FormLimits {
  /** Submissions of one form from one client address in a rolling hour. */
  perAddressPerHour: number;
  /** Submissions of one form for one mobile number in a rolling hour. */
  perMobilePerHour: number;
}

export const loadFormLimits = (env: NodeJS.ProcessEnv = process.env): FormLimits => ({
  perAddressPerHour: positiveInt(env.FORMS_PER_ADDRESS_PER_HOUR, 10, 'FORMS_PER_ADDRESS_PER_HOUR'),
  perMobilePerHour: positiveInt(env.FORMS_PER_MOBILE_PER_HOUR, 3, 'FORMS_PER_MOBILE_PER_HOUR'),
});
