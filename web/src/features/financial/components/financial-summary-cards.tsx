import { Card, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { formatDollars, formatPercent } from '@shared/format/money';
import type { FinancialAnalysis } from '@shared/schemas/finance';
import { DollarSign, Percent, TrendingDown, TrendingUp, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';

/** Spec §2: four summary cards, in US dollars, labelled with the period ('Last 30 days'). */
export function FinancialSummaryCards({ analysis }: { analysis: FinancialAnalysis }) {
  const change = (value: number | null, label: string) =>
    value === null
      ? `No ${label} in the previous 30 days`
      : `${value >= 0 ? '+' : ''}${formatPercent(value)} vs previous 30 days`;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
      <SummaryCard
        label="Revenue"
        icon={<DollarSign size={16} aria-hidden />}
        value={formatDollars(analysis.revenue)}
        hint={change(analysis.revenueChange, 'revenue')}
        period={analysis.period.label}
      />
      <SummaryCard
        label="Expenses"
        icon={<Wallet size={16} aria-hidden />}
        value={formatDollars(analysis.expenses)}
        hint={change(analysis.expenseChange, 'expenses')}
        period={analysis.period.label}
      />
      <SummaryCard
        label="Net Income"
        icon={analysis.netIncome >= 0 ? <TrendingUp size={16} aria-hidden /> : <TrendingDown size={16} aria-hidden />}
        value={formatDollars(analysis.netIncome)}
        hint={analysis.netIncome >= 0 ? 'Revenue minus expenses' : 'Expenses exceeded revenue'}
        period={analysis.period.label}
        tone={analysis.netIncome >= 0 ? 'fg.success' : 'fg.error'}
      />
      <SummaryCard
        label="Profit Margin"
        icon={<Percent size={16} aria-hidden />}
        value={analysis.profitMargin === null ? '—' : formatPercent(analysis.profitMargin)}
        hint={analysis.profitMargin === null ? 'No revenue to compare with' : 'Net income as a share of revenue'}
        period={analysis.period.label}
      />
    </SimpleGrid>
  );
}

function SummaryCard(props: {
  label: string;
  icon: ReactNode;
  value: string;
  hint: string;
  period: string;
  tone?: string;
}) {
  return (
    <Card.Root variant="outline">
      <Card.Body gap="1">
        <HStack justify="space-between">
          <Text fontSize="sm" color="fg.muted">
            {props.label}
          </Text>
          {props.icon}
        </HStack>
        <Text fontSize="2xl" fontWeight="semibold" color={props.tone}>
          {props.value}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {props.hint}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {props.period}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
