import { getEventBus, type RahiEvent } from '@rahi/shared-contracts';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { ApiError } from './api-error';
import { fakeProxy, ok, refused, withClient } from './test-harness';
import { useApiQuery } from './use-api-query';

const BUS_KEY = Symbol.for('rahi.event-bus.v1');

function toasts() {
  const seen: RahiEvent[] = [];
  getEventBus().events$.subscribe((event) => event.type.startsWith('toast/') && seen.push(event));
  return seen;
}

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[BUS_KEY];
});

function CityName() {
  const { data } = useApiQuery<{ name: string }>('/cities/1');
  return <p>{data?.name ?? '…'}</p>;
}

describe('useApiQuery', () => {
  it('gives the data of an answer, typed by the contract', async () => {
    fakeProxy(() => ok({ id: 1, name: 'تهران' }));
    const { wrapper } = withClient();
    const { result } = renderHook(() => useApiQuery<{ name: string }>('/cities/1'), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ id: 1, name: 'تهران' }));
  });

  it('asks once when two parts of the page read the same path', async () => {
    const calls = fakeProxy(() => ok({ name: 'تهران' }));
    const { wrapper: Wrapper } = withClient();
    render(
      <Wrapper>
        <CityName />
        <CityName />
      </Wrapper>,
    );
    await waitFor(() => expect(screen.getAllByText('تهران')).toHaveLength(2));
    expect(calls).toHaveLength(1);
  });

  it('reads the path again every refetchInterval, showing the newer answer', async () => {
    let answer = 0;
    const calls = fakeProxy(() => ok({ messages: ++answer }));
    const { wrapper } = withClient();
    const { result } = renderHook(
      () => useApiQuery<{ messages: number }>('/tickets/1', { refetchInterval: 50 }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(result.current.data).toEqual({ messages: 2 }));
    expect(calls.length).toBeGreaterThanOrEqual(2);
  });

  it('loads nothing for a null path', () => {
    const calls = fakeProxy(() => ok({}));
    const { wrapper } = withClient();
    const { result } = renderHook(() => useApiQuery(null), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(calls).toHaveLength(0);
  });

  it('shows an answer in hand at once and does not ask for it again', () => {
    const calls = fakeProxy(() => ok({ name: 'دیگر' }));
    const { wrapper } = withClient();
    const { result } = renderHook(() => useApiQuery('/cities/1', { initialData: { name: 'تهران' } }), {
      wrapper,
    });
    expect(result.current.data).toEqual({ name: 'تهران' });
    expect(calls).toHaveLength(0);
  });

  it('keeps the last answer on screen while the next path loads', async () => {
    fakeProxy((endPoint) => ok({ page: endPoint.endsWith('2') ? 2 : 1 }));
    const { wrapper } = withClient();
    const { result, rerender } = renderHook(({ path }) => useApiQuery<{ page: number }>(path), {
      wrapper,
      initialProps: { path: '/cities/1/hotels?page=1' },
    });
    await waitFor(() => expect(result.current.data).toEqual({ page: 1 }));

    rerender({ path: '/cities/1/hotels?page=2' });
    expect(result.current.data).toEqual({ page: 1 });
    expect(result.current.isPlaceholderData).toBe(true);
    await waitFor(() => expect(result.current.data).toEqual({ page: 2 }));
  });

  it('does not retry a refusal and gives its status and messages as an ApiError', async () => {
    const calls = fakeProxy(() => refused(404, 'City not found'));
    const { wrapper } = withClient();
    const { result } = renderHook(() => useApiQuery('/cities/99'), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(result.current.error).toMatchObject({ status: 404, errors: ['City not found'] });
    expect(calls).toHaveLength(1);
  });

  it('tries a request that got no answer twice more, and succeeds if the network comes back', async () => {
    let attempt = 0;
    const calls = fakeProxy(() => (++attempt < 3 ? 'network-error' : ok({ name: 'تهران' })));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { wrapper } = withClient();
    const { result } = renderHook(() => useApiQuery('/cities/1'), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ name: 'تهران' }));
    expect(calls).toHaveLength(3);
  });

  it('toasts a failure once after the last try when asked to, and not at all otherwise', async () => {
    fakeProxy(() => refused(500, 'خطای سرور'));
    const seen = toasts();
    const { wrapper } = withClient();
    const quiet = renderHook(() => useApiQuery('/a'), { wrapper });
    const loud = renderHook(() => useApiQuery('/b', { toast: true }), { wrapper });
    await waitFor(() => expect(quiet.result.current.isError && loud.result.current.isError).toBe(true));
    expect(seen).toEqual([{ type: 'toast/error', payload: { message: 'خطای سرور' } }]);
  });
});
