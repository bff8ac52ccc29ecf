import fc from 'fast-check';
import { slugify } from '../text/slug';
import { matchRoute, samePath } from './match-route';
import { ROUTES, type RouteDefinition } from './route-table';

const routeAt = (path: string): RouteDefinition => {
  const route = ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route ${path} in ROUTES`);
  return route;
};

const CATCH_ALL = routeAt('/*');
const CITY = routeAt('/city/:id/:slug');

/** A page exists when it is built (has `page`) or the shell renders it itself. */
const isBuilt = (route: RouteDefinition) => Boolean(route.page);

const SAMPLE_PARAMS: Record<string, string> = { id: '12', slug: 'hotels-mashhad' };

/** The route's own path with its params filled in with valid samples. */
const samplePath = (pattern: string) =>
  pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') return 'some-content/deep-page';
      if (segment.startsWith(':')) return SAMPLE_PARAMS[segment.slice(1)] ?? 'sample';
      return segment;
    })
    .join('/') || '/';

describe('matchRoute', () => {
  describe('every route in ROUTES', () => {
    it.each(ROUTES.map((route) => [route.path, route] as const))(
      'is matched by its own path %s',
      (_, route) => {
        const pathname = samplePath(route.path);

        const match = matchRoute(pathname);

        expect(match.route).toBe(route);
        expect(match.status).toBe(isBuilt(route) ? (route.status ?? 200) : 404);
        for (const segment of route.path.split('/').filter((part) => part.startsWith(':'))) {
          const name = segment.slice(1);
          expect(match.params[name]).toBe(SAMPLE_PARAMS[name] ?? 'sample');
        }
      },
    );
  });

  it("matches '/' to the home page with status 200", () => {
    const match = matchRoute('/');

    expect(match.route.path).toBe('/');
    expect(match.route.page).toBe('./HomePage');
    expect(match.status).toBe(200);
    expect(match.params).toEqual({});
  });

  it("treats the empty pathname as '/'", () => {
    expect(matchRoute('').route.path).toBe('/');
  });

  it("matches '/404' to the not-found page with status 404", () => {
    const match = matchRoute('/404');

    expect(match.route.path).toBe('/404');
    expect(match.route.page).toBe('./NotFoundPage');
    expect(match.status).toBe(404);
  });

  it("answers 200 for '/error', mf-content's error screen in the error layout", () => {
    const match = matchRoute('/error');

    expect(match.route).toMatchObject({ owner: 'mf_content', page: './ErrorPage', layout: 'error' });
    expect(match.status).toBe(200);
  });

  it("sends an unknown deep path like '/a/b/c' to the catch-all, the CMS page, whose data decides 404", () => {
    const match = matchRoute('/a/b/c');

    expect(match.route).toBe(CATCH_ALL);
    expect(match.params).toEqual({ '*': 'a/b/c' });
    expect(match.route.page).toBe('./ContentPage');
    expect(match.route.serverRendered).toBeDefined();
    expect(match.status).toBe(404);
  });

  it('gives /backoffice and every path under it to the back office, with 200', () => {
    for (const path of ['/backoffice', '/backoffice/sign-in', '/backoffice/bookings/12345678']) {
      const match = matchRoute(path);

      expect(match.route.owner).toBe('mf_backoffice');
      expect(match.status).toBe(200);
    }
    expect(matchRoute('/backofficex').route).toBe(CATCH_ALL);
  });

  it('sends a known path with an extra segment to the catch-all', () => {
    const match = matchRoute('/guide/extra');

    expect(match.route).toBe(CATCH_ALL);
    expect(match.params).toEqual({ '*': 'guide/extra' });
  });

  it('sends any path under an unknown first segment to the catch-all with the rest as its * param', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,10}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        const rest = ['zz-unknown', ...segments].join('/');

        const match = matchRoute(`/${rest}`);

        expect(match.route).toBe(CATCH_ALL);
        expect(match.params['*']).toBe(rest);
        expect(match.status).toBe(404);
      }),
    );
  });

  describe('the city route', () => {
    it("matches '/city/12/hotels-mashhad' with its params", () => {
      const match = matchRoute('/city/12/hotels-mashhad');

      expect(match.route).toBe(CITY);
      expect(match.params).toEqual({ id: '12', slug: 'hotels-mashhad' });
    });

    it("fails validation for '/city/abc/hotels-x' and answers 404", () => {
      const match = matchRoute('/city/abc/hotels-x');

      expect(match.route).toBe(CITY);
      expect(match.params).toEqual({ id: 'abc', slug: 'hotels-x' });
      expect(match.status).toBe(404);
    });

    it('answers 200 for valid params and 404 for invalid ones once the page is built', () => {
      const routes = [{ ...CITY, page: './CityPage' }, CATCH_ALL];

      expect(matchRoute('/city/12/hotels-mashhad', routes).status).toBe(200);
      expect(matchRoute('/city/abc/hotels-x', routes).status).toBe(404);
      expect(matchRoute('/city/12/mashhad', routes).status).toBe(404);
    });

    it('decodes a URL-encoded Persian slug before validating it', () => {
      const pathname = `/city/12/${slugify('hotels مشهد مقدس')}`;

      const match = matchRoute(pathname, [{ ...CITY, page: './CityPage' }, CATCH_ALL]);

      expect(match.params.slug).toBe('hotels-مشهد-مقدس');
      expect(match.status).toBe(200);
    });

    it('keeps a malformed percent-encoding as it is instead of throwing', () => {
      const match = matchRoute('/city/12/hotels-%E0%A4%A');

      expect(match.route).toBe(CITY);
      expect(match.params.slug).toBe('hotels-%E0%A4%A');
    });
  });

  describe('trailing slashes', () => {
    it.each([
      ['/404/', '/404'],
      ['/404///', '/404'],
      ['/profile/ticket/', '/profile/ticket'],
      ['/profile/ticket/5/', '/profile/ticket/:id'],
      ['/city/12/hotels-mashhad/', '/city/:id/:slug'],
    ])('tolerates %s and matches %s', (pathname, routePath) => {
      expect(matchRoute(pathname).route.path).toBe(routePath);
    });

    it("keeps '/404/' at status 404 and '/' with a slash only at status 200", () => {
      expect(matchRoute('/404/').status).toBe(404);
      expect(matchRoute('//').route.path).toBe('/');
      expect(matchRoute('//').status).toBe(200);
    });
  });

  describe('ranking', () => {
    it("matches '/profile/ticket' to the static route and '/profile/ticket/42' to the :id route", () => {
      const list = matchRoute('/profile/ticket');
      const ticket = matchRoute('/profile/ticket/42');

      expect(list.route.path).toBe('/profile/ticket');
      expect(list.params).toEqual({});
      expect(ticket.route.path).toBe('/profile/ticket/:id');
      expect(ticket.params).toEqual({ id: '42' });
    });

    it('answers 404 for a ticket id that fails validation', () => {
      const match = matchRoute('/profile/ticket/abc');

      expect(match.route.path).toBe('/profile/ticket/:id');
      expect(match.status).toBe(404);
    });

    it('prefers static segments over params and the catch-all last, whatever the order of the table', () => {
      const reversedWithConflict: RouteDefinition[] = [
        CATCH_ALL,
        { path: '/profile/ticket/:id', layout: 'profile', owner: 'mf_profile', page: './Ticket' },
        { path: '/profile/ticket/new', layout: 'profile', owner: 'mf_profile', page: './NewTicket' },
        { path: '/:section/ticket/:id', layout: 'profile', owner: 'mf_profile', page: './Other' },
        { path: '/', layout: 'default', owner: 'mf_search', page: './HomePage' },
      ];
      let isolated: typeof import('./match-route') | undefined;
      jest.isolateModules(() => {
        jest.doMock('./route-table', () => ({ ROUTES: reversedWithConflict }));
        isolated = require('./match-route');
      });
      if (!isolated) throw new Error('match-route did not load');

      expect(isolated.matchRoute('/profile/ticket/new').route.page).toBe('./NewTicket');
      expect(isolated.matchRoute('/profile/ticket/7').route.page).toBe('./Ticket');
      expect(isolated.matchRoute('/other/ticket/7').route.page).toBe('./Other');
      expect(isolated.matchRoute('/').route.page).toBe('./HomePage');
      expect(isolated.matchRoute('/nowhere').route).toBe(CATCH_ALL);
    });
  });

  describe('unbuilt routes', () => {
    const unbuilt = ROUTES.filter((route) => !isBuilt(route) && !route.path.includes('*'));

    it('answer 404 for every route in ROUTES whose page is not built yet', () => {
      for (const route of unbuilt) {
        expect({ path: route.path, status: matchRoute(samplePath(route.path)).status }).toEqual({
          path: route.path,
          status: 404,
        });
      }
    });

    it('answer 404 for a route with no page and 200 for the same route once it has one', () => {
      const guide: RouteDefinition = { path: '/guide', layout: 'default', owner: 'mf_content' };

      expect(matchRoute('/guide', [guide, CATCH_ALL]).status).toBe(404);
      expect(matchRoute('/guide', [{ ...guide, page: './GuidePage' }, CATCH_ALL]).status).toBe(200);
    });
  });

  it('throws when the routes it is given have no catch-all and nothing matches', () => {
    const home: RouteDefinition = { path: '/', layout: 'default', owner: 'mf_search', page: './HomePage' };

    expect(() => matchRoute('/missing', [home])).toThrow('No route matches /missing');
  });
});

describe('samePath', () => {
  it('takes a path percent-encoded and the same path written out as one', () => {
    expect(samePath(`/hotel/6/${encodeURIComponent('هتل-هخامنش')}`, '/hotel/6/هتل-هخامنش')).toBe(true);
    expect(samePath('/hotel/6/a', '/hotel/6/b')).toBe(false);
  });

  it('compares a malformed escape as it is written, without throwing', () => {
    expect(samePath('/hotel/6/%E0%A4%A', '/hotel/6/%E0%A4%A')).toBe(true);
    expect(samePath('/hotel/6/%E0%A4%A', '/hotel/6/a')).toBe(false);
  });
});
