import { SUBSCRIPTION_PATH } from '@shared/billing/checkout-return';
import { limitDetail, PLAN_LIMIT_TITLE } from '@shared/billing/plan-limits';
import { notify } from '../components/ui/toaster';
import { ApiError } from './api-client';
import { navigateInApp } from './in-app-navigate';

/** Where a user compares plans and upgrades. */
export const PLANS_PATH = SUBSCRIPTION_PATH;
export const VIEW_PLANS_LABEL = 'View plans';

/** A plan limit refused the write (`plan_limit`, a 402): its message names the limit and the plan that lifts it. */
export function isPlanLimitError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 'plan_limit';
}

/** Says which limit was reached, in the server's words, with the way out: 'View plans'. */
export function notifyPlanLimit(message: string): void {
  notify({
    type: 'error',
    title: PLAN_LIMIT_TITLE,
    description: limitDetail(message),
    action: { label: VIEW_PLANS_LABEL, onClick: () => navigateInApp(PLANS_PATH) },
  });
}
