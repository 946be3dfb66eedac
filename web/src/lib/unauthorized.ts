import { notify } from '../components/ui/toaster';
import { ApiError } from './api-client';
import { SIGN_IN_URL } from './auth-user';
import { navigateTo } from './navigate';

export const UNAUTHORIZED_TOAST = { title: 'Unauthorized', description: 'You are logged out. Logging in again...' };
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;

/**
 * Spec §8's "401 … Unauthorized": the session is gone (`unauthorized`). A refused password (`sign_in_failed`) and a
 * 401 that did not come from the app (no code) are not this.
 */
export function isUnauthorizedError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 401 && error.code === 'unauthorized';
}

// A screen often has several calls in flight when the session ends; the user needs one toast and one redirect.
let redirectScheduled = false;

/** Tells the user, then sends the browser to sign-in (spec §8). */
export function handleUnauthorized(): void {
  if (redirectScheduled) return;
  redirectScheduled = true;
  // The 500 ms to read the toast start once it shows (the toaster loads with the first toast); `notify` settles even
  // when the toaster cannot load, so the user is never left on a dead screen.
  void notify({ type: 'error', ...UNAUTHORIZED_TOAST }).then(() =>
    setTimeout(() => navigateTo(SIGN_IN_URL), UNAUTHORIZED_REDIRECT_DELAY_MS),
  );
}
