import { matchRoute } from './match-route';
import { pageForRoute } from './page-for-route';

const pageOf = (pathname: string) => {
  const { route, params } = matchRoute(pathname);
  return pageForRoute(route, params);
};

describe('pageForRoute', () => {
  it("gives a built route's own page", () => {
    expect(pageOf('/hotel/3/hotel-x')).toEqual({ remote: 'mf_hotel', module: './HotelPage' });
    expect(pageOf('/')).toEqual({ remote: 'mf_search', module: './HomePage' });
  });

  it("gives mf-content's not-found page for a route whose page is not built yet", () => {
    // Every route of the table has its page now: an owned route without one stands for the next new route.
    const unbuilt = { path: '/next-page', layout: 'default', owner: 'mf_content' } as const;
    expect(pageForRoute(unbuilt, {})).toEqual({ remote: 'mf_content', module: './NotFoundPage' });
  });

  it("gives mf-content's CMS page for any other path (it shows the not-found page for a path it lacks)", () => {
    expect(pageOf('/no/such/page')).toEqual({ remote: 'mf_content', module: './ContentPage' });
  });

  it('gives none for params that fail validation (the error screen shows those)', () => {
    expect(pageOf('/city/abc/hotels-x')).toBeUndefined();
  });

  it("gives mf-content's error screen for '/error'", () => {
    expect(pageOf('/error')).toEqual({ remote: 'mf_content', module: './ErrorPage' });
  });
});
