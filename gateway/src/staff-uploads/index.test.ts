import { HOTEL_PHOTO_LIMITS } from '@rahi/shared-contracts/api';
import { STAFF_PHOTO_MESSAGES as M } from '@rahi/shared-contracts/staff';
import type { Upstream, UpstreamRequest } from '../upstream';
import { staffUploadRoutes } from '.';

type Envelope = { meta: { errors: string[] }; data: unknown };
const envelope = async (response: Response) => (await response.json()) as Envelope;

const TOKEN = 'staff-token-0123456789abcdef';

function setup(status = 200) {
  const calls: UpstreamRequest[] = [];
  const upstream: Upstream = {
    async fetch(request) {
      calls.push(request);
      return {
        status,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          meta: { status: status === 200, message: '', errors: [] },
          data: { images: [] },
        }),
      };
    },
  };
  const app = staffUploadRoutes({ upstream });
  const post = (
    form: FormData,
    { path = '/staff-uploads/hotels/7/photos', cookie = `rahi_staff=${TOKEN}` } = {},
  ) => app.request(path, { method: 'POST', body: form, headers: cookie ? { cookie } : {} });
  return { calls, post };
}

const formOf = (file?: Blob, fields: Record<string, string> = { category: 'rooms', alt: 'اتاق دو تخته' }) => {
  const form = new FormData();
  if (file) form.set('file', file, 'room.jpg');
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
};

describe('POST /staff-uploads/hotels/:id/photos', () => {
  it("hands booking-api the file in base64 with the staff session, and answers with booking-api's envelope", async () => {
    const { calls, post } = setup();
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const response = await post(formOf(new Blob([bytes], { type: 'image/jpeg' })));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await envelope(response)).data).toEqual({ images: [] });
    expect(calls).toHaveLength(1);
    const [call] = calls as [UpstreamRequest];
    expect(call).toMatchObject({
      method: 'POST',
      path: '/staff/hotels/7/photos',
      headers: { 'content-type': 'application/json', 'x-staff-session': TOKEN },
    });
    expect(JSON.parse(call.body ?? '')).toEqual({
      category: 'rooms',
      alt: 'اتاق دو تخته',
      data: Buffer.from(bytes).toString('base64'),
    });
  });

  it("passes booking-api's refusal on with its status", async () => {
    const { post } = setup(422);
    expect((await post(formOf(new Blob([new Uint8Array(10)])))).status).toBe(422);
  });

  it('refuses, without calling booking-api, a call without a staff session, without a file, too large or for no hotel', async () => {
    const { calls, post } = setup();
    const file = new Blob([new Uint8Array(10)], { type: 'image/png' });
    const signedOut = await post(formOf(file), { cookie: '' });
    expect(signedOut.status).toBe(401);
    expect((await envelope(signedOut)).meta.errors).toEqual([M.signedOut]);
    const noFile = await post(formOf());
    expect(noFile.status).toBe(422);
    expect((await envelope(noFile)).meta.errors).toEqual([M.noFile]);
    const large = await post(formOf(new Blob([new Uint8Array(HOTEL_PHOTO_LIMITS.bytes + 32 * 1024)])));
    expect(large.status).toBe(413);
    expect((await envelope(large)).meta.errors).toEqual([M.tooLarge]);
    expect((await post(formOf(file), { path: '/staff-uploads/hotels/0/photos' })).status).toBe(404);
    expect((await post(formOf(file), { path: '/staff-uploads/hotels/x/photos' })).status).toBe(404);
    expect(calls).toEqual([]);
  });
});
