import { Card, HStack, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FinePrint } from '../../../components/fine-print';

/** One figure of a team summary: its label (with an icon), the value or its skeleton while loading, a hint below. */
export interface Stat {
  icon?: ReactNode;
  label: string;
  value: number | string;
  hint?: string;
}

function StatCard({ icon, label, value, hint, loading }: Stat & { loading: boolean }) {
  return (
    <Card.Root variant="outline">
      <Card.Body p="4" gap="1">
        <HStack gap="2" color="fg.muted" fontSize="sm">
          {icon}
          <Text>{label}</Text>
        </HStack>
        {loading ? (
          <Skeleton height="8" width="12" />
        ) : (
          <Text fontSize="2xl" fontWeight="bold">
            {value}
          </Text>
        )}
        <FinePrint>{hint}</FinePrint>
      </Card.Body>
    </Card.Root>
  );
}

/** A team summary's figures, two to a row on small screens and four on wider ones. */
export function StatGrid({ stats, loading }: { stats: readonly Stat[]; loading: boolean }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
      {stats.map((stat) => (
        <StatCard key={stat.label} {...stat} loading={loading} />
      ))}
    </SimpleGrid>
  );
}
