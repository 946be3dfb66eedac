import { SUBSCRIPTION_PATH } from '@shared/billing/checkout-return';
import { notify } from '../components/ui/toaster';
import { navigateInApp } from './in-app-navigate';

/** Where a user compares plans and upgrades. */
export const PLANS_PATH = SUBSCRIPTION_PATH;
export const VIEW_PLANS_LABEL = 'View plans';

/** A 402 from the API: a plan limit refused the write, and its message names the limit and the plan that lifts it. */
export function isPlanLimitError(error: unknown): error is Error {
  return error instanceof Error && error.message.startsWith('402: ');
}

/** Says which limit was reached, in the server's words, with the way out: 'View plans'. */
export function notifyPlanLimit(message: string): void {
  notify({
    type: 'error',
    title: 'Plan limit reached',
    description: message,
    action: { label: VIEW_PLANS_LABEL, onClick: () => navigateInApp(PLANS_PATH) },
  });
}
