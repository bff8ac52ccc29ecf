import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultRegistry, type RemoteRegistry } from '@rahi/shared-contracts';
import { createPreviousBuilds, observedRegistry } from './previous-builds';

const HOUR = 3_600_000;
const CHUNK = 'static/js/812.0123456789.js';

let root: string;
let releasesDir: string;
let contentDist: string;
let clock: number;

function put(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** A release of mf-content: manifest, entry, one hashed chunk with its brotli twin. */
function release(name: string) {
  const folder = path.join(releasesDir, 'mf-content', name);
  put(path.join(folder, 'mf-manifest.json'), `{"name":"mf_content","build":"${name}"}`);
  put(path.join(folder, 'remoteEntry.js'), `/* entry of ${name} */`);
  put(path.join(folder, CHUNK), `/* chunk of ${name} */`);
  put(path.join(folder, `${CHUNK}.br`), `brotli of ${name}`);
  return folder;
}

function registryAt(contentEntry: string): RemoteRegistry {
  const registry = defaultRegistry();
  registry.remotes.mf_content = { entry: contentEntry };
  return registry;
}

const atRelease = (name: string) => registryAt(`/releases/mf-content/${name}/mf-manifest.json`);

function keeper(keepMs = 2 * HOUR, dir = path.join(root, 'kept')) {
  return createPreviousBuilds({
    dir,
    keepMs,
    releasesDir,
    remoteDists: { 'mf-content': contentDist },
    now: () => clock,
  });
}

/** The kept file's text for a gateway path, or undefined. */
function keptText(builds: ReturnType<typeof keeper>, pathname: string) {
  const kept = builds.keptPath(pathname);
  return kept === undefined ? undefined : fs.readFileSync(path.join(builds.dir, kept), 'utf8');
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'rahi-previous-builds-'));
  releasesDir = path.join(root, 'releases');
  contentDist = path.join(root, 'mf-content', 'dist');
  clock = 1_000_000;
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
  jest.restoreAllMocks();
});

