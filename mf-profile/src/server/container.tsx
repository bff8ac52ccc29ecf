// What mf-profile's server container exposes as './server' (ADR 0037): its pages' data and the page's element, for the
// gateway to draw inside the shell's tree (the single-file build's render() draws the same element alone).
import type { ServerContainerModule } from '@rahi/shared-contracts';
import type { ReactElement } from 'react';
import { contract, loadData, page } from './index';

export { contract, loadData, page };

export default { contract, loadData, page } satisfies ServerContainerModule<ReactElement>;
