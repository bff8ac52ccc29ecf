// GET/POST /staff/discount-codes, PATCH /staff/discount-codes/:code and GET …/:code/uses (admin): the codes with
// their uses, a new code, a change (disable, enable, last day, total limit) and the bookings that used one. Each
// write reads the list and the audit log again.
import type {
  StaffDiscountCode,
  StaffDiscountCodeBody,
  StaffDiscountCodeChange,
  StaffDiscountCodeUse,
} from '@rahi/shared-contracts/api';
import { useStaffMutation, useStaffQuery } from '../../api/staff-query';

export const DISCOUNT_CODES_PATH = '/staff/discount-codes';
const invalidates = [DISCOUNT_CODES_PATH, '/staff/audit-log'];

export const useDiscountCodes = () => useStaffQuery<StaffDiscountCode[]>(DISCOUNT_CODES_PATH);

export const useCreateDiscountCode = () =>
  useStaffMutation<StaffDiscountCodeBody, StaffDiscountCode>({ endPoint: DISCOUNT_CODES_PATH, invalidates });

export const useChangeDiscountCode = (code: string) =>
  useStaffMutation<StaffDiscountCodeChange, StaffDiscountCode>({
    endPoint: `${DISCOUNT_CODES_PATH}/${encodeURIComponent(code)}`,
    method: 'PATCH',
    invalidates,
  });

export const useDiscountCodeUses = (code: string | null) =>
  useStaffQuery<StaffDiscountCodeUse[]>(
    code ? `${DISCOUNT_CODES_PATH}/${encodeURIComponent(code)}/uses` : null,
  );
