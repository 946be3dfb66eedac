import { HStack, Link, Text } from '@chakra-ui/react';
import type { IntegrationProviderId } from '@shared/catalog/integrations';
import { crmTarget, triggerSource } from '@shared/catalog/trigger-sources';
import type { ActionType, TriggerType } from '@shared/schemas/automation';
import { Link as RouterLink } from '@tanstack/react-router';
import { Plug, TriangleAlert } from 'lucide-react';

interface TriggerSourceHintProps {
  triggerType: TriggerType;
  actionType: ActionType;
  /** The workspace's active integrations; undefined while they load (nothing is said until they have). */
  connected: readonly IntegrationProviderId[] | undefined;
}

/**
 * Which connected app feeds the automation's trigger (and which CRM `update_crm` writes to), or a warning with a
 * link to /integrations when nothing can: a 'New Lead' automation without a CRM would otherwise never run, silently.
 */
export function TriggerSourceHint({ triggerType, actionType, connected }: TriggerSourceHintProps) {
  if (!connected) return null;
  const lines = [triggerSource(triggerType, connected), ...(actionType === 'update_crm' ? [crmTarget(connected)] : [])];
  return (
    <>
      {lines.map((line) => (
        <HStack key={line.message} gap="1.5" fontSize="xs" color={line.fed ? 'fg.muted' : 'fg.warning'}>
          {line.fed ? <Plug size={12} aria-hidden /> : <TriangleAlert size={12} aria-hidden />}
          <Text>
            {line.message}
            {line.fed ? null : (
              <>
                {/* A warning is a sentence, and its link another: run together they read 'a new lead Connect one'. */}
                {'. '}
                <Link asChild variant="underline">
                  <RouterLink to="/integrations">Connect one</RouterLink>
                </Link>
              </>
            )}
          </Text>
        </HStack>
      ))}
    </>
  );
}
