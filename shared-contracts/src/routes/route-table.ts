// The product's routes (product §2) as data: path, layout, flags, and which remote owns the page.
// The shell renders from this table and the gateway answers HTTP status codes from it, so both agree
// on what exists. A route whose `page` is not set yet is owned but not built: it shows the real
// not-found page (and the gateway answers 404) until its issue lands.

import { SERVER_DATA_GLOBALS, type ServerDataGlobal } from '../pages/page-contract';

/** `bare`: the shell draws no header, footer or frame; the page brings its own layout (the back office). */
export type LayoutName = 'default' | 'error' | 'profile' | 'voucher' | 'bare';

export type RemoteName =
  | 'mf_search'
  | 'mf_hotel'
  | 'mf_reservation'
  | 'mf_profile'
  | 'mf_content'
  | 'mf_backoffice';

export type RouteParams = Readonly<Record<string, string>>;

export interface RouteDefinition {
  /** react-router syntax: `:name` for a segment, a trailing `*` for any depth. */
  path: string;
  layout: LayoutName;
  owner: RemoteName;
  /** The exposed module that renders the page, e.g. './HomePage'; absent until the page is built. */
  page?: string;
  footerHiddenOnMobile?: boolean;
  loginRequired?: boolean;
  /** For visitors only: a logged-in user is sent to / (product §2: /auth/login). */
  guestOnly?: boolean;
  /**
   * Rendered on the server by the gateway: the owning remote's server build renders `page`, and its data reaches
   * the browser in `window[dataGlobal]`. Adding a server-rendered page is this field plus the build's render module.
   */
  serverRendered?: {
    dataGlobal: ServerDataGlobal;
    /**
     * The page is the visitor's own (a reservation draft): its data calls carry the browser's draft session and
     * login token, it is drawn for who the server's token check says is logged in, and it is never indexed or
     * kept by a shared cache.
     */
    personal?: true;
  };
  /** The HTTP status the page stands for, when not 200; a server-rendered page answers 200 once rendered. */
  status?: number;
  title?: string;
  /** False when the params cannot name a real page: the app raises 404 'Page Not Found: {path}'. */
  validate?: (params: RouteParams) => boolean;
}

const isPositiveId = (value: string | undefined) => value !== undefined && /^[1-9]\d{0,9}$/.test(value);

const content = (path: string, page?: string): RouteDefinition => ({
  path,
  layout: 'default',
  owner: 'mf_content',
  // mf-content's built pages are rendered on the server: search engines and new visitors find the site by them.
  ...(page && { page, serverRendered: { dataGlobal: SERVER_DATA_GLOBALS.content } }),
});

/** A payment outcome page of mf-reservation: personal (the booking is read as this browser's and token's). */
const paymentOutcome = (path: string, page: string): RouteDefinition => ({
  path,
  layout: 'default',
  owner: 'mf_reservation',
  page,
  serverRendered: { dataGlobal: SERVER_DATA_GLOBALS.payment, personal: true },
});

/** A form page of mf-content, or the page it ends on: rendered on the server like the content pages, so its
 * heading, lead and fields are on screen before the app's code arrives. */
const contentForm = (path: string, page: string): RouteDefinition => ({
  path,
  layout: 'default',
  owner: 'mf_content',
  page,
  serverRendered: { dataGlobal: SERVER_DATA_GLOBALS.content },
});

const isArticleSlug = (value: string | undefined) => value !== undefined && /^[a-z0-9-]{1,100}$/.test(value);

/** A profile page drawn by the gateway for the token's traveller, from what it reads (mf-profile's server build). */
const DRAWN_FOR_TRAVELLER = { dataGlobal: SERVER_DATA_GLOBALS.profile, personal: true } as const;

const profile = (path: string, extra: Partial<RouteDefinition> = {}): RouteDefinition => ({
  path,
  layout: 'profile',
  owner: 'mf_profile',
  loginRequired: true,
  ...extra,
});

/** The back office's name: its pages' title, its home page's heading. */
export const BACKOFFICE_TITLE = 'پیشخوان راهی';

