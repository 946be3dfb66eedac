import { Skeleton, Stack, Tabs } from '@chakra-ui/react';
import type { IntegrationProviderId } from '@shared/catalog/integrations';
import type { Automation } from '@shared/schemas/automation';
import { Inbox, Workflow } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyList, LoadFailed } from '../../../components/list-states';
import { PageHeader } from '../../../components/page-header';
import { useDeleteAutomation } from '../api/delete-automation';
import { useAutomations } from '../api/get-automations';
import { useUpdateAutomation } from '../api/update-automation';
import { AutomationCard } from './automation-card';
import { NewAutomationDialog } from './new-automation-dialog';
import { OutboxList } from './outbox-list';

interface AutomationsPageProps {
  /** The workspace's active integrations (from the route), to say what feeds each trigger. */
  connectedProviders?: readonly IntegrationProviderId[];
}

export function AutomationsPage({ connectedProviders }: AutomationsPageProps = {}) {
  const automations = useAutomations();
  const update = useUpdateAutomation();
  const remove = useDeleteAutomation();
  const [toDelete, setToDelete] = useState<Automation>();

  return (
    <Stack gap="6">
      <PageHeader
        title="Automations"
        description="When something happens in your business, act on it automatically."
        actions={<NewAutomationDialog connectedProviders={connectedProviders} />}
      />

      <Tabs.Root defaultValue="automations" lazyMount variant="line">
        <Tabs.List>
          <Tabs.Trigger value="automations">
            <Workflow size={16} aria-hidden />
            Automations
          </Tabs.Trigger>
          <Tabs.Trigger value="outbox">
            <Inbox size={16} aria-hidden />
            Outbox
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="automations">
          {automations.isPending ? (
            <Stack gap="3" aria-busy="true" aria-label="Loading automations">
              {[0, 1].map((i) => (
                <Skeleton key={i} height="28" rounded="l2" />
              ))}
            </Stack>
          ) : automations.isError ? (
            <LoadFailed
              title="Automations could not be loaded"
              error={automations.error}
              onRetry={() => void automations.refetch()}
            />
          ) : automations.data.length === 0 ? (
            <EmptyList
              icon={<Workflow aria-hidden />}
              title="No automations yet"
              description="Create one with 'New Automation' — for example, when a task is completed, create a follow-up task."
            />
          ) : (
            <Stack as="ul" gap="3" listStyleType="none" aria-label="Automations">
              {automations.data.map((automation) => (
                <AutomationCard
                  key={automation.id}
                  automation={automation}
                  connectedProviders={connectedProviders}
                  onToggle={(a, isActive) => update.mutate({ id: a.id, isActive })}
                  onDelete={setToDelete}
                />
              ))}
            </Stack>
          )}
        </Tabs.Content>
        <Tabs.Content value="outbox">
          <OutboxList />
        </Tabs.Content>
      </Tabs.Root>

      <ConfirmDialog
        open={Boolean(toDelete)}
        onOpenChange={(open) => !open && setToDelete(undefined)}
        title="Delete automation?"
        description={`“${toDelete?.name ?? ''}” will stop running and be deleted permanently.`}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate(toDelete.id, { onSettled: () => setToDelete(undefined) });
        }}
      />
    </Stack>
  );
}
