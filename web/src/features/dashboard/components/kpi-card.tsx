import { Card, HStack, Skeleton, Text } from '@chakra-ui/react';
import { formatPercent } from '@shared/format/money';
import type { KpiFigure } from '@shared/schemas/kpi';
import { ArrowDownRight, ArrowUpRight } from 'lucide-react';
import type { ReactNode } from 'react';

interface KpiCardProps {
  label: string;
  icon: ReactNode;
  figure: KpiFigure | undefined;
  format: (value: number) => string;
}

/** One of the four KPI cards (spec §2): the figure, and its change with an arrow 'vs previous period'. */
export function KpiCard({ label, icon, figure, format }: KpiCardProps) {
  const up = figure?.trend === 'up';
  const Arrow = up ? ArrowUpRight : ArrowDownRight;
  return (
    <Card.Root variant="outline" data-testid={`kpi-${label}`}>
      <Card.Body p="4" gap="2">
        <HStack justify="space-between" color="fg.muted" fontSize="sm">
          <Text as="h2" fontWeight="medium">
            {label}
          </Text>
          {icon}
        </HStack>
        {figure ? (
          <>
            <Text fontSize="2xl" fontWeight="bold" lineHeight="short">
              {format(figure.current)}
            </Text>
            <HStack gap="1" fontSize="xs">
              <HStack gap="0.5" color={up ? 'fg.success' : 'fg.error'} fontWeight="semibold">
                <Arrow size={14} aria-hidden />
                <Text as="span">
                  {figure.change > 0 ? '+' : ''}
                  {formatPercent(figure.change)}
                </Text>
              </HStack>
              <Text as="span" color="fg.muted">
                vs previous period
              </Text>
            </HStack>
          </>
        ) : (
          <>
            <Skeleton height="8" width="24" />
            <Skeleton height="4" width="32" />
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
