import { Badge, Button, Card, Collapsible, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { actionTypeInfo, triggerTypeInfo } from '@shared/catalog/automation-types';
import type { IntegrationProviderId } from '@shared/catalog/integrations';
import type { Automation } from '@shared/schemas/automation';
import { ArrowRight, ChevronDown, CircleAlert, History } from 'lucide-react';
import { useState } from 'react';
import { DeleteButton } from '../../../components/delete-button';
import { ScreenLink } from '../../../components/screen-link';
import { formatDateTime } from '../../../lib/format-date';
import { useCanCall } from '../../../lib/use-can';
import { ActiveSwitch } from './active-switch';
import { EditAutomationDialog } from './automation-dialog';
import { AutomationRuns, runStatusLabel, runStatusPalette } from './automation-runs';
import { TriggerSourceHint } from './trigger-source-hint';

interface AutomationCardProps {
  automation: Automation;
  /** The workspace's active integrations, for what feeds the trigger; undefined while loading. */
  connectedProviders?: readonly IntegrationProviderId[];
  onToggle: (automation: Automation, isActive: boolean) => void;
  onDelete: (automation: Automation) => void;
}

/** What the action does, in a few words. */
function actionSummary({ actionType, actionConfig }: Automation): string | undefined {
  switch (actionType) {
    case 'send_email':
      return actionConfig.emailTo ? `to ${actionConfig.emailTo}` : undefined;
    case 'send_sms':
      return actionConfig.smsTo ? `to ${actionConfig.smsTo}` : undefined;
    case 'create_task':
      return actionConfig.taskTitle ? `“${actionConfig.taskTitle}”` : undefined;
    default:
      return undefined;
  }
}

export function AutomationCard({ automation, connectedProviders, onToggle, onDelete }: AutomationCardProps) {
  const [showRuns, setShowRuns] = useState(false);
  const summary = actionSummary(automation);
  const canUpdate = useCanCall('updateAutomation');
  const canDelete = useCanCall('deleteAutomation');
  return (
    <Card.Root as="li" size="sm" variant="outline" data-testid="automation-card" aria-label={automation.name}>
      <Card.Body gap="3">
        <HStack align="start" gap="3" wrap="wrap">
          <Stack gap="1" flex="1" minW="48">
            <HStack gap="2" wrap="wrap">
              <Text as="h2" fontWeight="semibold" wordBreak="break-word">
                {automation.name}
              </Text>
              <FailureBadge automation={automation} />
            </HStack>
            {automation.pausedReason ? (
              <Text fontSize="sm" color="fg.error" wordBreak="break-word">
                {automation.pausedReason}
              </Text>
            ) : null}
            {automation.description ? (
              <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                {automation.description}
              </Text>
            ) : null}
            <HStack gap="2" fontSize="sm" wrap="wrap">
              <Badge variant="subtle" colorPalette="purple">
                When: {triggerTypeInfo(automation.triggerType).label}
              </Badge>
              <ArrowRight size={14} aria-hidden />
              <Badge variant="subtle">Then: {actionTypeInfo(automation.actionType).label}</Badge>
              {summary ? (
                <Text color="fg.muted" wordBreak="break-word">
                  {summary}
                </Text>
              ) : null}
            </HStack>
            <TriggerSourceHint
              triggerType={automation.triggerType}
              actionType={automation.actionType}
              connected={connectedProviders}
            />
            <Text fontSize="xs" color="fg.muted">
              {automation.lastRunAt && automation.lastRunStatus ? (
                <>
                  Last run{' '}
                  <Badge size="sm" colorPalette={runStatusPalette[automation.lastRunStatus]}>
                    {runStatusLabel[automation.lastRunStatus]}
                  </Badge>{' '}
                  {formatDateTime(automation.lastRunAt)} · {automation.runCount}{' '}
                  {/* The run history lists skipped runs too; without this the count and the list disagree. */}
                  {automation.runCount === 1 ? 'run' : 'runs'} (skipped runs not counted)
                </>
              ) : (
                'Never run'
              )}
            </Text>
          </Stack>
          <HStack gap="3">
            {canUpdate ? (
              <ActiveSwitch automation={automation} onChange={(active) => onToggle(automation, active)} />
            ) : (
              <Badge colorPalette={automation.isActive ? 'green' : 'gray'} variant="subtle">
                {automation.isActive ? 'Active' : 'Inactive'}
              </Badge>
            )}
            <ScreenLink to={`/automations/${automation.id}`}>
              <VisuallyHidden>{automation.name}: </VisuallyHidden>Open in builder
            </ScreenLink>
            {canUpdate ? (
              <EditAutomationDialog automation={automation} connectedProviders={connectedProviders} />
            ) : null}
            {canDelete ? (
              <DeleteButton label={`Delete automation ${automation.name}`} onClick={() => onDelete(automation)} />
            ) : null}
          </HStack>
        </HStack>
        <Collapsible.Root open={showRuns} onOpenChange={(e) => setShowRuns(e.open)} lazyMount>
          <Collapsible.Trigger asChild>
            <Button size="xs" variant="outline" aria-label={`Run history of ${automation.name}`}>
              <History size={14} aria-hidden />
              Run history
              <ChevronDown size={14} aria-hidden style={{ transform: showRuns ? 'rotate(180deg)' : undefined }} />
            </Button>
          </Collapsible.Trigger>
          <Collapsible.Content>
            <AutomationRuns automationId={automation.id} />
          </Collapsible.Content>
        </Collapsible.Root>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * Red when something needs fixing, from what the automation stores: it paused itself after failing run after run, or
 * its last run failed (after its last retry).
 */
function FailureBadge({ automation }: { automation: Automation }) {
  const paused = Boolean(automation.pausedReason) && !automation.isActive;
  if (!paused && automation.lastRunStatus !== 'failed') return null;
  return (
    <Badge colorPalette="red" variant="solid" data-testid="automation-failure-badge">
      <CircleAlert size={12} aria-hidden />
      {paused ? 'Paused after failures' : 'Last run failed'}
    </Badge>
  );
}
