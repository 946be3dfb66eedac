import { notify } from '../components/ui/toaster';
import { isUnauthorizedError } from './unauthorized';

/**
 * The one way a screen reports what a call did. Success: spec §8's title ('Task created'), or the spec's 'Success'
 * with a sentence ('Employee added successfully'). Failure: a destructive toast titled 'Error' (or the spec's own
 * title, e.g. 'Analysis Failed') with what failed, e.g. 'Failed to delete task.'. A 401 is left to the query
 * client's global handler, which shows the 'Unauthorized' toast and signs in again.
 */
export function notifySuccess(title: string, description?: string): void {
  notify({ type: 'success', title, description });
}

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
