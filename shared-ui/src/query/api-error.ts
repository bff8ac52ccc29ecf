// A failed API read or write as TanStack Query sees it: thrown by the query and mutation functions, so a
// query's `error` carries the status and the envelope's messages (spec §8) for the page to show.
import type { ApiFailure } from '../api/handle-api';

export class ApiError extends Error implements ApiFailure {
  constructor(
    readonly status: number,
    readonly errors: string[],
    readonly endPoint: string,
  ) {
    super(`${endPoint} answered ${status}: ${errors.join('; ')}`);
    this.name = 'ApiError';
  }
}
