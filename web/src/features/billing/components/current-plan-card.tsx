import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { LOCAL_BILLING_LABEL } from '@shared/billing/local-billing';
import { planFor } from '@shared/catalog/plans';
import type { SubscriptionInfo } from '@shared/schemas/subscription';
import { useOpenBillingPortal } from '../api/change-plan';
import { periodLine, STATUS_LABELS } from '../plan-summary';

const STATUS_COLORS = { active: 'green', trialing: 'blue', past_due: 'orange', canceled: 'red' } as const;

/** The workspace's plan: tier, price, billing status, when it renews or ends, and how it is billed. */
/** `canManage`: whether the person may change the plan and open billing (`billing.manage`, the owner). */
export function CurrentPlanCard({ info, canManage = true }: { info: SubscriptionInfo; canManage?: boolean }) {
  const plan = planFor(info.tier);
  const period = periodLine(info);
  const portal = useOpenBillingPortal();
  // A workspace that has paid through Stripe has a billing account; one that never did has nothing to manage.
  const hasBillingAccount = info.billingMode === 'stripe' && (info.tier !== 'starter' || info.status !== 'active');
  return (
    <Card.Root data-testid="current-plan">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Card.Title as="h2" fontSize="lg">
            Current plan: {plan.name}
          </Card.Title>
          <Badge colorPalette={STATUS_COLORS[info.status]}>{STATUS_LABELS[info.status]}</Badge>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="1">
          <Text fontSize="2xl" fontWeight="bold">
            ${plan.priceUsdPerMonth}
            <Text as="span" fontSize="md" fontWeight="normal" color="fg.muted">
              /month
            </Text>
          </Text>
          {period ? <Text>{period}</Text> : null}
          {info.status === 'past_due' ? (
            <Text color="fg.error">The last payment failed. Update your payment method to keep {plan.name}.</Text>
          ) : null}
          {info.billingMode === 'local' ? (
            <Badge alignSelf="start" colorPalette="yellow" variant="subtle" mt="2">
              {LOCAL_BILLING_LABEL}
            </Badge>
          ) : null}
        </Stack>
      </Card.Body>
      {hasBillingAccount && canManage ? (
        <Card.Footer>
          <Button variant="outline" onClick={() => portal.mutate()} loading={portal.isPending}>
            Manage billing
          </Button>
        </Card.Footer>
      ) : null}
    </Card.Root>
  );
}
