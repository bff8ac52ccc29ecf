import { renderStandalone } from '@rahi/shared-ui/standalone';
import NotFoundPage from './pages/NotFoundPage';

renderStandalone({ remote: 'mf_content', pages: { './NotFoundPage': NotFoundPage } });