export const ROUTES: readonly RouteDefinition[] = [
  {
    path: '/',
    layout: 'default',
    owner: 'mf_search',
    page: './HomePage',
    serverRendered: { dataGlobal: SERVER_DATA_GLOBALS.home },
  },
  {
    path: '/404',
    layout: 'error',
    owner: 'mf_content',
    page: './NotFoundPage',
    status: 404,
    title: 'Page not found',
    serverRendered: { dataGlobal: SERVER_DATA_GLOBALS.content },
  },
  {
    path: '/error',
    layout: 'error',
    owner: 'mf_content',
    page: './ErrorPage',
    serverRendered: { dataGlobal: SERVER_DATA_GLOBALS.content },
  },
  content('/guide', './GuidePage'),
  {
    path: '/voucher',
    layout: 'voucher',
    owner: 'mf_reservation',
    page: './VoucherPage',
    serverRendered: { dataGlobal: SERVER_DATA_GLOBALS.voucher, personal: true },
  },
  {
    path: '/auth/login',
    layout: 'default',
    owner: 'mf_profile',
    page: './LoginPage',
    guestOnly: true,
    serverRendered: { dataGlobal: SERVER_DATA_GLOBALS.profile },
  },
  contentForm('/contact-us', './ContactPage'),
  {
    path: '/imam-hotels',
    layout: 'default',
    owner: 'mf_search',
    page: './ImamHotelsPage',
    // Its list as the search pages' data (a page's reads: shared-ui's withServerQueries).
    serverRendered: { dataGlobal: SERVER_DATA_GLOBALS.city },
  },
  content('/railway-map', './RailwayMapPage'),
  {
    path: '/reservation',
    layout: 'default',
    owner: 'mf_reservation',
    page: './ReservationPage',
    footerHiddenOnMobile: true,
    serverRendered: { dataGlobal: SERVER_DATA_GLOBALS.reservation, personal: true },
  },
  content('/travel-tips', './TravelTipsPage'),
  {
    ...content('/travel-tips/:slug', './ArticlePage'),
    validate: (params) => isArticleSlug(params.slug),
  },
  content('/mehrabad-map', './MehrabadMapPage'),
  profile('/profile', { page: './ProfilePage', serverRendered: DRAWN_FOR_TRAVELLER }),
  profile('/profile/edit', { page: './ProfileEditPage', serverRendered: DRAWN_FOR_TRAVELLER }),
  profile('/profile/reserves', {
    page: './ReservesPage',
    footerHiddenOnMobile: true,
    serverRendered: DRAWN_FOR_TRAVELLER,
  }),
  profile('/profile/ticket', { page: './TicketsPage', serverRendered: DRAWN_FOR_TRAVELLER }),
  profile('/profile/ticket/:id', {
    page: './TicketPage',
    validate: (params) => isPositiveId(params.id),
    serverRendered: DRAWN_FOR_TRAVELLER,
  }),
  profile('/profile/transactions', { page: './TransactionsPage', serverRendered: DRAWN_FOR_TRAVELLER }),
  profile('/profile/previous-passengers', { page: './PassengersPage', serverRendered: DRAWN_FOR_TRAVELLER }),
  // Priced for the stay this browser last looked at (its lastStay cookie).
  profile('/profile/favourites', { page: './FavouritesPage', serverRendered: DRAWN_FOR_TRAVELLER }),
  contentForm('/questionnaire', './QuestionnairePage'),
  contentForm('/questionnaire-sucess', './QuestionnaireSuccessPage'),
  // The bank's return: the gateway verifies and sends the browser on (303); what it leaves (no Authority, a refusal)
  // is drawn with the verification's answer.
  paymentOutcome('/payment-status', './PaymentStatusPage'),
  // The payment's outcome, drawn for the booking the address names when it is this browser session's or the
  // token's (booking-api's GET /bookings/:reserveId without a mobile); any other is left to the browser, which
  // looks it up with the mobile this tab booked with.
  paymentOutcome('/payment-failure', './PaymentFailurePage'),
  paymentOutcome('/payment-success', './PaymentSuccessPage'),
  content('/popular-routes', './PopularRoutesPage'),
  {
    path: '/reserve-status',
    layout: 'default',
    owner: 'mf_reservation',
    page: './ReserveStatusPage',
    footerHiddenOnMobile: true,
    // The voucher's QR code opens it with both filled in: the lookup is made (and counted) once, by the server.
    serverRendered: { dataGlobal: SERVER_DATA_GLOBALS.reserveStatus, personal: true },
  },
  contentForm('/artist-register', './ArtistRegisterPage'),
  contentForm('/artist-register-success', './ArtistRegisterSuccessPage'),
  contentForm('/airport-registration', './AirportRegistrationPage'),
  {
    path: '/city/:id/:slug',
    layout: 'default',
    owner: 'mf_search',
    page: './CityPage',
    serverRendered: { dataGlobal: SERVER_DATA_GLOBALS.city },
    validate: (params) => isPositiveId(params.id) && (params.slug ?? '').startsWith('hotels-'),
  },
  {
    path: '/hotel/:id/:slug',
    layout: 'default',
    owner: 'mf_hotel',
    page: './HotelPage',
    footerHiddenOnMobile: true,
    serverRendered: { dataGlobal: SERVER_DATA_GLOBALS.hotel },
    validate: (params) => isPositiveId(params.id),
  },
  content('/country-road-atlas', './RoadAtlasPage'),
  {
    path: '/review-submit/:id',
    layout: 'default',
    owner: 'mf_hotel',
    page: './ReviewSubmitPage',
    // The booking the SMS's link names (?mobile=), or the login's: drawn for this visitor only.
    serverRendered: { dataGlobal: SERVER_DATA_GLOBALS.hotel, personal: true },
    validate: (params) => isPositiveId(params.id),
  },
  // The back office: staff only, its own sign-in, layout and pages (it routes under /backoffice itself). No
  // traveller page links to it or loads it. Drawn by the server as the sign-in form or the staff area's waiting
  // state (nothing of a member's: that is read in the browser); personal, so private and noindex.
  {
    path: '/backoffice/*',
    layout: 'bare',
    owner: 'mf_backoffice',
    page: './BackofficeApp',
    title: BACKOFFICE_TITLE,
    serverRendered: { dataGlobal: SERVER_DATA_GLOBALS.backoffice, personal: true },
  },
  // CMS pages by path, any depth (product §2: /{slug}). Last: it matches what nothing else does. 404 unless the server
  // renders a page booking-api has (200); in the browser the page shows the not-found page for a path it lacks.
  { ...content('/*', './ContentPage'), status: 404 },
];

/** The page every unbuilt or unknown route shows. */
export const NOT_FOUND_PAGE = { owner: 'mf_content', page: './NotFoundPage' } as const;
