import { Heading, Skeleton, Stack } from '@chakra-ui/react';
import type { CheckoutReturn } from '@shared/billing/checkout-return';
import type { SubscriptionTier } from '@shared/schemas/user';
import { useEffect, useRef, useState } from 'react';
import { Page } from '../../../components/page';
import { QueryStates } from '../../../components/query-states';
import { RoleRefusal } from '../../../components/role-gate';
import { notify } from '../../../components/ui/toaster';
import { notifySuccess } from '../../../lib/mutation-toasts';
import { useCanCall } from '../../../lib/use-can';
import { PLAN_CHANGED, useDowngrade, useStartUpgrade } from '../api/change-plan';
import { useSubscriptionInfo } from '../api/get-subscription-info';
import { CheckoutReturnNotice } from './checkout-return-notice';
import { CurrentPlanCard } from './current-plan-card';
import { DowngradeDialog } from './downgrade-dialog';
import { PlanOptions } from './plan-options';
import { UsageMeters } from './usage-meters';

/** How long the screen waits for a paid upgrade to show (Stripe confirms it with an event), and how often it asks. */
export const CONFIRMATION_WAIT_MS = 30_000;
const POLL_MS = 1_000;

export interface SubscriptionPageProps {
  /** `?checkout=success&tier=…` or `?checkout=canceled`, as checkout (Stripe's or local) returns. */
  checkoutReturn: CheckoutReturn;
  /** Takes the checkout parameters off the URL once they are handled, so a reload does not repeat them. */
  onCheckoutHandled: () => void;
}

export function SubscriptionPage({ checkoutReturn, onCheckoutHandled }: SubscriptionPageProps) {
  const [awaitedTier] = useState(checkoutReturn.checkout === 'success' ? checkoutReturn.tier : undefined);
  const [confirmation, setConfirmation] = useState<'finishing' | 'unconfirmed' | undefined>(
    awaitedTier ? 'finishing' : undefined,
  );
  const info = useSubscriptionInfo(confirmation === 'finishing' ? POLL_MS : false);
  const startUpgrade = useStartUpgrade();
  const downgrade = useDowngrade();
  // Upgrade, Downgrade and Manage billing call owner-only routes (`billing.manage`).
  const canChangePlan = useCanCall('createCheckoutSession');
  const canOpenBilling = useCanCall('createBillingPortalSession');
  const [downgradeTo, setDowngradeTo] = useState<SubscriptionTier>();
  const handled = useRef(false);

  useEffect(() => {
    if (checkoutReturn.checkout !== 'canceled' || handled.current) return;
    handled.current = true;
    // Toasts render synchronously; from an effect they wait for the render to finish.
    queueMicrotask(() =>
      notify({ type: 'info', title: 'Checkout canceled', description: 'Your plan has not changed.' }),
    );
    onCheckoutHandled();
  }, [checkoutReturn.checkout, onCheckoutHandled]);

  useEffect(() => {
    if (confirmation !== 'finishing' || info.data?.tier !== awaitedTier) return;
    setConfirmation(undefined);
    queueMicrotask(() => notifySuccess(PLAN_CHANGED));
    onCheckoutHandled();
  }, [confirmation, info.data?.tier, awaitedTier, onCheckoutHandled]);

  useEffect(() => {
    if (confirmation !== 'finishing') return;
    const timer = setTimeout(() => {
      setConfirmation('unconfirmed');
      onCheckoutHandled();
    }, CONFIRMATION_WAIT_MS);
    return () => clearTimeout(timer);
  }, [confirmation, onCheckoutHandled]);

  const pending = startUpgrade.isPending
    ? startUpgrade.variables
    : downgrade.isPending
      ? downgrade.variables
      : undefined;
  return (
    <Page title="Subscription" description="Your plan, what you use of it, and the other plans.">
      {confirmation ? (
        <CheckoutReturnNotice
          state={confirmation}
          onCheckAgain={() => {
            setConfirmation('finishing');
          }}
        />
      ) : null}
      <QueryStates
        query={info}
        loading={
          <Stack gap="4" aria-busy="true" aria-label="Loading your subscription">
            <Skeleton height="32" rounded="l2" />
            <Skeleton height="24" rounded="l2" />
          </Stack>
        }
        failed="Your subscription could not be loaded"
      >
        {(data) => (
          <>
            <CurrentPlanCard info={data} canManage={canOpenBilling} />
            <UsageMeters info={data} />
            <Stack as="section" aria-labelledby="plans-heading" gap="3">
              <Heading as="h2" id="plans-heading" size="lg">
                Plans
              </Heading>
              {canChangePlan ? null : (
                <RoleRefusal
                  capability="billing.manage"
                  whoCan="only the workspace owner can change the plan"
                  color="fg.muted"
                />
              )}
              <PlanOptions
                readOnly={!canChangePlan}
                current={data.tier}
                pending={pending}
                onUpgrade={(tier) => startUpgrade.mutate(tier)}
                onDowngrade={setDowngradeTo}
              />
            </Stack>
            <DowngradeDialog
              info={data}
              to={downgradeTo}
              pending={downgrade.isPending}
              onCancel={() => setDowngradeTo(undefined)}
              onConfirm={(tier) => downgrade.mutate(tier, { onSuccess: () => setDowngradeTo(undefined) })}
            />
          </>
        )}
      </QueryStates>
    </Page>
  );
}
