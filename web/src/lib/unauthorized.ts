import { notify } from '../components/ui/toaster';
import { SIGN_IN_URL } from './auth-user';
import { navigateTo } from './navigate';

export const UNAUTHORIZED_TOAST = { title: 'Unauthorized', description: 'You are logged out. Logging in again...' };
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;

/** Spec §8: a message that starts with 401 and contains 'Unauthorized' means the session is gone. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/s.test(error.message);
}

/** Tells the user, then sends the browser to sign-in (spec §8). */
export function handleUnauthorized(): void {
  notify({ type: 'error', ...UNAUTHORIZED_TOAST });
  setTimeout(() => navigateTo(SIGN_IN_URL), UNAUTHORIZED_REDIRECT_DELAY_MS);
}
