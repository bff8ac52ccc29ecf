import { isChunkLoadError, reloadOnChunkError, reloadOnUnhandledChunkErrors } from './chunk-error';
import { RELOAD_GUARD_KEY } from './reload-guard';

const chunkLoadError = () =>
  Object.assign(
    new Error('Loading chunk 812 failed.\n(missing: http://localhost/static/js/812.ab12cd34ef.js)'),
    {
      name: 'ChunkLoadError',
    },
  );

const reload = jest.fn();

beforeEach(() => {
  reload.mockReset();
  window.sessionStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('isChunkLoadError', () => {
  it("recognises webpack's ChunkLoadError", () => {
    expect(isChunkLoadError(chunkLoadError())).toBe(true);
  });

  it('recognises one the federation runtime folded into its own message (the remote area gets that)', () => {
    const wrapped = new Error(`Remote mf_content/NotFoundPage is unavailable: ${String(chunkLoadError())}`);
    expect(isChunkLoadError(wrapped)).toBe(true);
  });

  it('recognises one given as the cause of another error', () => {
    expect(isChunkLoadError(new Error('page failed', { cause: chunkLoadError() }))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(Object.assign(new Error('Not found'), { status: 404 }))).toBe(false);
    expect(isChunkLoadError('Loading chunk')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('reloadOnChunkError', () => {
  it('reloads once for a chunk load error, and not again within the guard', () => {
    expect(reloadOnChunkError(chunkLoadError(), { reload })).toBe(true);
    expect(reloadOnChunkError(chunkLoadError(), { reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(RELOAD_GUARD_KEY)).not.toBeNull();
  });

  it('does not reload for any other error', () => {
    expect(reloadOnChunkError(new Error('render failed'), { reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('reloadOnUnhandledChunkErrors', () => {
  it('reloads for a chunk load error no one caught, and only for that', () => {
    const target = new EventTarget();
    reloadOnUnhandledChunkErrors(target as unknown as Window, { reload });

    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('other') }));
    expect(reload).not.toHaveBeenCalled();

    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: chunkLoadError() }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
