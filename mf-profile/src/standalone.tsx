import { renderStandalone } from '@rahi/shared-ui/standalone';
import LoginPage from './pages/LoginPage';
import PassengersPage from './pages/PassengersPage';
import ProfileEditPage from './pages/ProfileEditPage';
import ProfilePage from './pages/ProfilePage';
import ReservesPage from './pages/ReservesPage';
import TicketPage from './pages/TicketPage';
import TicketsPage from './pages/TicketsPage';
import TransactionsPage from './pages/TransactionsPage';

renderStandalone({
  remote: 'mf_profile',
  pages: {
    './LoginPage': LoginPage,
    './ProfilePage': ProfilePage,
    './ProfileEditPage': ProfileEditPage,
    './ReservesPage': ReservesPage,
    './TransactionsPage': TransactionsPage,
    './TicketsPage': TicketsPage,
    './TicketPage': TicketPage,
    './PassengersPage': PassengersPage,
  },
});
