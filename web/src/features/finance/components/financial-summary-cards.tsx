import { Card, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { revenueCrossLinks, revenueSourceLabels } from '@shared/catalog/revenue-sources';
import { formatDollars, formatPercent } from '@shared/format/money';
import type { FinancialAnalysis } from '@shared/schemas/finance';
import { DollarSign, type LucideIcon, Percent, TrendingDown, TrendingUp, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { FinePrint } from '../../../components/fine-print';
import { ScreenLink } from '../../../components/screen-link';

interface CardFigure {
  label: string;
  Icon: LucideIcon;
  value: string;
  hint: string;
  tone?: string;
  /** Where the figure comes from, when another screen shows a figure of the same name. */
  source?: ReactNode;
}

/**
 * Spec §2: four summary cards, in US dollars, labelled with the period ('Last 30 days'). In cents, as the
 * dashboard's Revenue is: rounded each to the dollar, Revenue minus Expenses could differ from Net Income by $1.
 */
export function FinancialSummaryCards({ analysis }: { analysis: FinancialAnalysis }) {
  const before = `previous ${periodDays(analysis.period)} days`;
  const change = (value: number | null, label: string) =>
    value === null ? `No ${label} in the ${before}` : `${value >= 0 ? '+' : ''}${formatPercent(value)} vs ${before}`;
  const profitable = analysis.netIncome >= 0;
  const cards: CardFigure[] = [
    {
      label: 'Revenue',
      Icon: DollarSign,
      value: formatDollars(analysis.revenue, { cents: true }),
      hint: change(analysis.revenueChange, 'revenue'),
      source: (
        <>
          {revenueSourceLabels.financial} ·{' '}
          <ScreenLink to={revenueCrossLinks.financial.to}>{revenueCrossLinks.financial.text}</ScreenLink>
        </>
      ),
    },
    {
      label: 'Expenses',
      Icon: Wallet,
      value: formatDollars(analysis.expenses, { cents: true }),
      hint: change(analysis.expenseChange, 'expenses'),
    },
    {
      label: 'Net Income',
      Icon: profitable ? TrendingUp : TrendingDown,
      value: formatDollars(analysis.netIncome, { cents: true }),
      hint: profitable ? 'Revenue minus expenses' : 'Expenses exceeded revenue',
      tone: profitable ? 'fg.success' : 'fg.error',
    },
    {
      label: 'Profit Margin',
      Icon: Percent,
      value: analysis.profitMargin === null ? '—' : formatPercent(analysis.profitMargin),
      hint: analysis.profitMargin === null ? 'No revenue to compare with' : 'Net income as a share of revenue',
    },
  ];
  return (
    // Four abreast only from 1280 px: beside the sidebar at 1024 a card is too narrow for '$16,532.72' on one line.
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
      {cards.map((card) => (
        <SummaryCard key={card.label} {...card} period={analysis.period.label} />
      ))}
    </SimpleGrid>
  );
}

function SummaryCard(props: CardFigure & { period: string }) {
  return (
    <Card.Root variant="outline">
      <Card.Body gap="1">
        <HStack justify="space-between">
          <Text fontSize="sm" color="fg.muted">
            {props.label}
          </Text>
          <props.Icon size={16} aria-hidden />
        </HStack>
        <Text fontSize="2xl" fontWeight="semibold" color={props.tone}>
          {props.value}
        </Text>
        <FinePrint>{props.hint}</FinePrint>
        <FinePrint>{props.period}</FinePrint>
        <FinePrint>{props.source}</FinePrint>
      </Card.Body>
    </Card.Root>
  );
}

/** How many days the period covers, both ends included ('2026-03-02'–'2026-03-31' is 30). */
function periodDays(period: FinancialAnalysis['period']): number {
  return Math.round((Date.parse(period.to) - Date.parse(period.from)) / 86_400_000) + 1;
}
