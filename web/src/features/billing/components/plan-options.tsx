import { Button, SimpleGrid } from '@chakra-ui/react';
import { PLAN_BUTTON_LABELS, planTransition } from '@shared/billing/plan-transitions';
import { plans } from '@shared/catalog/plans';
import type { SubscriptionTier } from '@shared/schemas/user';
import { PlanCard } from '../../../components/plan-card';

interface PlanOptionsProps {
  current: SubscriptionTier;
  onUpgrade: (tier: SubscriptionTier) => void;
  onDowngrade: (tier: SubscriptionTier) => void;
  /** For roles that may not change the plan: the plans without their buttons. */
  readOnly?: boolean;
  /** The tier whose change is on its way (its button spins, the others wait). */
  pending?: SubscriptionTier;
}

/** The three plans with spec §2/§4's buttons: 'Current Plan' disabled, Upgrade / Downgrade where offered, else 'Not Available'. */
export function PlanOptions({ current, onUpgrade, onDowngrade, pending, readOnly = false }: PlanOptionsProps) {
  return (
    // Three across only from lg: between 768 and 1024 px the open sidebar leaves ~500 px, and '$199 /month' ran out of
    // its third of that.
    <SimpleGrid
      as="ul"
      columns={{ base: 1, lg: 3 }}
      gap="8"
      pt="3"
      alignItems="start"
      listStyleType="none"
      aria-label="Plans"
    >
      {plans.map((plan) => {
        const transition = planTransition(current, plan.tier);
        const offered = transition === 'upgrade' || transition === 'downgrade';
        return (
          <li key={plan.tier}>
            <PlanCard
              plan={plan}
              current={transition === 'current'}
              action={
                readOnly ? null : (
                  <Button
                    width="full"
                    colorPalette="blue"
                    variant={transition === 'upgrade' ? 'solid' : 'outline'}
                    disabled={!offered || (pending !== undefined && pending !== plan.tier)}
                    loading={pending === plan.tier}
                    aria-label={offered ? `${PLAN_BUTTON_LABELS[transition]} to ${plan.name}` : undefined}
                    onClick={() => (transition === 'upgrade' ? onUpgrade(plan.tier) : onDowngrade(plan.tier))}
                  >
                    {PLAN_BUTTON_LABELS[transition]}
                  </Button>
                )
              }
            />
          </li>
        );
      })}
    </SimpleGrid>
  );
}
