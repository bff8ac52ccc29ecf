import { renderStandalone } from '@rahi/tooling/standalone';
import HotelPage from './pages/HotelPage';

renderStandalone({ remote: 'mf_hotel', pages: { './HotelPage': HotelPage } });
