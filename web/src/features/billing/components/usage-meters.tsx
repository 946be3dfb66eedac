import { Card, HStack, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { meters, monthlyResetAt, type UsageMeter, usageMeter } from '@shared/billing/plan-limits';
import type { SubscriptionInfo } from '@shared/schemas/subscription';
import { formatDay } from '../../../lib/format-date';
import { usageAgainst } from '../plan-summary';

const COLORS = { unlimited: 'blue', ok: 'blue', near: 'orange', full: 'red', over: 'red' } as const;

function meterNote(counted: 'month' | 'current', state: UsageMeter['state'], reset: string): string {
  const until = counted === 'month' ? ` until ${reset}` : '';
  if (state === 'over') return `Over the limit: nothing is removed, but new ones are refused${until}.`;
  if (state === 'full') return `Limit reached: new ones are refused${until}.`;
  return counted === 'month' ? `Counts start again on ${reset}.` : 'Deleting one frees its place.';
}

/** What the workspace has used against its plan's limits: this month's tasks and AI messages, its automations. */
export function UsageMeters({ info, now = new Date() }: { info: SubscriptionInfo; now?: Date }) {
  const reset = formatDay(monthlyResetAt(now).toISOString());
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2" fontSize="lg">
          Usage
        </Card.Title>
      </Card.Header>
      <Card.Body>
        {/* Side by side only where a meter's label and figure fit one line (beside the sidebar, from 1280 px). */}
        <SimpleGrid as="ul" columns={{ base: 1, xl: 3 }} gap="6" listStyleType="none">
          {usageAgainst(info, info.tier).map(({ resource, used, limit }) => {
            const meter = meters[resource];
            const reading = usageMeter(used, limit);
            return (
              <Stack as="li" key={resource} gap="2" data-testid={`usage-${resource}`}>
                <HStack justify="space-between">
                  <Text fontWeight="medium">{meter.label}</Text>
                  <Text>{reading.percent === null ? `${reading.text} (unlimited)` : reading.text}</Text>
                </HStack>
                <Progress.Root
                  value={reading.percent ?? 0}
                  colorPalette={COLORS[reading.state]}
                  size="sm"
                  aria-label={`${meter.label}: ${reading.text}`}
                >
                  <Progress.Track>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
                <Text
                  fontSize="sm"
                  color={reading.state === 'full' || reading.state === 'over' ? 'fg.error' : 'fg.muted'}
                >
                  {meterNote(meter.counted, reading.state, reset)}
                </Text>
              </Stack>
            );
          })}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
