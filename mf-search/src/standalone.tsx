import { renderStandalone } from '@rahi/tooling/standalone';
import HomePage from './pages/HomePage';

renderStandalone({ remote: 'mf_search', pages: { './HomePage': HomePage } });
