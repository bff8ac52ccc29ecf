import path from 'node:path';
import { fileForGatewayPath, resolveBuildLocation } from './locations';

const folders = { remoteDists: { 'mf-hotel': '/srv/mf-hotel/dist' }, releasesDir: '/srv/releases' };

describe('resolveBuildLocation', () => {
  it("reads a remote's own build from its dist folder", () => {
    expect(
      resolveBuildLocation('/remotes/mf-hotel/server/mf-server-manifest.json', undefined, folders),
    ).toEqual({
      kind: 'file',
      file: path.resolve('/srv/mf-hotel/dist/server/mf-server-manifest.json'),
      href: '/remotes/mf-hotel/server/mf-server-manifest.json',
    });
  });

  it('resolves an entry against the manifest that names it', () => {
    const entry = resolveBuildLocation('hotel.server.ab.js', '/releases/mf-hotel/r1/server/m.json', folders);

    expect(entry).toMatchObject({
      kind: 'file',
      file: path.resolve('/srv/releases/mf-hotel/r1/server/hotel.server.ab.js'),
    });
  });

  it('downloads what an absolute URL names, and its entry from beside it', () => {
    const entry = resolveBuildLocation('h.js', 'https://cdn.example/mf-hotel/9/server/m.json', folders);

    expect(entry).toMatchObject({ kind: 'url', href: 'https://cdn.example/mf-hotel/9/server/h.js' });
  });

  it.each([
    ['a path this gateway does not serve', '/etc/passwd'],
    ['a climb out of the releases', '/releases/../../etc/passwd'],
    ['an encoded climb', '/releases/%2e%2e/%2e%2e/etc/passwd'],
    ['another scheme', 'file:///etc/passwd'],
    ['a scheme-relative address', '//cdn.example/x.json'],
    ['an unknown remote folder', '/remotes/mf-flights/server/m.json'],
  ])('refuses %s', (_, ref) => {
    expect(() => resolveBuildLocation(ref, undefined, folders)).toThrow();
  });
});

describe('fileForGatewayPath', () => {
  it('never leaves the folder it maps to', () => {
    const file = fileForGatewayPath('/remotes/mf-hotel/..%2f..%2fsecret', folders);

    expect(file === undefined || file.startsWith(path.resolve('/srv/mf-hotel/dist') + path.sep)).toBe(true);
  });
});
