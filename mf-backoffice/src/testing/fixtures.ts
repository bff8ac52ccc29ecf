// Records as booking-api answers them, for the back office's tests.
import type { StaffMe } from '@rahi/shared-contracts/api';

export function staffMe(overrides: Partial<StaffMe> = {}): StaffMe {
  return {
    id: 7,
    email: 'agent@rahi.example',
    roles: ['support'],
    hotelIds: [],
    mustChangePassword: false,
    idleTimeoutSeconds: 1800,
    ...overrides,
  };
}
