// The signed-in member (GET /staff/me), for every page inside the staff area: roles decide what is drawn.
import type { StaffMe } from '@rahi/shared-contracts/api';
import { createContext, useContext } from 'react';

export const StaffContext = createContext<StaffMe | null>(null);

/** The signed-in member; only inside the staff area (StaffArea provides it). */
export function useStaff(): StaffMe {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff is used outside the staff area');
  return staff;
}
