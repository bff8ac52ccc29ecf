import { renderStandalone } from '@rahi/shared-ui/standalone';
import PaymentFailurePage from './pages/PaymentFailurePage';
import PaymentStatusPage from './pages/PaymentStatusPage';
import PaymentSuccessPage from './pages/PaymentSuccessPage';
import ReservationPage from './pages/ReservationPage';

renderStandalone({
  remote: 'mf_reservation',
  pages: {
    './ReservationPage': ReservationPage,
    './PaymentStatusPage': PaymentStatusPage,
    './PaymentSuccessPage': PaymentSuccessPage,
    './PaymentFailurePage': PaymentFailurePage,
  },
});
