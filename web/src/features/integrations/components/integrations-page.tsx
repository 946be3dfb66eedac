import { SimpleGrid, Skeleton, Tabs } from '@chakra-ui/react';
import { integrationPlanRefusal } from '@shared/billing/plan-features';
import { integrationCategories, providersInCategory } from '@shared/catalog/integrations';
import type { Integration } from '@shared/schemas/integration';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadFailed } from '../../../components/list-states';
import { Page } from '../../../components/page';
import { roleGated } from '../../../components/role-gate';
import { ScrollingTabList } from '../../../components/scrolling-tab-list';
import { notify } from '../../../components/ui/toaster';
import { useSignedInUser } from '../../../lib/auth';
import { useBrandName } from '../../../lib/branding';
import { useCanCall } from '../../../lib/use-can';
import { useDeleteIntegration } from '../api/delete-integration';
import { useConnectOptions } from '../api/get-connect-options';
import { useIntegrations } from '../api/get-integrations';
import { useSyncIntegration } from '../api/sync-integration';
import { useTestIntegration } from '../api/test-integration';
import { ConnectIntegrationDialog } from './connect-integration-dialog';
import { IntegrationCard } from './integration-card';
import { PlanLockedConnect } from './plan-locked-connect';

export interface OAuthOutcome {
  connected?: string;
  oauthError?: string;
}

interface IntegrationsPageProps {
  /** What the OAuth callback sent the browser back with; shown once as a toast. */
  oauthOutcome?: OAuthOutcome;
  onOAuthOutcomeShown?: () => void;
}

/**
 * The integrations catalogue (spec §2): a tab per category, a card per provider, connected or not. Connected cards
 * show their sync health and offer Test, Sync (with a spinner) and Remove (after a confirmation).
 */
export const IntegrationsPage = roleGated('integrations.view', { title: 'Integrations' }, IntegrationsScreen);

function IntegrationsScreen({ oauthOutcome, onOAuthOutcomeShown }: IntegrationsPageProps) {
  const integrations = useIntegrations();
  const canConnect = useCanCall('createIntegration');
  const { subscriptionTier } = useSignedInUser();
  const canTest = useCanCall('testIntegration');
  const canSync = useCanCall('syncIntegration');
  const canRemove = useCanCall('deleteIntegration');
  const options = useConnectOptions({ enabled: canConnect });
  const test = useTestIntegration();
  const sync = useSyncIntegration();
  const remove = useDeleteIntegration();
  const [toRemove, setToRemove] = useState<Integration>();

  useEffect(() => {
    if (!oauthOutcome?.connected && !oauthOutcome?.oauthError) return;
    if (oauthOutcome.connected) notify({ type: 'success', title: 'Integration Connected' });
    else notify({ type: 'error', title: 'Connection Failed', description: oauthOutcome.oauthError });
    onOAuthOutcomeShown?.();
  }, [oauthOutcome, onOAuthOutcomeShown]);

  const name = useBrandName();
  const byProvider = new Map((integrations.data ?? []).map((i) => [i.provider, i]));
  const busy = (mutation: { isPending: boolean; variables?: string }, integration: Integration) =>
    mutation.isPending && mutation.variables === integration.id;

  return (
    <Page
      title="Integrations"
      description={`Connect the apps your business runs on. ${name ? `${name} syncs them` : 'They sync'} every hour.`}
    >
      {integrations.isError ? (
        <LoadFailed
          title="Integrations could not be loaded"
          error={integrations.error}
          onRetry={() => void integrations.refetch()}
        />
      ) : (
        <Tabs.Root defaultValue={integrationCategories[0].id} variant="line" lazyMount>
          <ScrollingTabList tabs={integrationCategories.map(({ id, label }) => ({ value: id, label }))} />
          {integrationCategories.map((category) => (
            <Tabs.Content key={category.id} value={category.id}>
              {integrations.isPending ? (
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" aria-busy="true" aria-label="Loading integrations">
                  {[0, 1].map((i) => (
                    <Skeleton key={i} height="36" rounded="l2" />
                  ))}
                </SimpleGrid>
              ) : (
                <SimpleGrid
                  as="ul"
                  columns={{ base: 1, md: 2 }}
                  gap="4"
                  listStyleType="none"
                  aria-label={category.label}
                >
                  {providersInCategory(category.id).map((provider) => {
                    const integration = byProvider.get(provider.id);
                    return (
                      <IntegrationCard
                        key={provider.id}
                        provider={provider}
                        integration={integration}
                        connect={
                          !canConnect ? null : integrationPlanRefusal(provider.id, subscriptionTier) ? (
                            <PlanLockedConnect provider={provider} />
                          ) : (
                            <ConnectIntegrationDialog provider={provider} options={options.data} />
                          )
                        }
                        onTest={canTest ? (i) => test.mutate(i.id) : undefined}
                        onSync={canSync ? (i) => sync.mutate(i.id) : undefined}
                        onRemove={canRemove ? setToRemove : undefined}
                        testing={integration ? busy(test, integration) : false}
                        syncing={integration ? busy(sync, integration) : false}
                      />
                    );
                  })}
                </SimpleGrid>
              )}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
      <ConfirmDialog
        open={Boolean(toRemove)}
        onOpenChange={(open) => !open && setToRemove(undefined)}
        title={`Remove ${toRemove?.name ?? 'integration'}?`}
        description={`Its credentials and its ${(toRemove?.itemCount ?? 0).toLocaleString('en-US')} synced items are deleted, and it stops syncing. Automations stop receiving its events.`}
        confirmLabel="Remove"
        pending={remove.isPending}
        onConfirm={() => {
          if (toRemove) remove.mutate(toRemove.id, { onSettled: () => setToRemove(undefined) });
        }}
      />
    </Page>
  );
}
