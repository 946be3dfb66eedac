import { notify } from '../components/ui/toaster';
import { isPlanLimitError, notifyPlanLimit } from './plan-limit';
import { serverMessage } from './server-message';
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

/** Work the call handed on, still under way (a sync already running): its progress, neither success nor failure. */
export function notifyInProgress(title: string, description?: string): void {
  notify({ type: 'info', title, description });
}

export function notifyFailure(error: unknown, description: string, title = 'Error'): void {
  if (isUnauthorizedError(error)) return;
  if (isPlanLimitError(error)) notifyPlanLimit(serverMessage(error) ?? description);
  else notify({ type: 'error', title, description });
}

/** A mutation's `onError`: the server's reason, else `failure`, under `title`. */
export function failureToast(failure: string, title?: string) {
  return (error: unknown) => notifyFailure(error, serverMessage(error) ?? failure, title);
}

/** A mutation's toasts: `success` when it worked; the server's reason, else `failure`, when it did not. */
export function toastsFor(success: string, failure: string) {
  return { onSuccess: () => notifySuccess(success), onError: failureToast(failure) };
}
