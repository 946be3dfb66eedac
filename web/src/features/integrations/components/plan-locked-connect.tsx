import { Text } from '@chakra-ui/react';
import { lowestTierWith } from '@shared/billing/plan-features';
import type { IntegrationProvider } from '@shared/catalog/integrations';
import { planFor } from '@shared/catalog/plans';
import { UpgradeLink } from '../../../components/upgrade-link';

/**
 * Where Connect would be, for an app the workspace's plan does not connect (Starter connects Google Calendar only;
 * the others are Pro's 'All integrations'): which plan has it and the way there, instead of a dialog the server
 * would refuse with 402.
 */
export function PlanLockedConnect({ provider }: { provider: IntegrationProvider }) {
  const plan = planFor(lowestTierWith('allIntegrations')).name;
  return (
    <Text fontSize="sm" color="fg.muted">
      {provider.name} is part of the {plan} plan. <UpgradeLink>Upgrade to connect it</UpgradeLink>
    </Text>
  );
}
