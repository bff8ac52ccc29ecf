// The cities the home page shows, by booking-api id (an editorial choice: booking-api has no list of
// popular cities). Mashhad also anchors the Imam Reza shrine hotels of the home page and /imam-hotels.
export const MASHHAD_CITY_ID = 1;

/** Mashhad, Tehran, Isfahan, Shiraz, Kish, Tabriz. */
export const POPULAR_CITY_IDS = [MASHHAD_CITY_ID, 2, 3, 4, 5, 6] as const;
