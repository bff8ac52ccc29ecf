import { renderStandalone } from '@rahi/shared-ui/standalone';

renderStandalone({ remote: 'mf_reservation', pages: {} });
