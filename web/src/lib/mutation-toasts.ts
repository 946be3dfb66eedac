import { notify } from '../components/ui/toaster';
import { isPlanLimitError, notifyPlanLimit } from './plan-limit';
import { isUnauthorizedError } from './unauthorized';

/**
 * The one way a screen reports what a call did. Success: spec §8's title ('Task created'), or the spec's 'Success'
 * with a sentence ('Employee added successfully'). Failure: a destructive toast titled 'Error' (or the spec's own
 * title, e.g. 'Analysis Failed') with what failed, e.g. 'Failed to delete task.'. A plan limit (402) says which
 * limit, in the server's words, with 'View plans' instead: the generic failure would leave the user at a dead end.
 * A 401 is left to the query client's global handler, which shows the 'Unauthorized' toast and signs in again.
 */
export function notifySuccess(title: string, description?: string): void {
  notify({ type: 'success', title, description });
}

export function notifyFailure(error: unknown, description: string, title = 'Error'): void {
  if (isUnauthorizedError(error)) return;
  if (isPlanLimitError(error)) notifyPlanLimit(serverMessage(error) ?? description);
  else notify({ type: 'error', title, description });
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
