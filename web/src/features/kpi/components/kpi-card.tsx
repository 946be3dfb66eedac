import { Card, HStack, Skeleton, Text } from '@chakra-ui/react';
import { formatPercent } from '@shared/format/money';
import type { KpiFigure } from '@shared/schemas/kpi';
import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';
import type { ReactNode } from 'react';

interface KpiCardProps {
  label: string;
  icon: ReactNode;
  figure: KpiFigure | undefined;
  format: (value: number) => string;
  /** Where the figure comes from, under it, when another screen shows a figure of the same name. */
  source?: ReactNode;
  /** Shown instead of the figure when the reader's role may not see it ('Revenue is visible to owners and admins'). */
  hidden?: string | null;
}

/**
 * One of the four KPI cards (spec §2): the figure, and its change with an arrow 'vs previous period'. No change is
 * neither good news nor bad: a level arrow in the muted colour, though the API's trend calls it 'up'.
 */
export function KpiCard({ label, icon, figure, format, source, hidden }: KpiCardProps) {
  const level = figure?.change === 0;
  const up = figure?.trend === 'up';
  const Arrow = level ? ArrowRight : up ? ArrowUpRight : ArrowDownRight;
  const color = level ? 'fg.muted' : up ? 'fg.success' : 'fg.error';
  return (
    <Card.Root variant="outline" data-testid={`kpi-${label}`}>
      <Card.Body p="4" gap="2">
        <HStack justify="space-between" color="fg.muted" fontSize="sm">
          <Text as="h2" fontWeight="medium">
            {label}
          </Text>
          {icon}
        </HStack>
        {hidden ? (
          <Text fontSize="sm" color="fg.muted">
            {hidden}
          </Text>
        ) : figure ? (
          <>
            <Text fontSize="2xl" fontWeight="bold" lineHeight="short">
              {format(figure.current)}
            </Text>
            <HStack gap="1" fontSize="xs">
              <HStack gap="0.5" color={color} fontWeight="semibold">
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
            {source ? (
              <Text fontSize="xs" color="fg.muted">
                {source}
              </Text>
            ) : null}
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
