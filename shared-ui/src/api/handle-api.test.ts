import { getEventBus, type RahiEvent } from '@rahi/shared-contracts';
import { handleApi } from './handle-api';

const BUS_KEY = Symbol.for('rahi.event-bus.v1');

function answer(status: number, body: unknown) {
  globalThis.fetch = jest
    .fn()
    .mockResolvedValue({ status, json: async () => body }) as unknown as typeof fetch;
}

function toastsDuring(run: () => Promise<unknown>) {
  const seen: RahiEvent[] = [];
  const subscription = getEventBus().events$.subscribe((event) => seen.push(event));
  return run().then((result) => {
    subscription.unsubscribe();
    return { result, toasts: seen.filter((event) => event.type.startsWith('toast/')) };
  });
}

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[BUS_KEY];
});

describe('handleApi', () => {
  it("posts product §7's proxy body and returns the data of a success", async () => {
    answer(200, { meta: { status: true, message: 'Done', errors: [] }, data: { id: 7 } });
    const { result, toasts } = await toastsDuring(() => handleApi({ endPoint: '/cities/7' }));
    expect(result).toEqual({ ok: true, data: { id: 7 } });
    expect(toasts).toEqual([]);
    const [url, init] = (globalThis.fetch as jest.Mock).mock.calls[0];
    expect(url).toBe('/handle-api');
    expect(JSON.parse(init.body)).toEqual({ endPoint: '/cities/7', options: { method: 'GET' } });
  });

  it('toasts every error of a failure, tagged with the call’s path, and returns them', async () => {
    answer(422, {
      meta: { status: false, message: 'x', errors: ['تاریخ ورود نمی‌تواند پیش از امروز باشد.'] },
      data: null,
    });
    const { result, toasts } = await toastsDuring(() => handleApi({ endPoint: '/cities/1/hotels?page=2' }));
    expect(result).toEqual({ ok: false, status: 422, errors: ['تاریخ ورود نمی‌تواند پیش از امروز باشد.'] });
    // Tagged with the call's path, so a later success of the same call closes it.
    expect(toasts).toEqual([
      {
        type: 'toast/error',
        payload: { message: 'تاریخ ورود نمی‌تواند پیش از امروز باشد.', source: '/cities/1/hotels' },
      },
    ]);
  });

  it('gives the default message when the network fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('offline')) as unknown as typeof fetch;
    const { result, toasts } = await toastsDuring(() => handleApi({ endPoint: '/x', toast: true }));
    expect(result).toEqual({ ok: false, status: 0, errors: ['An unexpected error occurred.'] });
    expect(toasts).toHaveLength(1);
    error.mockRestore();
  });

  it('stays quiet when asked to', async () => {
    answer(502, { meta: { status: false, message: '', errors: ['ارتباط با سرور برقرار نشد.'] }, data: null });
    const { toasts } = await toastsDuring(() => handleApi({ endPoint: '/x', toast: false }));
    expect(toasts).toEqual([]);
  });
});
