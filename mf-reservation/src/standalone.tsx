import { renderStandalone } from '@rahi/tooling/standalone';

renderStandalone({ remote: 'mf_reservation', pages: {} });
