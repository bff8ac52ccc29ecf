// The entry of mf-hotel's server build (webpack.server.config.js): what the gateway's server renderer calls,
// as shared-contracts' page contract declares it; the gateway refuses a build of another contract version.
import { PAGE_CONTRACT_VERSION } from '@rahi/shared-contracts';
import { loadData } from './load-data';
import { render } from './render';

export { loadData, render };

export const contract = PAGE_CONTRACT_VERSION;
