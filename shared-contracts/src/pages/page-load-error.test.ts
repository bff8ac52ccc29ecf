import { PageLoadError } from './page-load-error';

describe('PageLoadError', () => {
  it("keeps booking-api's status and messages, and names the path in its message", () => {
    const error = new PageLoadError({ status: 404, errors: ['هتل پیدا نشد.'] }, '/hotels/9');

    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'PageLoadError', status: 404, errors: ['هتل پیدا نشد.'] });
    expect(error.message).toBe('/hotels/9 answered 404: هتل پیدا نشد.');
  });

  it('takes a failed ApiResult as it is (status 0: no answer)', () => {
    const result = { ok: false as const, status: 0, errors: [] };

    expect(new PageLoadError(result, '/cities/1/hotels').status).toBe(0);
  });
});
