import { notify } from '../components/ui/toaster';
import { isUnauthorizedError } from './unauthorized';

/** Spec §8 success toasts, e.g. 'Task created'. */
export function notifySuccess(title: string): void {
  notify({ type: 'success', title });
}

/**
 * Spec §8 error toasts, e.g. 'Error: Failed to delete task.' (title 'Error', the rest as description). A 401 is left
 * to the query client's global handler, which shows the 'Unauthorized' toast and signs in again.
 */
export function notifyFailure(error: unknown, description: string, title = 'Error'): void {
  if (isUnauthorizedError(error)) return;
  notify({ type: 'error', title, description });
}

/** The server's message from an Error made by the API client ("400: {"message": "..."}"), if it has one. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const body = error.message.replace(/^\d{3}: /, '');
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' ? parsed.message : undefined;
  } catch {
    return undefined;
  }
}
