import { renderStandalone } from '@rahi/shared-ui/standalone';
import HotelPage from './pages/HotelPage';

renderStandalone({ remote: 'mf_hotel', pages: { './HotelPage': HotelPage } });
