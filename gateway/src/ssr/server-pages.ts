// The pages the gateway renders on the server, one per serverRendered route of the route table: what the
// owning remote's server build is asked to load (its loadData input, from the route's params and the query
// with the stay corrected) and the window global the page's data is handed to the browser in. The global's
// name is fixed here, not taken from the build, so the inline script the CSP hash allows is always one of these.
import { type RemoteName, SERVER_DATA_GLOBALS, type Stay } from '@rahi/shared-contracts';

export interface PageRequest {
  params: Record<string, string | undefined>;
  /** The stay as the browser corrects it (correctStayQuery). */
  stay: Stay;
  /** The query without '?', with the corrected stay: filters, order and page are in it. */
  search: string;
}

export interface ServerPage {
  /** `window.<dataGlobal>` holds the page's data for its first browser render. */
  dataGlobal: string;
  /** The build's loadData input, without the page's module, the fetcher and the signal. */
  input(request: PageRequest): Record<string, unknown>;
  /** Names the page in logs: 'hotel 12', 'city 1'. */
  label(request: PageRequest): string;
}

const SERVER_PAGES: Partial<Record<RemoteName, Record<string, ServerPage>>> = {
  mf_hotel: {
    './HotelPage': {
      dataGlobal: SERVER_DATA_GLOBALS.hotel,
      input: ({ params, stay }) => ({ hotelId: Number(params.id), stay }),
      label: ({ params }) => `hotel ${params.id}`,
    },
  },
  mf_search: {
    // The home page loads today's rows in Tehran whatever the query says, as the page does in the browser.
    './HomePage': {
      dataGlobal: SERVER_DATA_GLOBALS.home,
      input: () => ({}),
      label: () => 'home',
    },
    './CityPage': {
      dataGlobal: SERVER_DATA_GLOBALS.city,
      input: ({ params, stay, search }) => ({ cityId: Number(params.id), stay, search }),
      label: ({ params }) => `city ${params.id}`,
    },
  },
};

/** The server page of a remote's exposed module, or undefined when the gateway renders none for it. */
export function serverPageFor(remote: RemoteName, module: string): ServerPage | undefined {
  return SERVER_PAGES[remote]?.[module];
}
