import { renderStandalone } from '@rahi/shared-ui/standalone';
import LoginPage from './pages/LoginPage';
import ProfilePage from './pages/ProfilePage';

renderStandalone({ remote: 'mf_profile', pages: { './LoginPage': LoginPage, './ProfilePage': ProfilePage } });
