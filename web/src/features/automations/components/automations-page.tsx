import { Button, Tabs } from '@chakra-ui/react';
import type { IntegrationProviderId } from '@shared/catalog/integrations';
import type { Automation } from '@shared/schemas/automation';
import { Inbox, Workflow } from 'lucide-react';
import { type MouseEvent, useState } from 'react';
import { ConfirmDelete } from '../../../components/confirm-dialog';
import { EmptyList, LoadingList } from '../../../components/list-states';
import { Page } from '../../../components/page';
import { PagedList } from '../../../components/query-states';
import { ScrollingTabList } from '../../../components/scrolling-tab-list';
import { navigateInApp } from '../../../lib/in-app-navigate';
import { useCanCall } from '../../../lib/use-can';
import { useDeleteAutomation } from '../api/delete-automation';
import { useAutomations } from '../api/get-automations';
import { useUpdateAutomation } from '../api/update-automation';
import { AutomationCard } from './automation-card';
import { NewAutomationDialog } from './automation-dialog';
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
  const canCreate = useCanCall('createAutomation');

  return (
    <Page
      title="Automations"
      description="When something happens in your business, act on it automatically."
      actions={
        canCreate ? (
          <>
            <NewAutomationDialog connectedProviders={connectedProviders} />
            <Button asChild>
              <a href="/automations/new" onClick={openInApp}>
                <Workflow size={16} aria-hidden />
                Open builder
              </a>
            </Button>
          </>
        ) : undefined
      }
    >
      <Tabs.Root defaultValue="automations" lazyMount variant="line">
        <ScrollingTabList>
          <Tabs.Trigger value="automations">
            <Workflow size={16} aria-hidden />
            Automations
          </Tabs.Trigger>
          <Tabs.Trigger value="outbox">
            <Inbox size={16} aria-hidden />
            Outbox
          </Tabs.Trigger>
        </ScrollingTabList>
        <Tabs.Content value="automations">
          <PagedList
            query={automations}
            what="automations"
            label="Automations"
            loading={<LoadingList label="Loading automations" count={2} height="28" />}
            empty={
              <EmptyList
                icon={<Workflow aria-hidden />}
                title="No automations yet"
                description={
                  canCreate
                    ? "Create one with 'Quick create' or 'Open builder' — for example, when a task is completed, create a follow-up task."
                    : 'Automations your workspace sets up will show here.'
                }
              />
            }
          >
            {(automation) => (
              <AutomationCard
                automation={automation}
                connectedProviders={connectedProviders}
                onToggle={(a, isActive) => update.mutate({ id: a.id, isActive })}
                onDelete={setToDelete}
              />
            )}
          </PagedList>
        </Tabs.Content>
        <Tabs.Content value="outbox">
          <OutboxList />
        </Tabs.Content>
      </Tabs.Root>

      <ConfirmDelete
        item={toDelete}
        onClose={() => setToDelete(undefined)}
        remove={remove}
        title="Delete automation?"
        description={`“${toDelete?.name ?? ''}” will stop running and be deleted permanently.`}
      />
    </Page>
  );
}

/** A plain click stays in the app; a modified one opens a tab as links do. */
function openInApp(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigateInApp(event.currentTarget.getAttribute('href') ?? '/automations');
}
