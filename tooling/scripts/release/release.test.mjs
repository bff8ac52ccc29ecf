// The release store on disk and the one-machine registry file: node --test scripts/release/
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { readHistory, releaseInFile, rollbackInFile } from './file-registry.mjs';
import { publishToFolder } from './folder-store.mjs';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'rahi-release-test-'));

function fakeBuild(dir, { server = false } = {}) {
  fs.mkdirSync(path.join(dir, 'server-container'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
  if (server) fs.writeFileSync(path.join(dir, 'server-container', 'remoteEntry.js'), '');
  return dir;
}

test('a release is copied whole under its name and names its server container', () => {
  const root = tmp();
  const dist = fakeBuild(path.join(root, 'dist'), { server: true });
  const location = publishToFolder({
    releasesDir: path.join(root, 'releases'),
    folder: 'mf-hotel',
    name: 'r1',
    dist,
  });
  assert.deepEqual(location, {
    entry: '/releases/mf-hotel/r1/mf-manifest.json',
    ssr: '/releases/mf-hotel/r1/server-container/remoteEntry.js',
  });
  assert.ok(fs.existsSync(path.join(root, 'releases', 'mf-hotel', 'r1', 'mf-manifest.json')));
  assert.deepEqual(fs.readdirSync(path.join(root, 'releases', 'mf-hotel')), ['r1']);
});

test('a release name is never reused and a folder without a build is refused', () => {
  const root = tmp();
  const dist = fakeBuild(path.join(root, 'dist'));
  const options = { releasesDir: path.join(root, 'releases'), folder: 'mf-content', name: 'r1', dist };
  assert.equal(publishToFolder(options).ssr, undefined);
  assert.throws(() => publishToFolder(options), /never reused/);
  assert.throws(() => publishToFolder({ ...options, name: 'r2', dist: root }), /no mf-manifest.json/);
});

test('release points the file at the build, keeps the other remotes, and rollback goes back one release at a time', () => {
  const file = path.join(tmp(), 'mf-registry.json');
  const release = (name) => ({ name, entry: `/releases/${name}/mf-manifest.json` });
  const at = new Date('2026-11-28T13:00:00Z');
  releaseInFile(file, { remote: 'mf_hotel', release: release('mf-hotel/r1'), actor: 'Sara <s@rahi.ir>', at });
  releaseInFile(file, { remote: 'mf_hotel', release: release('mf-hotel/r2'), actor: 'Sara <s@rahi.ir>', at });
  const registry = () => JSON.parse(fs.readFileSync(file, 'utf8'));
  assert.equal(registry().remotes.mf_hotel.entry, '/releases/mf-hotel/r2/mf-manifest.json');
  assert.equal(registry().remotes.mf_search.entry, '/remotes/mf-search/mf-manifest.json');

  const back = rollbackInFile(file, { remote: 'mf_hotel', actor: 'Reza', at });
  assert.equal(back.name, 'mf-hotel/r1');
  assert.equal(back.previous, 'mf-hotel/r2');
  assert.deepEqual(registry().remotes.mf_hotel, {
    entry: '/releases/mf-hotel/r1/mf-manifest.json',
    version: 'mf-hotel/r1',
  });
  assert.throws(() => rollbackInFile(file, { remote: 'mf_hotel', actor: 'Reza' }), /no release before/);
  assert.deepEqual(
    readHistory(file).map(({ action, name, actor, at }) => [action, name, actor, at]),
    [
      ['release', 'mf-hotel/r1', 'Sara <s@rahi.ir>', '2026-11-28T13:00:00.000Z'],
      ['release', 'mf-hotel/r2', 'Sara <s@rahi.ir>', '2026-11-28T13:00:00.000Z'],
      ['rollback', 'mf-hotel/r1', 'Reza', '2026-11-28T13:00:00.000Z'],
    ],
  );
});
