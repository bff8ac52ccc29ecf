import { logger } from '@rahi/booking-api/observability';
import type { RemoteName } from '@rahi/shared-contracts';
import type { Sibling } from '../pages/startup-chunks';
import type { BuildLoader, ServerBuild } from './render-page';
import { createSiblingStyles, TIMEOUT_RETRIES } from './sibling-styles';

/** mf-search's search box, as the hotel page's build report names it. */
const SEARCH_BOX: Sibling = { remote: 'mf_search', module: './SearchBox' };

const TAGS = '<style data-emotion="rtl a1 b2">.rtl-a1{color:red}</style>';

/** A loader whose current build is `build` under `key` (a new key is a new deployment). */
function loaderOf(state: { key: string; build: Partial<ServerBuild> }) {
  const loader = {
    current: jest.fn(async () => ({ key: state.key, build: state.build as ServerBuild })),
  } satisfies BuildLoader;
  return loader;
}

/** The styles of siblings whose remote's registry entry names a server container, unless `noServerBuild`. */
function siblingsWith(state: { key: string; build: Partial<ServerBuild> }, noServerBuild = false) {
  const loader = loaderOf(state);
  const styles = createSiblingStyles({
    loaderFor: (remote: RemoteName) => {
      expect(remote).toBe('mf_search');
      return loader;
    },
    ssrRefOf: () => (noServerBuild ? undefined : '/remotes/mf-search/server-container/remoteEntry.js'),
    timeoutMs: 200,
  });
  return { styles, loader };
}

describe('createSiblingStyles', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  it("asks the sibling's build for its module's styles once per build, and again after a deployment", async () => {
    const draw = jest.fn((module: string) => (module === './SearchBox' ? TAGS : ''));
    const state = { key: 'v1', build: { styles: draw } };
    const { styles } = siblingsWith(state);

    expect(await styles([SEARCH_BOX])).toBe(TAGS);
    expect(await styles([SEARCH_BOX])).toBe(TAGS);
    expect(draw).toHaveBeenCalledTimes(1);
    expect(draw).toHaveBeenCalledWith('./SearchBox');

    state.key = 'v2';
    await styles([SEARCH_BOX]);
    expect(draw).toHaveBeenCalledTimes(2);
  });

  it('adds nothing for no sibling, a remote without a server build, or a build without styles()', async () => {
    expect(await siblingsWith({ key: 'v1', build: { styles: () => TAGS } }).styles([])).toBe('');
    expect(await siblingsWith({ key: 'v1', build: { styles: () => TAGS } }, true).styles([SEARCH_BOX])).toBe(
      '',
    );
    expect(await siblingsWith({ key: 'v1', build: {} }).styles([SEARCH_BOX])).toBe('');
    expect(logged).not.toHaveBeenCalled();
  });

  it('serves the page without them when styles() throws or answers no text, logging it once per build', async () => {
    const throwing = siblingsWith({
      key: 'v1',
      build: {
        styles: () => {
          throw new Error('boom');
        },
      },
    });
    expect(await throwing.styles([SEARCH_BOX])).toBe('');
    expect(await throwing.styles([SEARCH_BOX])).toBe('');
    expect(logged).toHaveBeenCalledTimes(1);

    const wrong = siblingsWith({
      key: 'v1',
      build: { styles: (() => 42) as unknown as ServerBuild['styles'] },
    });
    expect(await wrong.styles([SEARCH_BOX])).toBe('');
    expect(logged).toHaveBeenCalledTimes(2);
  });

  it('stops a styles() that never returns and serves the page without them, asking again a few times', async () => {
    const stuck = jest.fn(() => {
      for (;;) {
        // a render stuck in a loop
      }
    });
    const { styles } = siblingsWith({ key: 'v1', build: { styles: stuck } });

    for (let page = 0; page < TIMEOUT_RETRIES + 3; page++) expect(await styles([SEARCH_BOX])).toBe('');
    expect(stuck).toHaveBeenCalledTimes(TIMEOUT_RETRIES + 1);
    expect(logged).toHaveBeenCalledTimes(TIMEOUT_RETRIES + 1);
  });

  it('draws the styles for the next page when the first draw ran out of time (a busy process)', async () => {
    let busy = true;
    const draw = jest.fn(() => {
      const until = Date.now() + 400;
      while (busy && Date.now() < until) {
        // the first call, on a loaded machine, takes longer than the limit
      }
      return TAGS;
    });
    const { styles } = siblingsWith({ key: 'v1', build: { styles: draw } });

    expect(await styles([SEARCH_BOX])).toBe('');
    busy = false;
    expect(await styles([SEARCH_BOX])).toBe(TAGS);
    expect(await styles([SEARCH_BOX])).toBe(TAGS);
    expect(draw).toHaveBeenCalledTimes(2);
  });
});
