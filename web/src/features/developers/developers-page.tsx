import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { lowestTierWith, planFeatureInfo } from '@shared/billing/plan-features';
import { planFor } from '@shared/catalog/plans';
import { Link } from '@tanstack/react-router';
import { Page } from '../../components/page';
import { roleGated } from '../../components/role-gate';
import { UpgradeCard } from '../../components/upgrade-card';
import { usePlanFeature } from '../../lib/use-can';
import { ApiKeysPanel } from './api-keys-panel';
import { WebhooksPanel } from './webhooks-panel';

/**
 * Settings → Developers: the workspace's API keys (and, beside them, its webhooks), with a link to the API reference.
 * On a plan without API access: what it is and the upgrade, not the controls (the server answers 402 either way).
 */
const header = {
  title: 'Developers',
  description: 'Connect spreadsheets, automation tools and your own scripts to this workspace.',
};

export const DevelopersPage = roleGated('apiKeys.manage', header, DevelopersScreen);

function DevelopersScreen() {
  const hasApiAccess = usePlanFeature('apiAccess');
  return (
    <Page {...header}>
      <Text>
        <ChakraLink asChild colorPalette="blue" textDecoration="underline">
          <Link to="/developers">Read the API reference</Link>
        </ChakraLink>{' '}
        for every route, its scopes and a first request with curl.
      </Text>
      {hasApiAccess ? (
        <>
          <ApiKeysPanel />
          <WebhooksPanel />
        </>
      ) : (
        <ApiAccessUpgrade />
      )}
    </Page>
  );
}

function ApiAccessUpgrade() {
  const plan = planFor(lowestTierWith('apiAccess')).name;
  return (
    <UpgradeCard
      title={planFeatureInfo.apiAccess.planLine}
      upgrade={`Upgrade to ${plan}`}
      data-testid="api-access-upgrade"
    >
      API keys let a script or another tool read and change this workspace's tasks, team, automations and more, with the
      scopes you choose, and webhooks send its events to your own systems as they happen, signed.{' '}
      {planFeatureInfo.apiAccess.subject} is part of the {plan} plan.
    </UpgradeCard>
  );
}
