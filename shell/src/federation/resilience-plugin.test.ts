import { REMOTE_UNAVAILABLE } from './remote-unavailable';
import { fetchWithRetry, resiliencePlugin } from './resilience-plugin';

const URL = 'https://rahi.test/remotes/mf-search/mf-manifest.json';
const NO_WAIT = [0, 0] as const;

const answer = (status: number) => ({ status, ok: status < 400 }) as Response;

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
const originalFetch = globalThis.fetch;

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  globalThis.fetch = originalFetch;
  jest.restoreAllMocks();
});

describe('fetchWithRetry', () => {
  it('retries a network error and a 5xx answer, then returns the answer that succeeds', async () => {
    const ok = answer(200);
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(answer(502))
      .mockResolvedValueOnce(ok);

    await expect(fetchWithRetry(URL, { cache: 'no-cache' }, NO_WAIT)).resolves.toBe(ok);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock).toHaveBeenLastCalledWith(URL, { cache: 'no-cache' });
  });

  it('gives up after one try per delay plus the first, throwing the last failure', async () => {
    fetchMock.mockResolvedValue(answer(503));

    await expect(fetchWithRetry(URL, {}, NO_WAIT)).rejects.toThrow(`${URL} answered 503`);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('throws the network error itself when the last try fails to connect', async () => {
    const offline = new TypeError('Failed to fetch');
    fetchMock.mockResolvedValueOnce(answer(500)).mockRejectedValue(offline);

    await expect(fetchWithRetry(URL, {}, NO_WAIT)).rejects.toBe(offline);
  });

  it('does not retry a 404 and returns it to the caller', async () => {
    const missing = answer(404);
    fetchMock.mockResolvedValue(missing);

    await expect(fetchWithRetry(URL, {}, NO_WAIT)).resolves.toBe(missing);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('resiliencePlugin().errorLoadRemote', () => {
  type Args = Parameters<NonNullable<ReturnType<typeof resiliencePlugin>['errorLoadRemote']>>[0];
  const failure = (lifecycle: Args['lifecycle']) =>
    ({ id: 'mf_search/HomePage', error: new Error('boom'), lifecycle, from: 'runtime' }) as Args;

  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

  it('hands back the unavailable marker at the final onLoad stage', async () => {
    const result = await resiliencePlugin().errorLoadRemote?.(failure('onLoad'));

    expect(result).toEqual({
      [REMOTE_UNAVAILABLE]: true,
      id: 'mf_search/HomePage',
      reason: 'Error: boom',
    });
  });

  it.each(['beforeRequest', 'beforeLoadShare', 'afterResolve'] as const)(
    'returns nothing at the %s stage, so the runtime goes on to onLoad',
    async (lifecycle) => {
      await expect(resiliencePlugin().errorLoadRemote?.(failure(lifecycle))).resolves.toBeUndefined();
    },
  );
});
