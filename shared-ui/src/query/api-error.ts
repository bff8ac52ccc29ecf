// A failed API read or write as TanStack Query sees it: thrown by the query and mutation functions, so a
// query's `error` carries the status and the envelope's messages (product §8) for the page to show.
//
// Each app bundles its own copy of shared-ui (tooling/webpack/shared-dependencies.js), so the shell's QueryClient
// (which decides retries) and a remote's query function (which throws) hold two different ApiError classes. A
// plain `instanceof` would be false across them, and every refusal a remote's read got was retried twice (a
// deep CMS address that does not exist showed its not-found page after 3 s instead of at once). The class
// therefore answers `instanceof` by a brand that every copy shares (Symbol.for), not by its prototype.
import type { ApiFailure } from '../api/handle-api';

const BRAND = Symbol.for('rahi.ApiError');

export class ApiError extends Error implements ApiFailure {
  readonly [BRAND] = true;

  constructor(
    readonly status: number,
    readonly errors: string[],
    readonly endPoint: string,
  ) {
    super(`${endPoint} answered ${status}: ${errors.join('; ')}`);
    this.name = 'ApiError';
  }

  /** True for an ApiError made by any app's copy of this module. */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as { [BRAND]?: unknown })[BRAND] === true;
  }
}
