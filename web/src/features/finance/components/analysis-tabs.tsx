import { Badge, Box, Card, HStack, List, Progress, Stack, Tabs, Text } from '@chakra-ui/react';
import type { FinancialAnalysis } from '@shared/schemas/finance';
import { Lightbulb, List as ListIcon, PieChart, Sparkles, TrendingUp } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ScrollingTabList } from '../../../components/scrolling-tab-list';
import { ExpenseBreakdown } from './expense-breakdown';

/**
 * Spec §2: tabs Expense Breakdown, AI Insights, Recommendations (with the health score out of 100), and beyond the
 * spec a Forecast tab (issue 34) and a Transactions tab: what the analysis is built on, to check and correct.
 */
export function AnalysisTabs({
  analysis,
  forecast,
  transactions,
}: {
  analysis: FinancialAnalysis;
  forecast?: ReactNode;
  transactions?: ReactNode;
}) {
  // The low-cash notification links to `/financial?tab=forecast`: it opens on the forecast.
  const [tab, setTab] = useState(() =>
    forecast && new URLSearchParams(window.location.search).get('tab') === 'forecast' ? 'forecast' : 'expenses',
  );
  const analyst =
    analysis.analyst.source === 'openai' ? `OpenAI ${analysis.analyst.model ?? ''}`.trim() : 'Built-in analyst';
  return (
    <Card.Root variant="outline">
      <Card.Body>
        <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value)} variant="line">
          <ScrollingTabList>
            <Tabs.Trigger value="expenses">
              <PieChart size={16} aria-hidden /> Expense Breakdown
            </Tabs.Trigger>
            <Tabs.Trigger value="insights">
              <Sparkles size={16} aria-hidden /> AI Insights
            </Tabs.Trigger>
            <Tabs.Trigger value="recommendations">
              <Lightbulb size={16} aria-hidden /> Recommendations
            </Tabs.Trigger>
            {forecast ? (
              <Tabs.Trigger value="forecast">
                <TrendingUp size={16} aria-hidden /> Forecast
              </Tabs.Trigger>
            ) : null}
            {transactions ? (
              <Tabs.Trigger value="transactions">
                <ListIcon size={16} aria-hidden /> Transactions
              </Tabs.Trigger>
            ) : null}
          </ScrollingTabList>
          <Tabs.Content value="expenses">
            <ExpenseBreakdown categories={analysis.expenseCategories} />
          </Tabs.Content>
          <Tabs.Content value="insights">
            <Sentences items={analysis.insights} empty="No insights yet: they need transactions in the last 30 days." />
            <Text fontSize="xs" color="fg.muted" mt="3">
              Written by {analyst} from the figures above.
            </Text>
          </Tabs.Content>
          <Tabs.Content value="recommendations">
            <Stack gap="5">
              <HealthScore analysis={analysis} />
              <Sentences items={analysis.recommendations} empty="No recommendations yet." />
            </Stack>
          </Tabs.Content>
          {forecast ? (
            // Asked of the server only once opened.
            <Tabs.Content value="forecast">{tab === 'forecast' ? forecast : null}</Tabs.Content>
          ) : null}
          {transactions ? <Tabs.Content value="transactions">{transactions}</Tabs.Content> : null}
        </Tabs.Root>
      </Card.Body>
    </Card.Root>
  );
}

function Sentences({ items, empty }: { items: readonly string[]; empty: string }) {
  if (items.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return (
    <List.Root gap="2" ps="5">
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List.Root>
  );
}

/** The score and what it is made of, so a user can see why it is what it is and what would fill a gap. */
function HealthScore({ analysis }: { analysis: FinancialAnalysis }) {
  const score = analysis.healthScore;
  return (
    <Box>
      <HStack justify="space-between" mb="2">
        <Text fontWeight="semibold">Financial health score</Text>
        <Badge
          size="lg"
          colorPalette={score === null ? 'gray' : score >= 80 ? 'green' : score >= 60 ? 'yellow' : 'red'}
        >
          {score === null ? 'Not enough data' : `${score}/100`}
        </Badge>
      </HStack>
      <Stack as="ul" gap="2" listStyleType="none" aria-label="Health score components">
        {analysis.healthComponents.map((c) => (
          <Box as="li" key={c.key}>
            <HStack justify="space-between" fontSize="sm">
              <Text>
                {c.label}{' '}
                <Text as="span" color="fg.muted">
                  (weight {c.weight})
                </Text>
              </Text>
              <Text fontWeight="medium">{c.score === null ? '—' : `${c.score}/100`}</Text>
            </HStack>
            {c.score !== null ? (
              <Progress.Root value={c.score} size="xs" aria-label={`${c.label} score`}>
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            ) : null}
            <Text fontSize="xs" color="fg.muted">
              {c.missing ? c.missing.message : c.detail}
            </Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
