import { RemoteUnavailableError } from '../federation/remote-unavailable';
import type { BuildWatch } from './build-watch';
import { reactToPageError } from './page-errors';
import { RELOAD_GUARD_KEY } from './reload-guard';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const watchSaying = (newer: boolean): BuildWatch => ({
  check: jest.fn(async () => newer),
  isNewer: () => newer,
  start: () => () => {},
});

const reload = jest.fn();
const guard = { reload };

beforeEach(() => {
  reload.mockReset();
  sessionStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('reactToPageError', () => {
  it('reloads once for a chunk load error a boundary caught', () => {
    const error = Object.assign(new Error('Loading chunk 812 failed.'), { name: 'ChunkLoadError' });

    reactToPageError(error, watchSaying(false), guard);
    reactToPageError(error, watchSaying(false), guard);

    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reads the registry at once when a remote could not load', async () => {
    const watch = watchSaying(false);

    reactToPageError(new RemoteUnavailableError('mf_content/NotFoundPage', 'entry 404'), watch, guard);
    await Promise.resolve();

    expect(watch.check).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('starts a (guarded) reload when that remote failed because the registry moved on', async () => {
    const watch = watchSaying(true);

    reactToPageError(new RemoteUnavailableError('mf_content/NotFoundPage', 'entry 404'), watch, guard);
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(RELOAD_GUARD_KEY)).not.toBeNull();
  });

  it('leaves errors of the page itself alone', async () => {
    const watch = watchSaying(true);

    reactToPageError(Object.assign(new Error('Page Not Found: /hotel/x'), { status: 404 }), watch, guard);
    reactToPageError(new TypeError('undefined is not a function'), watch, guard);
    await Promise.resolve();

    expect(watch.check).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
});
