import { MESSAGES } from './catalogue';
import { describeErrorForScreen, HttpError } from './error-screen';

describe('HttpError', () => {
  it('is an Error that carries its status, its message and the name HttpError', () => {
    const error = new HttpError(403, 'دسترسی ندارید');

    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(403);
    expect(error.message).toBe('دسترسی ندارید');
    expect(error.name).toBe('HttpError');
  });
});

describe('describeErrorForScreen', () => {
  it("shows a 404 as 410 with 'صفحه مورد نظر حذف شده است.'", () => {
    expect(describeErrorForScreen(new HttpError(404, 'Page Not Found: /city/abc/x'))).toEqual({
      status: 410,
      message: 'صفحه مورد نظر حذف شده است.',
    });
  });

  it('shows a 404 as 410 also when it comes as a plain object, such as a router error response', () => {
    expect(describeErrorForScreen({ status: 404, statusText: 'Not Found' })).toEqual({
      status: 410,
      message: MESSAGES.goneMessage,
    });
  });

  it("shows an error with no status as 500 'خطای سرور'", () => {
    expect(describeErrorForScreen(new Error('socket hang up'))).toEqual({
      status: 500,
      message: 'خطای سرور',
    });
    expect(describeErrorForScreen({})).toEqual({ status: 500, message: 'خطای سرور' });
  });

  it.each([
    [403, 'دسترسی ندارید'],
    [401, 'Unauthorized'],
    [500, 'Database down'],
    [410, 'gone already'],
    [502, 'Bad gateway'],
  ])('keeps status %i with the error’s own message', (status, message) => {
    expect(describeErrorForScreen(new HttpError(status, message))).toEqual({ status, message });
  });

  it("keeps the status but shows 'خطای سرور' when the error has an empty message", () => {
    expect(describeErrorForScreen(new HttpError(503, ''))).toEqual({
      status: 503,
      message: MESSAGES.serverError,
    });
  });

  it("keeps the status of a status-carrying object that is not an Error and shows 'خطای سرور'", () => {
    expect(describeErrorForScreen({ status: 429 })).toEqual({ status: 429, message: MESSAGES.serverError });
  });

  it('shows the message of a plain object that carries one, such as an API error', () => {
    expect(describeErrorForScreen({ status: 403, message: 'دسترسی ندارید' })).toEqual({
      status: 403,
      message: 'دسترسی ندارید',
    });
  });

  it.each<[string, unknown]>([
    ['a string', 'boom'],
    ['the number 404', 404],
    ['null', null],
    ['undefined', undefined],
    ['true', true],
    ['a symbol', Symbol('x')],
  ])("shows %s thrown as an error as 500 'خطای سرور'", (_, thrown) => {
    expect(describeErrorForScreen(thrown)).toEqual({ status: 500, message: MESSAGES.serverError });
  });

  it.each<[string, unknown]>([
    ['a numeric string', '404'],
    ['zero', 0],
    ['a negative number', -1],
    ['NaN', Number.NaN],
  ])("ignores a status that is %s and shows 500 'خطای سرور'", (_, status) => {
    expect(describeErrorForScreen({ status, message: 'x' })).toEqual({
      status: 500,
      message: MESSAGES.serverError,
    });
  });
});
