import { getEventBus, type RahiEvent } from '@rahi/shared-contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { fakeProxy, ok, refused, withClient } from './test-harness';
import { useApiMutation } from './use-api-mutation';
import { useApiQuery } from './use-api-query';

const BUS_KEY = Symbol.for('rahi.event-bus.v1');

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[BUS_KEY];
});

describe('useApiMutation', () => {
  it('sends the body with the method to the path made from it', async () => {
    const calls = fakeProxy(() => ok({}));
    const { wrapper } = withClient();
    const { result } = renderHook(
      () =>
        useApiMutation<{ id: number; name: string }>({
          endPoint: (body) => `/passengers/${body.id}`,
          method: 'PUT',
        }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync({ id: 3, name: 'علی' }));
    expect(calls).toEqual([{ endPoint: '/passengers/3', method: 'PUT', body: { id: 3, name: 'علی' } }]);
  });

  it('loads again the reads under the paths it invalidates, and only those', async () => {
    let name = 'قدیم';
    const calls = fakeProxy((endPoint, method) => {
      if (method === 'PUT') {
        name = 'جدید';
        return ok({});
      }
      return ok({ name, endPoint });
    });
    const { wrapper } = withClient();
    const profile = renderHook(() => useApiQuery<{ name: string }>('/profile/me'), { wrapper });
    const cities = renderHook(() => useApiQuery('/cities/1'), { wrapper });
    await waitFor(() => expect(profile.result.current.data?.name).toBe('قدیم'));
    await waitFor(() => expect(cities.result.current.isSuccess).toBe(true));
    const save = renderHook(
      () => useApiMutation({ endPoint: '/profile/me', method: 'PUT', invalidates: ['/profile'] }),
      {
        wrapper,
      },
    );

    await act(() => save.result.current.mutateAsync({ name: 'جدید' }));

    await waitFor(() => expect(profile.result.current.data?.name).toBe('جدید'));
    expect(calls.filter((call) => call.endPoint === '/cities/1')).toHaveLength(1);
  });

  it("toasts the server's success message and each error of a refusal (product §8)", async () => {
    const seen: RahiEvent[] = [];
    getEventBus().events$.subscribe((event) => seen.push(event));
    let first = true;
    fakeProxy(() => {
      const reply = first ? ok({}, 'اطلاعات ذخیره شد') : refused(422, 'نام الزامی است', 'ایمیل نامعتبر است');
      first = false;
      return reply;
    });
    const { wrapper } = withClient();
    const { result } = renderHook(() => useApiMutation({ endPoint: '/profile' }), { wrapper });

    await act(() => result.current.mutateAsync({}));
    await act(() => result.current.mutateAsync({}).catch(() => undefined));

    expect(
      seen.map((event) =>
        event.type === 'toast/success' || event.type === 'toast/error' ? event.payload.message : '',
      ),
    ).toEqual(['اطلاعات ذخیره شد', 'نام الزامی است', 'ایمیل نامعتبر است']);
    await waitFor(() => expect(result.current.error).toMatchObject({ status: 422 }));
  });
});
