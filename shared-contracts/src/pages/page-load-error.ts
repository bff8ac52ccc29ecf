// A server-rendered page's data that booking-api refused or did not give, thrown by the remotes' loaders (the
// city page, the hotel page, mf-content's pages) on the server and in the browser alike. `status` is booking-api's
// (0: no answer); a loader that throws one with status 404 makes the gateway answer the not-found page.
import type { ApiFailure } from './page-contract';

/** @example throw new PageLoadError({ status: 404, errors: ['هتل پیدا نشد.'] }, '/hotels/9') */
export class PageLoadError extends Error {
  readonly status: number;
  readonly errors: string[];

  constructor({ status, errors }: ApiFailure, endPoint: string) {
    super(`${endPoint} answered ${status}: ${errors.join('; ')}`);
    this.name = 'PageLoadError';
    this.status = status;
    this.errors = errors;
  }
}
