// Logout goes to / unless told not to (product §4): auth/logged-out carries { redirectHome }.
import { getEventBus } from '@rahi/shared-contracts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

export function LogoutRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    const subscription = getEventBus()
      .on('auth/logged-out')
      .subscribe((event) => {
        if (event.payload.redirectHome) navigate('/');
      });
    return () => subscription.unsubscribe();
  }, [navigate]);
  return null;
}
