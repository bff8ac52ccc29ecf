import { renderStandalone } from '@rahi/tooling/standalone';
import CityPage from './pages/CityPage';
import HomePage from './pages/HomePage';
import ImamHotelsPage from './pages/ImamHotelsPage';

renderStandalone({
  remote: 'mf_search',
  pages: { './HomePage': HomePage, './CityPage': CityPage, './ImamHotelsPage': ImamHotelsPage },
});
