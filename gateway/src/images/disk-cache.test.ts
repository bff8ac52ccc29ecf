import fs from 'node:fs';
import path from 'node:path';
import { openDiskCache } from './disk-cache';
import { removeTemporaryFolders, temporaryFolder } from './test-fixtures';

const bytes = (size: number, fill = 1) => Buffer.alloc(size, fill);

afterAll(removeTemporaryFolders);

describe('openDiskCache', () => {
  it('reads back what it wrote, and nothing for a name it never wrote', async () => {
    const dir = temporaryFolder();
    const cache = openDiskCache({ dir, maxBytes: 1000 });
    await cache.write('a.webp', bytes(10, 7));
    expect(await cache.read('a.webp')).toEqual(bytes(10, 7));
    expect(await cache.read('b.webp')).toBeUndefined();
    expect(fs.readdirSync(dir)).toEqual(['a.webp']);
  });

  it('removes the least recently used files once over the cap', async () => {
    const dir = temporaryFolder();
    const cache = openDiskCache({ dir, maxBytes: 250 });
    await cache.write('a.webp', bytes(100));
    await cache.write('b.webp', bytes(100));
    await cache.read('a.webp');
    await cache.write('c.webp', bytes(100));
    expect(fs.readdirSync(dir).sort()).toEqual(['a.webp', 'c.webp']);
    expect(await cache.bytes()).toBe(200);
  });

  it('keeps the newest file even when it alone is over the cap', async () => {
    const dir = temporaryFolder();
    const cache = openDiskCache({ dir, maxBytes: 50 });
    await cache.write('a.webp', bytes(40));
    await cache.write('big.webp', bytes(80));
    expect(fs.readdirSync(dir)).toEqual(['big.webp']);
  });

  it('finds the files of an earlier run, oldest first, and clears half-written ones', async () => {
    const dir = temporaryFolder();
    fs.writeFileSync(path.join(dir, 'old.webp'), bytes(100));
    fs.utimesSync(path.join(dir, 'old.webp'), new Date(2020, 0, 1), new Date(2020, 0, 1));
    fs.writeFileSync(path.join(dir, 'new.webp'), bytes(100));
    fs.writeFileSync(path.join(dir, '.tmp-x.webp-1-abcd'), bytes(5));
    const cache = openDiskCache({ dir, maxBytes: 250 });
    expect(await cache.read('new.webp')).toEqual(bytes(100));
    await cache.write('next.webp', bytes(100));
    expect(fs.readdirSync(dir).sort()).toEqual(['new.webp', 'next.webp']);
  });

  it('forgets a file removed behind its back', async () => {
    const dir = temporaryFolder();
    const cache = openDiskCache({ dir, maxBytes: 1000 });
    await cache.write('a.webp', bytes(10));
    fs.rmSync(path.join(dir, 'a.webp'));
    expect(await cache.read('a.webp')).toBeUndefined();
    expect(await cache.bytes()).toBe(0);
  });

  it('does not touch the folder until it is used', () => {
    const dir = path.join(temporaryFolder(), 'later');
    openDiskCache({ dir, maxBytes: 1000 });
    expect(fs.existsSync(dir)).toBe(false);
  });
});
