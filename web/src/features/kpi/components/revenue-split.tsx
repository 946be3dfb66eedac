import { HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { formatDollars } from '@shared/format/money';
import type { KpiStats } from '@shared/schemas/kpi';

/** Revenue by kind (spec §2's four, plus other income when there is any), from the workspace's own data. */
export function RevenueSplit({
  split,
  sources,
}: {
  split: KpiStats['revenueSplit'];
  sources: KpiStats['revenueSources'];
}) {
  const shares = split.filter((share) => share.kind !== 'other' || share.amount !== 0);
  const { apps, bank, matched } = sources;
  return (
    <Stack gap="3">
      {shares.map((share) => (
        <Stack key={share.kind} gap="1">
          <HStack justify="space-between" fontSize="sm">
            <Text>{share.label}</Text>
            <Text fontWeight="semibold">
              {share.percentage}%{' '}
              <Text as="span" color="fg.muted" fontWeight="normal">
                ({formatDollars(share.amount, { cents: true })})
              </Text>
            </Text>
          </HStack>
          <Progress.Root value={share.percentage} max={100} size="sm" colorPalette="blue" aria-label={share.label}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Stack>
      ))}
      <Text fontSize="xs" color="fg.muted">
        {formatDollars(apps, { cents: true })} from connected apps, {formatDollars(bank, { cents: true })} from bank
        data
        {matched > 0
          ? `; ${formatDollars(matched, { cents: true })} of bank deposits matched paid invoices and count once`
          : ''}
        .
      </Text>
    </Stack>
  );
}
