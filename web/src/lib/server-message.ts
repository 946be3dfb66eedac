import { ApiError } from './api-client';

/*
 * On its own, not in mutation-toasts: a screen that could not load shows this message too, and that screen's module
 * is part of the first paint, which must not pull in the toaster.
 */

/** The server's own words for a failed call (`{"code": …, "message": "..."}`), if its answer had any. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.body?.message : undefined;
}
