import { ApiError } from './api-error';
import { shouldRetry } from './query-client';

/** Another app's copy of the module, as a remote's bundle holds it beside the shell's. */
function otherCopy(): { ApiError: typeof ApiError; shouldRetry: typeof shouldRetry } {
  let copy: { ApiError: typeof ApiError; shouldRetry: typeof shouldRetry } | undefined;
  jest.isolateModules(() => {
    copy = { ApiError: require('./api-error').ApiError, shouldRetry: require('./query-client').shouldRetry };
  });
  if (!copy) throw new Error('the module did not load');
  return copy;
}

describe('ApiError', () => {
  it('is the same kind of error whichever app made it', () => {
    const remote = otherCopy();
    expect(remote.ApiError).not.toBe(ApiError);
    const refusal = new remote.ApiError(404, ['صفحه پیدا نشد.'], '/pages?path=help%2Fx');
    expect(refusal).toBeInstanceOf(ApiError);
    expect(new ApiError(401, [], '/profile')).toBeInstanceOf(remote.ApiError);
  });

  it("is not retried by the shell's client when a remote's read was refused", () => {
    const remote = otherCopy();
    expect(shouldRetry(0, new remote.ApiError(404, [], '/pages?path=x'))).toBe(false);
    expect(remote.shouldRetry(0, new ApiError(403, [], '/reviews/eligibility'))).toBe(false);
    expect(shouldRetry(0, new remote.ApiError(502, [], '/cities/1'))).toBe(true);
  });

  it('is not any error with a status', () => {
    const lookalike = Object.assign(new Error('x'), { name: 'ApiError', status: 404, errors: [] });
    expect(lookalike).not.toBeInstanceOf(ApiError);
    expect(null).not.toBeInstanceOf(ApiError);
    expect(shouldRetry(0, lookalike)).toBe(true);
  });
});
