// The search box's rules (product §5), shared by every place a search can start.
import { MESSAGES } from '../messages/catalogue';

export interface SearchFields {
  destination: string;
  checkin: string;
  checkout: string;
}

/**
 * docs/product.md §5's message for what is wrong with a search, or null when it can go.
 * @example validateSearch({ destination: 'مشهد', checkin: '1405-01-01', checkout: '1405-01-01' })
 *   // → 'تعداد روز ها حداقل باید 1 روز باشد'
 */
export function validateSearch(fields: SearchFields): string | null {
  const destination = fields.destination.trim();
  const checkin = fields.checkin.trim();
  const checkout = fields.checkout.trim();
  if (!destination || !checkin || !checkout) return MESSAGES.fillAllFields;
  if (checkin === checkout) return MESSAGES.atLeastOneNight;
  return null;
}
