import { renderStandalone } from '@rahi/shared-ui/standalone';
import LoginPage from './pages/LoginPage';
import ProfileEditPage from './pages/ProfileEditPage';
import ProfilePage from './pages/ProfilePage';
import ReservesPage from './pages/ReservesPage';
import TransactionsPage from './pages/TransactionsPage';

renderStandalone({
  remote: 'mf_profile',
  pages: {
    './LoginPage': LoginPage,
    './ProfilePage': ProfilePage,
    './ProfileEditPage': ProfileEditPage,
    './ReservesPage': ReservesPage,
    './TransactionsPage': TransactionsPage,
  },
});
