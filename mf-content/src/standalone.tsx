import { renderStandalone } from '@rahi/tooling/standalone';
import NotFoundPage from './pages/NotFoundPage';

renderStandalone({ remote: 'mf_content', pages: { './NotFoundPage': NotFoundPage } });
