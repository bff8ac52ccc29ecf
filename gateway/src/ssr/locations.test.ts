import path from 'node:path';
import { containerEntryOf, fileForGatewayPath } from './locations';

const folders = { remoteDists: { 'mf-hotel': '/srv/mf-hotel/dist' }, releasesDir: '/srv/releases' };

describe('containerEntryOf', () => {
  it("reads a remote's own container from its dist folder, and a release's from the releases folder", () => {
    expect(containerEntryOf('/remotes/mf-hotel/server-container/remoteEntry.js', folders)).toEqual({
      file: path.resolve('/srv/mf-hotel/dist/server-container/remoteEntry.js'),
    });
    expect(containerEntryOf('/releases/mf-hotel/r1/server-container/remoteEntry.js', folders)).toEqual({
      file: path.resolve('/srv/releases/mf-hotel/r1/server-container/remoteEntry.js'),
    });
  });

  it('leaves an absolute http(s) address to the runtime', () => {
    expect(
      containerEntryOf('https://cdn.example/mf-hotel/9/server-container/remoteEntry.js', folders),
    ).toEqual({
      url: 'https://cdn.example/mf-hotel/9/server-container/remoteEntry.js',
    });
  });

  it.each([
    ['a path this gateway does not serve', '/etc/passwd'],
    ['a climb out of the releases', '/releases/../../etc/passwd'],
    ['an encoded climb', '/releases/%2e%2e/%2e%2e/etc/passwd'],
    ['another scheme', 'file:///etc/passwd'],
    ['a scheme-relative address', '//cdn.example/x.json'],
    ['an unknown remote folder', '/remotes/mf-flights/server/m.json'],
  ])('refuses %s', (_, ref) => {
    expect(() => containerEntryOf(ref, folders)).toThrow();
  });
});

describe('fileForGatewayPath', () => {
  it('never leaves the folder it maps to', () => {
    const file = fileForGatewayPath('/remotes/mf-hotel/..%2f..%2fsecret', folders);

    expect(file === undefined || file.startsWith(path.resolve('/srv/mf-hotel/dist') + path.sep)).toBe(true);
  });
});
