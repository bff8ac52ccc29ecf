// The window globals a server-rendered page's data reaches the browser in: the gateway writes
// `window.<name> = data` beside the page's HTML, and the page's first browser render reads it instead of
// fetching what the HTML already shows. Declared once, for the gateway and the pages.

export const SERVER_DATA_GLOBALS = {
  hotel: '__RAHI_HOTEL__',
  city: '__RAHI_CITY__',
  home: '__RAHI_HOME__',
} as const;

export type ServerDataGlobal = (typeof SERVER_DATA_GLOBALS)[keyof typeof SERVER_DATA_GLOBALS];
