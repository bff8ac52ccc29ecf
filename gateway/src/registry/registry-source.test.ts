import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { logger } from '@rahi/booking-api/observability';
import { defaultRegistry, type RemoteRegistry } from '@rahi/shared-contracts';
import { createRegistrySource } from './registry-source';

/** A full registry (the schema wants every remote) with mf_hotel pointed at `hotelEntry`. */
function registryWithHotelAt(hotelEntry: string, version?: string): RemoteRegistry {
  const registry = defaultRegistry();
  registry.remotes.mf_hotel = version === undefined ? { entry: hotelEntry } : { entry: hotelEntry, version };
  return registry;
}

/** Writes the file and gives it a fixed modification time, in seconds since the epoch. */
function writeAt(file: string, content: string, mtimeSeconds: number) {
  fs.writeFileSync(file, content);
  fs.utimesSync(file, mtimeSeconds, mtimeSeconds);
}

let dir: string;
let fileCount = 0;
/** A fresh, not yet existing, registry file path for each test. */
const newFile = () => path.join(dir, `registry-${++fileCount}.json`);

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rahi-registry-source-'));
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('createRegistrySource', () => {
  it('points every remote at its folder on this gateway when there is no file', () => {
    const source = createRegistrySource({ file: newFile(), recheckMs: 0 });

    expect(source.current()).toEqual(defaultRegistry());
  });

  it('serves the registry file when it exists', () => {
    const file = newFile();
    const registry = registryWithHotelAt('https://cdn.example.com/mf-hotel/mf-manifest.json', 'build-7');
    writeAt(file, JSON.stringify(registry), 1_700_000_000);

    expect(createRegistrySource({ file, recheckMs: 0 }).current()).toEqual(registry);
  });

  it('picks up a rewritten file once its modification time changes, with nothing recreated', () => {
    const file = newFile();
    writeAt(file, JSON.stringify(registryWithHotelAt('/releases/hotel-1/mf-manifest.json')), 1_700_000_000);
    const source = createRegistrySource({ file, recheckMs: 0 });
    expect(source.current().remotes.mf_hotel?.entry).toBe('/releases/hotel-1/mf-manifest.json');

    writeAt(file, JSON.stringify(registryWithHotelAt('/releases/hotel-2/mf-manifest.json')), 1_700_000_100);

    expect(source.current().remotes.mf_hotel?.entry).toBe('/releases/hotel-2/mf-manifest.json');
  });

  it('does not read the file again while its modification time stays the same', () => {
    const file = newFile();
    writeAt(file, JSON.stringify(registryWithHotelAt('/releases/hotel-1/mf-manifest.json')), 1_700_000_000);
    const source = createRegistrySource({ file, recheckMs: 0 });
    source.current();

    writeAt(file, JSON.stringify(registryWithHotelAt('/releases/hotel-2/mf-manifest.json')), 1_700_000_000);

    expect(source.current().remotes.mf_hotel?.entry).toBe('/releases/hotel-1/mf-manifest.json');
  });

  it('keeps the last good registry, and says so, when the file is rewritten with broken JSON', () => {
    const error = jest.spyOn(logger, 'error').mockImplementation(() => {});
    const file = newFile();
    writeAt(file, JSON.stringify(registryWithHotelAt('/releases/hotel-1/mf-manifest.json')), 1_700_000_000);
    const source = createRegistrySource({ file, recheckMs: 0 });
    source.current();

    writeAt(file, '{"remotes": {"mf_hotel": ', 1_700_000_100);

    expect(source.current().remotes.mf_hotel?.entry).toBe('/releases/hotel-1/mf-manifest.json');
    expect(error).toHaveBeenCalledWith({ err: expect.any(Error) }, expect.stringContaining(file));
  });

  it('keeps the last good registry when the file is valid JSON but not a valid registry', () => {
    const error = jest.spyOn(logger, 'error').mockImplementation(() => {});
    const file = newFile();
    writeAt(file, JSON.stringify(registryWithHotelAt('/releases/hotel-1/mf-manifest.json')), 1_700_000_000);
    const source = createRegistrySource({ file, recheckMs: 0 });
    source.current();

    writeAt(file, JSON.stringify({ remotes: { mf_hotel: { entry: '' } } }), 1_700_000_100);

    expect(source.current().remotes.mf_hotel?.entry).toBe('/releases/hotel-1/mf-manifest.json');
    expect(error).toHaveBeenCalled();
  });

  it('says a broken file is broken once, not on every request', () => {
    const error = jest.spyOn(logger, 'error').mockImplementation(() => {});
    const file = newFile();
    writeAt(file, '{"remotes": ', 1_700_000_000);
    const source = createRegistrySource({ file, recheckMs: 0 });

    source.current();
    source.current();
    source.current();

    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('serves the new registry once a broken file is fixed', () => {
    jest.spyOn(logger, 'error').mockImplementation(() => {});
    const file = newFile();
    writeAt(file, 'not json', 1_700_000_000);
    const source = createRegistrySource({ file, recheckMs: 0 });
    source.current();

    writeAt(file, JSON.stringify(registryWithHotelAt('/releases/hotel-3/mf-manifest.json')), 1_700_000_100);

    expect(source.current().remotes.mf_hotel?.entry).toBe('/releases/hotel-3/mf-manifest.json');
  });

  it('falls back to the default registry when the file is broken from the start', () => {
    const error = jest.spyOn(logger, 'error').mockImplementation(() => {});
    const file = newFile();
    writeAt(file, 'not json', 1_700_000_000);

    expect(createRegistrySource({ file, recheckMs: 0 }).current()).toEqual(defaultRegistry());
    expect(error).toHaveBeenCalled();
  });

  it('falls back to the default registry when the file is removed', () => {
    const file = newFile();
    writeAt(file, JSON.stringify(registryWithHotelAt('/releases/hotel-1/mf-manifest.json')), 1_700_000_000);
    const source = createRegistrySource({ file, recheckMs: 0 });
    source.current();

    fs.rmSync(file);

    expect(source.current()).toEqual(defaultRegistry());
  });

  it('looks at the file at most once per recheck interval, then sees the change', () => {
    const file = newFile();
    writeAt(file, JSON.stringify(registryWithHotelAt('/releases/hotel-1/mf-manifest.json')), 1_700_000_000);
    let clock = 10_000;
    const stat = jest.spyOn(fs, 'statSync');
    const source = createRegistrySource({ file, recheckMs: 500, now: () => clock });
    source.current();
    writeAt(file, JSON.stringify(registryWithHotelAt('/releases/hotel-2/mf-manifest.json')), 1_700_000_100);
    clock += 499;

    expect(source.current().remotes.mf_hotel?.entry).toBe('/releases/hotel-1/mf-manifest.json');
    expect(stat).toHaveBeenCalledTimes(1);

    clock += 1;
    expect(source.current().remotes.mf_hotel?.entry).toBe('/releases/hotel-2/mf-manifest.json');
    expect(stat).toHaveBeenCalledTimes(2);
  });

  it('prefers the MF_REGISTRY JSON over the file', () => {
    const file = newFile();
    writeAt(file, JSON.stringify(registryWithHotelAt('/from-file/mf-manifest.json')), 1_700_000_000);
    const fromEnv = registryWithHotelAt('https://cdn.example.com/mf-hotel/mf-manifest.json');

    const source = createRegistrySource({ file, json: JSON.stringify(fromEnv) });

    expect(source.current()).toEqual(fromEnv);
  });

  it('treats an empty MF_REGISTRY as unset', () => {
    const file = newFile();
    const fromFile = registryWithHotelAt('/from-file/mf-manifest.json');
    writeAt(file, JSON.stringify(fromFile), 1_700_000_000);

    expect(createRegistrySource({ file, json: '' }).current()).toEqual(fromFile);
  });

  it('refuses to start with an MF_REGISTRY that is not a valid registry', () => {
    expect(() => createRegistrySource({ file: newFile(), json: '{"remotes": ' })).toThrow();
    expect(() => createRegistrySource({ file: newFile(), json: '{"remotes": []}' })).toThrow();
    expect(() =>
      createRegistrySource({ file: newFile(), json: '{"remotes": {"mf_x": {"entry": "/x"}}}' }),
    ).toThrow();
  });
});
