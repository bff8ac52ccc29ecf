import { defaultRegistry, type RemoteRegistry } from '@rahi/shared-contracts';
import { Hono } from 'hono';
import type { RegistrySource } from '../registry/registry-source';
import { contentSecurityPolicy, HSTS, remoteOrigins, securityHeaders } from '.';

/** The CSP's directives, each with its list of sources. */
function directives(csp: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

describe('remoteOrigins', () => {
  it('gives the origin of each absolute https or http entry', () => {
    expect(
      remoteOrigins([
        'https://cdn.example.com/mf-search/mf-manifest.json',
        'http://staging.example.org:8081/mf-hotel/remoteEntry.js',
      ]),
    ).toEqual(['https://cdn.example.com', 'http://staging.example.org:8081']);
  });

  it('lists an origin once however many remotes live there', () => {
    expect(
      remoteOrigins([
        'https://cdn.example.com/mf-search/mf-manifest.json',
        'https://cdn.example.com/mf-hotel/mf-manifest.json',
      ]),
    ).toEqual(['https://cdn.example.com']);
  });

  it("gives the host of a protocol-relative entry, which follows the page's scheme", () => {
    expect(remoteOrigins(['//cdn.example.com/mf-search/mf-manifest.json'])).toEqual(['cdn.example.com']);
  });

  it("adds nothing for relative entries, which 'self' already covers", () => {
    expect(remoteOrigins(['/remotes/mf-search/mf-manifest.json', 'releases/x/mf-manifest.json'])).toEqual([]);
  });

  it('ignores entries that are not http or https', () => {
    expect(
      remoteOrigins([
        'javascript:alert(1)',
        'data:text/javascript,alert(1)',
        'file:///etc/passwd',
        'ftp://files.example.com/mf-manifest.json',
        'blob:https://cdn.example.com/0b2c',
      ]),
    ).toEqual([]);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows only this origin for scripts, connections, styles, fonts and images by default', () => {
    const csp = directives(contentSecurityPolicy([]));

    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('font-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('forbids plugins, framing, foreign base URLs and foreign form targets', () => {
    const csp = directives(contentSecurityPolicy([]));

    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
  });

  it("adds the remotes' origins wherever a remote's code, data, styles, fonts or images load from", () => {
    const csp = directives(contentSecurityPolicy(['https://cdn.example.com']));

    for (const name of ['script-src', 'connect-src', 'style-src', 'font-src', 'img-src']) {
      expect(csp.get(name)).toContain('https://cdn.example.com');
    }
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('contentSecurityPolicy with configured outside services', () => {
  it('adds the given sources to their directives and a frame-src only when one is given', () => {
    const csp = directives(
      contentSecurityPolicy([], {
        'script-src': ['https://www.google.com', 'https://www.gstatic.com'],
        'frame-src': ['https://www.google.com'],
        'connect-src': ['https://fcm.googleapis.com'],
        'img-src': ['https://tile.openstreetmap.org'],
      }),
    );

    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);

    expect(csp.get('script-src')).toEqual(["'self'", 'https://www.google.com', 'https://www.gstatic.com']);
    expect(csp.get('frame-src')).toEqual(['https://www.google.com']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://fcm.googleapis.com']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it('has no frame-src and nothing outside when nothing is configured', () => {
    const csp = directives(contentSecurityPolicy([], {}));

    expect(csp.has('frame-src')).toBe(false);
    expect(contentSecurityPolicy([], {})).toBe(contentSecurityPolicy([]));
  });
});

describe('securityHeaders', () => {
  /** A tiny app behind the middleware, reading the registry from a variable the test can change. */
  function appWith(registry: { value: RemoteRegistry }) {
    const source: RegistrySource = { current: () => registry.value };
    const app = new Hono();
    app.use(securityHeaders(source));
    app.get('/page', (c) => c.html('<p>page</p>'));
    app.get('/boom', () => {
      throw new Error('boom');
    });
    return app;
  }

  it.each([
    ['a page', '/page', 200],
    ['a not-found answer', '/nowhere', 404],
  ])('sets every security header on %s', async (_label, url, status) => {
    const res = await appWith({ value: defaultRegistry() }).request(url);

    expect(res.status).toBe(status);
    expect(res.headers.get('Content-Security-Policy')).toBe(contentSecurityPolicy([]));
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    expect(res.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(res.headers.get('Permissions-Policy')).toBe('camera=(), microphone=(), geolocation=(self)');
  });

  it('sends no Strict-Transport-Security over plain http unless told the site is https', async () => {
    const res = await appWith({ value: defaultRegistry() }).request('http://localhost/page');

    expect(res.headers.get('Strict-Transport-Security')).toBeNull();
  });

  it('sends Strict-Transport-Security when the request came over https', async () => {
    const res = await appWith({ value: defaultRegistry() }).request('https://rahi.example/page');

    expect(res.headers.get('Strict-Transport-Security')).toBe(HSTS);
  });

  it('sends Strict-Transport-Security behind a TLS-ending proxy when PUBLIC_ORIGIN is https', async () => {
    const source: RegistrySource = { current: () => defaultRegistry() };
    const app = new Hono();
    app.use(securityHeaders(source, {}, { hsts: true }));
    app.get('/page', (c) => c.html('<p>page</p>'));

    const res = await app.request('http://localhost/page');

    expect(res.headers.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
  });

  it('sets the headers on an error answer too', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const res = await appWith({ value: defaultRegistry() }).request('/boom');
    jest.restoreAllMocks();

    expect(res.status).toBe(500);
    expect(res.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('reads the registry on every response, so re-pointing a remote updates the policy at once', async () => {
    const registry = { value: defaultRegistry() };
    const app = appWith(registry);
    const before = directives((await app.request('/page')).headers.get('Content-Security-Policy'));

    const moved = defaultRegistry();
    moved.remotes.mf_search = { entry: 'https://cdn.example.com/mf-search/mf-manifest.json' };
    registry.value = moved;
    const after = directives((await app.request('/page')).headers.get('Content-Security-Policy'));

    expect(before.get('script-src')).toEqual(["'self'"]);
    expect(after.get('script-src')).toEqual(["'self'", 'https://cdn.example.com']);
    expect(after.get('connect-src')).toEqual(["'self'", 'https://cdn.example.com']);
  });
});
