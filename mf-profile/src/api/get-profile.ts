// GET /profile: product §3's fields with the wallet's credit and the points balance.
import type { Profile } from '@rahi/shared-contracts/api';
import { useSessionQuery } from './session-query';

export const PROFILE_PATH = '/profile';

export const useProfile = () => useSessionQuery<Profile>(PROFILE_PATH);
