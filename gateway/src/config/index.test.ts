import path from 'node:path';
import { loadConfig, REMOTE_FOLDERS } from '.';

const root = path.resolve('/srv/rahi');

describe('loadConfig', () => {
  it('finds every build under RAHI_ROOT when nothing else is set', () => {
    const config = loadConfig({ RAHI_ROOT: root });

    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      devRoutes: false,
      shellDist: path.join(root, 'shell', 'dist'),
      remoteDists: {
        'mf-search': path.join(root, 'mf-search', 'dist'),
        'mf-hotel': path.join(root, 'mf-hotel', 'dist'),
        'mf-reservation': path.join(root, 'mf-reservation', 'dist'),
        'mf-profile': path.join(root, 'mf-profile', 'dist'),
        'mf-content': path.join(root, 'mf-content', 'dist'),
        'mf-backoffice': path.join(root, 'mf-backoffice', 'dist'),
      },
      releasesDir: path.join(root, '.releases'),
      registryFile: path.join(root, 'mf-registry.json'),
      registryJson: undefined,
      registryRecheckMs: 500,
      previousBuildKeepMs: 7_200_000,
      previousBuildsDir: path.join(root, '.data', 'previous-builds'),
      upstreamUrl: undefined,
      databaseUrl: undefined,
      upstreamTimeoutMs: 5000,
      sitemapCacheMs: 300_000,
      imageCacheDir: path.join(root, '.data', 'image-cache'),
      imageCacheMaxBytes: 256 * 1024 * 1024,
    });
  });

  it('reads where the image path keeps its pictures and how much it may keep', () => {
    const config = loadConfig({
      RAHI_ROOT: root,
      IMAGE_CACHE_DIR: '/var/cache/rahi',
      IMAGE_CACHE_MAX_MB: '16',
    });
    expect(config).toMatchObject({
      imageCacheDir: path.resolve('/var/cache/rahi'),
      imageCacheMaxBytes: 16 * 1024 * 1024,
    });
  });

  it('reads where booking-api is and how long to wait for it', () => {
    const config = loadConfig({
      RAHI_ROOT: root,
      UPSTREAM_API_URL: 'http://127.0.0.1:8081',
      DATABASE_URL: 'postgres://rahi@127.0.0.1/rahi',
      UPSTREAM_TIMEOUT_MS: '2500',
    });
    expect(config).toMatchObject({
      upstreamUrl: 'http://127.0.0.1:8081',
      databaseUrl: 'postgres://rahi@127.0.0.1/rahi',
      upstreamTimeoutMs: 2500,
    });
  });

  it('refuses to start in production without PUBLIC_ORIGIN, rather than trust the Host header', () => {
    expect(() => loadConfig({ RAHI_ROOT: root, NODE_ENV: 'production' })).toThrow(
      /PUBLIC_ORIGIN must be set/,
    );
    expect(() => loadConfig({ RAHI_ROOT: root, NODE_ENV: 'production', PUBLIC_ORIGIN: ' ' })).toThrow(
      /PUBLIC_ORIGIN must be set/,
    );
  });

  it('reads PUBLIC_ORIGIN as an origin and refuses one that is not an http(s) address', () => {
    expect(
      loadConfig({ RAHI_ROOT: root, NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://rahi.example/' })
        .publicOrigin,
    ).toBe('https://rahi.example');
    expect(loadConfig({ RAHI_ROOT: root }).publicOrigin).toBeUndefined();
    expect(() => loadConfig({ RAHI_ROOT: root, PUBLIC_ORIGIN: 'rahi.example' })).toThrow(/absolute/);
    expect(() => loadConfig({ RAHI_ROOT: root, PUBLIC_ORIGIN: 'javascript:alert(1)' })).toThrow(/absolute/);
  });

  it('refuses a malformed number, naming the variable, instead of running with NaN', () => {
    expect(() => loadConfig({ RAHI_ROOT: root, PORT: '80a' })).toThrow(/PORT.*"80a"/);
    expect(() => loadConfig({ RAHI_ROOT: root, UPSTREAM_TIMEOUT_MS: 'five' })).toThrow(/UPSTREAM_TIMEOUT_MS/);
    expect(() => loadConfig({ RAHI_ROOT: root, IMAGE_CACHE_MAX_MB: '-1' })).toThrow(/IMAGE_CACHE_MAX_MB/);
    expect(() => loadConfig({ RAHI_ROOT: root, PORT: '70000' })).toThrow(/PORT/);
  });

  it('treats an empty number setting as unset', () => {
    expect(loadConfig({ RAHI_ROOT: root, PORT: '', MF_REGISTRY_RECHECK_MS: ' ' })).toMatchObject({
      port: 8080,
      registryRecheckMs: 500,
    });
  });

  it('serves one folder per remote', () => {
    expect(Object.keys(loadConfig({ RAHI_ROOT: root }).remoteDists)).toEqual([...REMOTE_FOLDERS]);
  });

  it('takes the port, the shell build, the releases folder, the registry file and MF_REGISTRY from the environment', () => {
    const config = loadConfig({
      RAHI_ROOT: root,
      PORT: '3000',
      SHELL_DIST: '/elsewhere/shell',
      RELEASES_DIR: '/elsewhere/releases',
      MF_REGISTRY_FILE: '/elsewhere/registry.json',
      MF_REGISTRY: '{"remotes":{}}',
    });

    expect(config).toMatchObject({
      port: 3000,
      shellDist: path.resolve('/elsewhere/shell'),
      releasesDir: path.resolve('/elsewhere/releases'),
      registryFile: path.resolve('/elsewhere/registry.json'),
      registryJson: '{"remotes":{}}',
    });
  });

  it('treats an empty MF_REGISTRY as unset, so the registry file is used', () => {
    expect(loadConfig({ RAHI_ROOT: root, MF_REGISTRY: '' }).registryJson).toBeUndefined();
  });

  it('resolves relative paths to absolute ones', () => {
    const config = loadConfig({ RAHI_ROOT: 'checkout', SHELL_DIST: 'shell-build' });

    expect(config.shellDist).toBe(path.resolve('shell-build'));
    expect(config.registryFile).toBe(path.resolve('checkout', 'mf-registry.json'));
  });
});
