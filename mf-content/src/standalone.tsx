import { renderStandalone } from '@rahi/shared-ui/standalone';
import ArticlePage from './pages/content/ArticlePage';
import ContentPage from './pages/content/ContentPage';
import GuidePage from './pages/content/GuidePage';
import TravelTipsPage from './pages/content/TravelTipsPage';
import ErrorPage from './pages/ErrorPage';
import NotFoundPage from './pages/NotFoundPage';

renderStandalone({
  remote: 'mf_content',
  pages: {
    './NotFoundPage': NotFoundPage,
    './ErrorPage': ErrorPage,
    './GuidePage': GuidePage,
    './TravelTipsPage': TravelTipsPage,
    './ArticlePage': ArticlePage,
    './ContentPage': ContentPage,
  },
});
