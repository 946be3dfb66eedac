import { Box, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { formatDollars, formatPercent } from '@shared/format/money';
import type { FinancialAnalysis } from '@shared/schemas/finance';
import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';
import { expenseCategoryIcons } from './category-icons';

type Category = FinancialAnalysis['expenseCategories'][number];

/** The Expense Breakdown tab: each category with its icon, amount, share of spending and trend. */
export function ExpenseBreakdown({ categories }: { categories: readonly Category[] }) {
  if (categories.length === 0) {
    return (
      <Text color="fg.muted" py="4">
        No expenses in the last 30 days.
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="4" listStyleType="none" aria-label="Expenses by category">
      {categories.map((c) => {
        const Icon = expenseCategoryIcons[c.category];
        return (
          <Box as="li" key={c.category}>
            <HStack justify="space-between" mb="1.5">
              <HStack gap="2">
                <Icon size={18} aria-hidden />
                <Text fontWeight="medium">{c.category}</Text>
              </HStack>
              <HStack gap="3">
                <Text fontWeight="semibold">{formatDollars(c.amount)}</Text>
                <Trend category={c} />
              </HStack>
            </HStack>
            <HStack gap="3">
              <Progress.Root
                value={Math.max(0, Math.min(100, c.percentage))}
                flex="1"
                aria-label={`${c.category} share of expenses`}
              >
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
              <Text fontSize="sm" color="fg.muted" minW="12" textAlign="end">
                {formatPercent(c.percentage)}
              </Text>
            </HStack>
          </Box>
        );
      })}
    </Stack>
  );
}

function Trend({ category }: { category: Category }) {
  const change =
    category.change === null
      ? 'new this period'
      : `${category.change >= 0 ? '+' : ''}${formatPercent(category.change)}`;
  const label = `${category.trend === 'up' ? 'Up' : category.trend === 'down' ? 'Down' : 'Stable'}: ${change} vs previous 30 days`;
  const Icon = category.trend === 'up' ? ArrowUpRight : category.trend === 'down' ? ArrowDownRight : ArrowRight;
  return (
    <HStack
      gap="1"
      color={category.trend === 'up' ? 'fg.error' : category.trend === 'down' ? 'fg.success' : 'fg.muted'}
      title={label}
    >
      <Icon size={14} aria-hidden />
      <Text fontSize="xs">{change}</Text>
      <Text srOnly>{label}</Text>
    </HStack>
  );
}
