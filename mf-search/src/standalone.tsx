import { renderStandalone } from '@rahi/shared-ui/standalone';
import CityPage from './pages/CityPage';
import HomePage from './pages/HomePage';
import ImamHotelsPage from './pages/ImamHotelsPage';

renderStandalone({
  remote: 'mf_search',
  pages: { './HomePage': HomePage, './CityPage': CityPage, './ImamHotelsPage': ImamHotelsPage },
});
