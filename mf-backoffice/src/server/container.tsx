// mf-backoffice's server container's './server' (webpack.server.config.js, ADR 0037): the back office drawn by the
// gateway inside the shell's bare layout. Nothing is read for it: the sign-in form is the same for everyone, and the
// staff area waits for GET /staff/me, which the browser asks with the staff session's cookie once hydrated. The
// data global says only which module was drawn, and is forgotten once hydrated (pages/BackofficeApp.tsx), which is
// how the shell's start-up script knows the page's fields are React's.
import {
  BACKOFFICE_TITLE,
  PAGE_CONTRACT_VERSION,
  type PageDataRequest,
  type PageHead,
  type PageRenderRequest,
  type ServerContainerModule,
} from '@rahi/shared-contracts';
import type { ServerQueriesData } from '@rahi/shared-ui/server-data';
import { DrawnReads } from '@rahi/shared-ui/server-render';
import type { ReactElement } from 'react';
import BackofficeApp from '../pages/BackofficeApp';

export const contract = PAGE_CONTRACT_VERSION;

const MODULE = './BackofficeApp';

function check(module: string) {
  if (module !== MODULE) throw new Error(`mf-backoffice renders no ${module} on the server`);
}

export async function loadData({ module }: PageDataRequest): Promise<ServerQueriesData> {
  check(module);
  return { page: MODULE, queries: { queries: [], mutations: [] } };
}

export function page({ module, data, url }: PageRenderRequest): {
  element: ReactElement;
  head: PageHead;
  status: number;
} {
  check(module);
  return {
    element: (
      <DrawnReads queries={(data as ServerQueriesData).queries}>
        <BackofficeApp />
      </DrawnReads>
    ),
    head: { title: BACKOFFICE_TITLE, description: BACKOFFICE_TITLE, canonical: url, og: {} },
    status: 200,
  };
}

export default { contract, loadData, page } satisfies ServerContainerModule<ReactElement>;
