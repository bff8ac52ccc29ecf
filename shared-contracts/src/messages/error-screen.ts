// What the global error screen shows for an error (product §2, §8).
import { MESSAGES } from './catalogue';

/** An error that carries an HTTP-like status, thrown by route validation and API calls. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export interface ErrorScreenContent {
  status: number;
  message: string;
}

const statusOf = (error: unknown): number | undefined => {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' && status > 0 ? status : undefined;
};

/**
 * A 404 is shown as 410 'صفحه مورد نظر حذف شده است.'; an error with no status as 500 'خطای سرور';
 * any other status with the error's own message.
 */
export function describeErrorForScreen(error: unknown): ErrorScreenContent {
  const status = statusOf(error);
  if (status === undefined) return { status: 500, message: MESSAGES.serverError };
  if (status === 404) return { status: 410, message: MESSAGES.goneMessage };
  const own = (error as { message?: unknown }).message;
  const message = typeof own === 'string' && own ? own : MESSAGES.serverError;
  return { status, message };
}
