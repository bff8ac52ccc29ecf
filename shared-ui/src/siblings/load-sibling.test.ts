import { getInstance } from '@module-federation/enhanced/runtime';
import { loadSibling } from './load-sibling';

jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: jest.fn() }));

const getInstanceMock = getInstance as unknown as jest.Mock;
const SEARCH_BOX = { default: () => null };

function shellThatAnswers(answer: unknown) {
  const loadRemote = jest.fn(async () => answer);
  getInstanceMock.mockImplementation((pick: (instance: { name: string }) => boolean) =>
    pick({ name: 'shell' }) ? { name: 'shell', loadRemote } : undefined,
  );
  return loadRemote;
}

describe('loadSibling', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it("asks the shell's runtime for the factory and runs it a task later", async () => {
    jest.useFakeTimers();
    try {
      const factory = jest.fn(() => SEARCH_BOX);
      const loadRemote = shellThatAnswers(factory);
      const loading = loadSibling('mf_search/SearchBox');
      await Promise.resolve();
      await Promise.resolve();
      expect(loadRemote).toHaveBeenCalledWith('mf_search/SearchBox', { loadFactory: false, from: 'runtime' });
      expect(factory).not.toHaveBeenCalled();
      await jest.runAllTimersAsync();
      expect(await loading).toBe(SEARCH_BOX);
    } finally {
      jest.useRealTimers();
    }
  });

  it("is null for the resilience plugin's marker of a remote that cannot load", async () => {
    shellThatAnswers({ __rahiRemoteUnavailable: true, id: 'mf_search/SearchBox', reason: '503' });
    expect(await loadSibling('mf_search/SearchBox')).toBeNull();
  });

  it('is null when the module throws while it is evaluated, or when there is no shell', async () => {
    shellThatAnswers(() => {
      throw new Error('boom');
    });
    expect(await loadSibling('mf_search/SearchBox')).toBeNull();
    getInstanceMock.mockReturnValue(undefined);
    expect(await loadSibling('mf_search/SearchBox')).toBeNull();
  });
});
