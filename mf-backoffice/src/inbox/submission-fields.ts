// A stored form's fields as the inbox shows them: Persian names in the forms' order, choices by their Persian
// names, numbers in Persian digits, every value as plain text (it is what a sender typed). The bot check's token
// is left out.
import { toPersianDigits } from '@rahi/shared-contracts';
import { ART_FIELD_NAMES, VEHICLE_TYPE_NAMES } from '@rahi/shared-contracts/api';

const FIELD_NAMES: Record<string, string> = {
  name: 'نام',
  firstName: 'نام',
  lastName: 'نام خانوادگی',
  mobile: 'موبایل',
  email: 'ایمیل',
  city: 'شهر',
  subject: 'موضوع',
  message: 'پیام',
  reserveId: 'شماره رزرو',
  field: 'زمینه فعالیت',
  experienceYears: 'سابقه (سال)',
  airport: 'فرودگاه',
  vehicleType: 'نوع خودرو',
  vehicleModel: 'مدل خودرو',
  capacity: 'ظرفیت',
  description: 'توضیحات',
  links: 'پیوندها',
};

const CHOICE_NAMES: Record<string, Record<string, string>> = {
  field: ART_FIELD_NAMES,
  vehicleType: VEHICLE_TYPE_NAMES,
};

const HIDDEN = new Set(['captcha_token']);

function valueText(key: string, value: unknown): string {
  if (typeof value === 'string') return CHOICE_NAMES[key]?.[value] ?? value;
  if (typeof value === 'number') return toPersianDigits(value);
  if (typeof value === 'boolean') return value ? 'بله' : 'خیر';
  if (Array.isArray(value)) return value.map((item) => valueText(key, item)).join('، ');
  return value === null || value === undefined ? '' : JSON.stringify(value);
}

/**
 * @example submissionFields({ vehicleType: 'van', capacity: 7 }) // → [{ key: 'vehicleType', label: 'نوع خودرو', text: 'ون' }, …]
 */
export function submissionFields(data: Record<string, unknown>) {
  const order = Object.keys(FIELD_NAMES);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return Object.entries(data)
    .filter(([key, value]) => !HIDDEN.has(key) && valueText(key, value) !== '')
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, value]) => ({ key, label: FIELD_NAMES[key] ?? key, text: valueText(key, value) }));
}
