// The contract between the gateway's server renderer and a remote's server build (mf-search's, mf-hotel's),
// declared once for both sides: what the build exports, what loadData is given, what render gives back, and
// the window globals a page's data reaches the browser in. A build exports `contract`; the gateway refuses a
// build whose number is not PAGE_CONTRACT_VERSION. Types only, and constants: no I/O here.
import type { AuthSession } from '../bus/events';
import type { Stay } from '../search/stay-query';

/** Changes only when the shapes below do; a build and the gateway must speak the same number. */
export const PAGE_CONTRACT_VERSION = 3;

/** The window globals a server-rendered page's data is written to (`window.<name> = data`), one per page. */
export const SERVER_DATA_GLOBALS = {
  hotel: '__RAHI_HOTEL__',
  city: '__RAHI_CITY__',
  home: '__RAHI_HOME__',
  /** mf-content's pages: the guide, travel tips, an article, a CMS page. */
  content: '__RAHI_CONTENT__',
  /** mf-reservation's /reservation: the browser session's draft, re-priced. */
  reservation: '__RAHI_RESERVATION__',
  /** mf-reservation's /voucher: the booking the address's reserve id and mobile find, and its hotel. */
  voucher: '__RAHI_VOUCHER__',
  /** mf-profile's pages: /profile/reserves's list; /auth/login writes only which page it is. */
  profile: '__RAHI_PROFILE__',
  /** mf-backoffice's pages: only which module was drawn (nothing is read on the server). */
  backoffice: '__RAHI_BACKOFFICE__',
  /** mf-reservation's /payment-success and /payment-failure: the booking the address's reserve id names. */
  payment: '__RAHI_PAYMENT__',
  /** mf-reservation's /reserve-status: the lookup the address's reserve id and mobile make, found or refused. */
  reserveStatus: '__RAHI_LOOKUP__',
} as const;

export type ServerDataGlobal = (typeof SERVER_DATA_GLOBALS)[keyof typeof SERVER_DATA_GLOBALS];

/**
 * The inline script a server-drawn page carries just before #root (gateway/src/ssr/inject.ts). The shell's
 * paint-first.js, which holds a press, a form or what was typed on the server's HTML until the app has it, is
 * deferred: it runs once the browser has read the whole document and fetched it, and a press on the part already
 * shown meanwhile would be lost. Until paint-first.js takes them (it deletes `window.__RAHI_EARLY__`), this
 * keeps such events in that list and stops a form from being sent, as React's own server renderer keeps a form
 * sent before hydration (its inline form-replay script).
 */
export const EARLY_INPUT_SCRIPT =
  "(()=>{const q=window.__RAHI_EARLY__=[];for(const t of['click','submit','input','focusin'])document.addEventListener(t,(e)=>{if(window.__RAHI_EARLY__!==q)return;q.push(e);if(t==='submit')e.preventDefault()},true)})()";

/** One booking-api call through the proxy (the browser) or upstream (the gateway). */
export interface ApiCall {
  endPoint: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Toast success and error messages (default true; the browser only). */
  toast?: boolean;
  signal?: AbortSignal;
}

/** A failed call: `status` is the HTTP status (0: no answer), `errors` the envelope's messages. */
export interface ApiFailure {
  status: number;
  errors: string[];
}

export type ApiResult<T> = { ok: true; data: T } | ({ ok: false } & ApiFailure);

/** How a page's loader reaches booking-api: the proxy client in the browser, upstream on the gateway. */
export type PageFetcher = <T>(call: ApiCall) => Promise<ApiResult<T>>;

/** What the gateway gives a build's loadData: the route's page, its params, the corrected stay and query. */
export interface PageDataRequest {
  /** The exposed module asked for ('./CityPage'): a build may render several pages. */
  module: string;
  params: Readonly<Record<string, string | undefined>>;
  /** The stay as the browser corrects it (correctStayQuery). */
  stay: Stay;
  /** The address's query without '?', with the corrected stay: filters, order and page are in it. */
  search: string;
  /**
   * The request's Cookie header (the saved hotels' page is priced for the stay its lastStay cookie names). Only a
   * personal route may read it: the gateway keeps other pages drawn for nobody and serves them to the next visitors
   * (docs/adr/0040-pages-for-visitors-kept-for-seconds.md).
   */
  cookies?: string;
  /**
   * Who the server's check of the request's token found logged in (null: nobody), for a page that reads the
   * traveller's own records only for a traveller; absent when not known (the page then asks and takes a refusal).
   */
  session?: AuthSession | null;
  fetcher: PageFetcher;
  signal?: AbortSignal;
}

/** The site's settings a page is drawn with (from the header/footer payload), the same on the server and in the browser. */
export interface SiteSettings {
  /** comment.comment_status: closed, no review or comment entry point is drawn. */
  commentsOpen: boolean;
}

/** What the gateway gives a build's render: the module, what loadData gave, the absolute address, the site's settings. */
export interface PageRenderRequest {
  /** The module loadData was for; NOT_FOUND_PAGE's page (data undefined) when it found no such page in its owner's build. */
  module: string;
  data: unknown;
  url: string;
  site: SiteSettings;
  /**
   * Who is logged in, by the server's check of the request's token (a route marked `personal` only; null: nobody):
   * the build puts it on its bus before rendering, as the shell does in the browser before hydrating.
   */
  session?: AuthSession | null;
  /**
   * The request's Cookie header, for a page drawn as one tree with the shell: the shell's first render reads the
   * browser's cookies (the header's links), and the server's must read the same. On a route that is not personal
   * only the headerFooter cookie may change what is drawn (docs/adr/0040-pages-for-visitors-kept-for-seconds.md).
   */
  cookies?: string;
}

/** What a page says about itself in <head>; the gateway writes it, escaped. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute. */
  canonical: string;
  /** Open Graph properties without the 'og:' prefix: { title, description, url, type, image, … }. */
  og: Record<string, string>;
  /** A schema.org object, written as application/ld+json; absent, none is written. */
  jsonLd?: Record<string, unknown>;
}

/** A page rendered on the server. */
export interface PageRenderOutput {
  /** The markup of #root (the shell's app with the page), unchanged (no added whitespace). */
  html: string;
  /** <style data-emotion> tags for <head>: the page's rules and the shell's CssBaseline. */
  styles: string;
  head: PageHead;
  status: number;
}

/**
 * What a remote's server container exposes as './server' (ADR 0037): its pages' data, and the page's element for
 * the gateway to draw inside the shell's tree (`E`: a React element; this package has no React types).
 */
export interface ServerContainerModule<E = unknown> {
  contract: number;
  /** The page's data; throws a PageLoadError with status 404 for a hotel, city or content page that does not exist. */
  loadData(request: PageDataRequest): Promise<unknown>;
  /**
   * The page's element given loadData's data, its head and status ('./NotFoundPage': no data, 404), and the
   * elements of other modules of this remote the shell's layout draws beside the page, by exposed name
   * (mf-profile's menu: `{ './ProfileMenu': … }`), so they are drawn in the same tree instead of after hydration.
   */
  page(request: PageRenderRequest): {
    element: E;
    head: PageHead;
    status: number;
    areas?: Readonly<Record<string, E>>;
  };
}
