import { REMOTE_NAMES } from '../registry/registry';
import { NOT_FOUND_PAGE, ROUTES, type RouteDefinition } from './route-table';

const routeAt = (path: string): RouteDefinition => {
  const route = ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no route ${path} in ROUTES`);
  return route;
};

describe('ROUTES', () => {
  it('lists every path once', () => {
    const paths = ROUTES.map((route) => route.path);

    expect(new Set(paths).size).toBe(paths.length);
  });

  it('ends with the catch-all, so a pathname always finds a route', () => {
    expect(ROUTES.at(-1)?.path).toBe('/*');
    expect(ROUTES.filter((route) => route.path === '/*')).toHaveLength(1);
  });

  it('gives everything under /backoffice to mf_backoffice, in the bare layout, which routes it itself', () => {
    const wildcards = ROUTES.filter((route) => route.path.includes('*') && route.path !== '/*');

    expect(wildcards).toEqual([
      expect.objectContaining({
        path: '/backoffice/*',
        owner: 'mf_backoffice',
        page: './BackofficeApp',
        layout: 'bare',
      }),
    ]);
    expect(routeAt('/backoffice/*').loginRequired).toBeFalsy();
  });

  it('writes every path from the root with no trailing slash', () => {
    for (const route of ROUTES) {
      expect(route.path).toMatch(/^\/(?:[^/]+(?:\/[^/]+)*)?$/);
    }
  });

  it('gives every page to the shell or to a remote the registry knows', () => {
    const owners = new Set<string>(REMOTE_NAMES);

    for (const route of ROUTES) expect(owners).toContain(route.owner);
  });

  it("names every server-drawn route's data global as the gateway writes one (gateway/src/ssr/inject.ts)", () => {
    const globals = ROUTES.flatMap((route) =>
      route.serverRendered ? [route.serverRendered.dataGlobal] : [],
    );
    expect(globals.filter((name) => !/^__RAHI_[A-Z]+__$/.test(name))).toEqual([]);
  });

  it('gives the home page to mf_search, built', () => {
    expect(routeAt('/')).toMatchObject({ owner: 'mf_search', page: './HomePage', layout: 'default' });
  });

  it('serves the not-found page from the route /404, with status 404 and the error layout', () => {
    expect(routeAt('/404')).toMatchObject({
      owner: NOT_FOUND_PAGE.owner,
      page: NOT_FOUND_PAGE.page,
      status: 404,
      layout: 'error',
      title: 'Page not found',
    });
  });

  it('requires login for every profile page', () => {
    const profilePages = ROUTES.filter((route) => route.owner === 'mf_profile' && route.layout === 'profile');

    expect(profilePages.length).toBeGreaterThan(0);
    for (const route of profilePages) expect(route).toMatchObject({ loginRequired: true });
  });

  it('does not require login to see the home page, the login page or the hotel page', () => {
    for (const path of ['/', '/auth/login', '/hotel/:id/:slug']) {
      expect(routeAt(path).loginRequired).toBeFalsy();
    }
  });

  it('renders the hotel page on the server', () => {
    expect(routeAt('/hotel/:id/:slug')).toMatchObject({
      owner: 'mf_hotel',
      serverRendered: { dataGlobal: '__RAHI_HOTEL__' },
    });
  });

  it('has a validator on every route with a :param', () => {
    for (const route of ROUTES.filter((candidate) => candidate.path.includes(':'))) {
      expect({ path: route.path, validate: typeof route.validate }).toEqual({
        path: route.path,
        validate: 'function',
      });
    }
  });

  describe('validators', () => {
    const validate = (path: string, params: Record<string, string>) => {
      const check = routeAt(path).validate;
      if (!check) throw new Error(`${path} has no validator`);
      return check(params);
    };

    it.each(['1', '12', '9999999999'])('accepts the positive id %s', (id) => {
      expect(validate('/profile/ticket/:id', { id })).toBe(true);
      expect(validate('/hotel/:id/:slug', { id, slug: 'x' })).toBe(true);
      expect(validate('/review-submit/:id', { id })).toBe(true);
    });

    it.each(['0', '007', '-3', '1.5', 'abc', '', '12345678901', '۱۲'])('refuses the id %p', (id) => {
      expect(validate('/profile/ticket/:id', { id })).toBe(false);
      expect(validate('/hotel/:id/:slug', { id, slug: 'x' })).toBe(false);
      expect(validate('/review-submit/:id', { id })).toBe(false);
    });

    it('refuses a route whose id param is missing', () => {
      expect(validate('/review-submit/:id', {})).toBe(false);
    });

    it('accepts a city whose slug starts with "hotels-"', () => {
      expect(validate('/city/:id/:slug', { id: '12', slug: 'hotels-mashhad' })).toBe(true);
      expect(validate('/city/:id/:slug', { id: '12', slug: 'hotels-مشهد' })).toBe(true);
    });

    it('refuses a city with a bad id or a slug that does not start with "hotels-"', () => {
      expect(validate('/city/:id/:slug', { id: 'abc', slug: 'hotels-x' })).toBe(false);
      expect(validate('/city/:id/:slug', { id: '12', slug: 'mashhad' })).toBe(false);
      expect(validate('/city/:id/:slug', { id: '12' })).toBe(false);
    });
  });
});