describe('createPreviousBuilds', () => {
  it('keeps serving the previous build after the registry moved on and its folder was deleted', () => {
    const b1 = release('b1');
    const builds = keeper();
    builds.observe(atRelease('b1'));

    release('b2');
    builds.observe(atRelease('b2'));
    fs.rmSync(b1, { recursive: true });

    expect(keptText(builds, `/releases/mf-content/b1/${CHUNK}`)).toBe('/* chunk of b1 */');
    expect(keptText(builds, '/releases/mf-content/b1/remoteEntry.js')).toBe('/* entry of b1 */');
    expect(keptText(builds, '/releases/mf-content/b1/mf-manifest.json')).toContain('"b1"');
    expect(keptText(builds, `/releases/mf-content/b1/${CHUNK}.br`)).toBe('brotli of b1');
  });

  it('drops the previous build once the kept time has passed since the registry moved on', () => {
    const b1 = release('b1');
    const builds = keeper(2 * HOUR);
    builds.observe(atRelease('b1'));
    release('b2');
    builds.observe(atRelease('b2'));
    fs.rmSync(b1, { recursive: true });

    clock += 2 * HOUR - 1;
    builds.observe(atRelease('b2'));
    expect(builds.keptPath(`/releases/mf-content/b1/${CHUNK}`)).toBeDefined();

    clock += 1;
    builds.observe(atRelease('b2'));
    expect(builds.keptPath(`/releases/mf-content/b1/${CHUNK}`)).toBeUndefined();
    // Only the current build's copy is left on disk.
    expect(fs.readdirSync(builds.dir)).toHaveLength(1);
  });

  it('never drops the build the registry names, however long it stays', () => {
    release('b1');
    const builds = keeper(2 * HOUR);
    builds.observe(atRelease('b1'));

    clock += 10 * HOUR;
    builds.observe(atRelease('b1'));

    expect(builds.keptPath(`/releases/mf-content/b1/${CHUNK}`)).toBeDefined();
  });

  it('takes a rolled-back build as current again: its clock starts afresh when the registry leaves it again', () => {
    const b1 = release('b1');
    release('b2');
    const builds = keeper(2 * HOUR);
    builds.observe(atRelease('b1'));
    builds.observe(atRelease('b2'));
    clock += HOUR;

    builds.observe(atRelease('b1'));
    clock += 5 * HOUR;
    builds.observe(atRelease('b1'));
    // b2 was the previous build for five hours: dropped.
    expect(builds.keptPath(`/releases/mf-content/b2/${CHUNK}`)).toBeUndefined();

    builds.observe(atRelease('b2'));
    fs.rmSync(b1, { recursive: true });
    expect(keptText(builds, `/releases/mf-content/b1/${CHUNK}`)).toBe('/* chunk of b1 */');
  });

  it('keeps a dist/ rebuilt in place at the same address: the old chunks stay served', () => {
    put(path.join(contentDist, 'mf-manifest.json'), '{"build":"old"}');
    put(path.join(contentDist, 'static/js/1.aaaaaaaaaa.js'), '/* old chunk */');
    const builds = keeper();
    const registry = registryAt('/remotes/mf-content/mf-manifest.json');
    builds.observe(registry);

    // webpack's clean build: the old chunk is gone, the manifest rewritten.
    fs.rmSync(contentDist, { recursive: true });
    put(path.join(contentDist, 'mf-manifest.json'), '{"build":"new"}');
    put(path.join(contentDist, 'static/js/1.bbbbbbbbbb.js'), '/* new chunk */');
    fs.utimesSync(path.join(contentDist, 'mf-manifest.json'), 2_000_000_000, 2_000_000_000);
    builds.observe(registry);

    expect(keptText(builds, '/remotes/mf-content/static/js/1.aaaaaaaaaa.js')).toBe('/* old chunk */');
    expect(keptText(builds, '/remotes/mf-content/static/js/1.bbbbbbbbbb.js')).toBe('/* new chunk */');
    // Where two builds at one address both have a file, the newer one's is given.
    expect(keptText(builds, '/remotes/mf-content/mf-manifest.json')).toBe('{"build":"new"}');
  });

  it('does not let a path leave the kept folder', () => {
    release('b1');
    put(path.join(root, 'kept-secret.txt'), 'secret');
    const builds = keeper();
    builds.observe(atRelease('b1'));

    expect(builds.keptPath('/releases/mf-content/b1/../../../../kept-secret.txt')).toBeUndefined();
    expect(builds.keptPath('/releases/mf-content/b1/%2e%2e/%2e%2e/%2e%2e/kept-secret.txt')).toBeUndefined();
    expect(builds.keptPath('/releases/mf-content/b1/kept-build.json')).toBeUndefined();
    expect(builds.keptPath('/releases/mf-content/b1/%E0%A4%A')).toBeUndefined();
  });

  it('ignores remotes on another origin', () => {
    const builds = keeper();

    builds.observe(registryAt('https://cdn.example.ir/mf-content/mf-manifest.json'));

    expect(fs.readdirSync(builds.dir)).toEqual([]);
  });

  it('keeps nothing with a kept time of 0', () => {
    const b1 = release('b1');
    const builds = keeper(0);
    builds.observe(atRelease('b1'));
    fs.rmSync(b1, { recursive: true });

    expect(fs.readdirSync(builds.dir)).toEqual([]);
    expect(builds.keptPath(`/releases/mf-content/b1/${CHUNK}`)).toBeUndefined();
  });

  it('after a restart, serves what the last process kept for the kept time, then drops it', () => {
    const b1 = release('b1');
    keeper().observe(atRelease('b1'));
    fs.rmSync(b1, { recursive: true });
    release('b2');

    const restarted = keeper(2 * HOUR);
    restarted.observe(atRelease('b2'));
    expect(keptText(restarted, `/releases/mf-content/b1/${CHUNK}`)).toBe('/* chunk of b1 */');

    clock += 2 * HOUR;
    restarted.observe(atRelease('b2'));
    expect(restarted.keptPath(`/releases/mf-content/b1/${CHUNK}`)).toBeUndefined();
  });
});

describe('observedRegistry', () => {
  it('shows the keeper a changed registry at once, and the same one at most every interval', () => {
    let registry = atRelease('b1');
    const observe = jest.fn();
    const source = observedRegistry(
      { current: () => registry },
      { observe, keptPath: () => undefined, dir: root },
      5000,
      () => clock,
    );

    source.current();
    source.current();
    expect(observe).toHaveBeenCalledTimes(1);

    registry = atRelease('b2');
    expect(source.current()).toBe(registry);
    expect(observe).toHaveBeenCalledTimes(2);

    clock += 5000;
    source.current();
    expect(observe).toHaveBeenCalledTimes(3);
  });
});
