import { Card, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { KpiStatsView } from '@shared/schemas/kpi';
import type { ReactNode } from 'react';
import { BarChart } from '../../../components/charts/bar-chart';
import { MissingData } from '../../../components/missing-data';
import { SectionCard } from '../../../components/section-card';

/**
 * Performance (spec §2's three cards and the weekly task chart), from task timestamps; satisfaction needs a review
 * source, which no connected app provides yet, so its card says how to get one instead of showing a number.
 */
export function PerformanceTab({ stats }: { stats: KpiStatsView }) {
  const p = stats.performance;
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <MetricCard title="Task Completion">
          {p.completionRate === null ? (
            <MissingData message="Create tasks to see task completion" href="/tasks" />
          ) : (
            <>
              <Text fontSize="2xl" fontWeight="bold">
                {p.completionRate}%
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {p.tasksCreatedCompleted} of {p.tasksCreated} tasks created in this period are done
              </Text>
            </>
          )}
        </MetricCard>
        <MetricCard title="Response Time">
          {p.medianHoursToComplete === null ? (
            <MissingData message="Complete tasks to see how long they take" href="/tasks" />
          ) : (
            <>
              <Text fontSize="2xl" fontWeight="bold">
                {p.medianHoursToComplete}h
              </Text>
              <Text fontSize="xs" color="fg.muted">
                Median time from creation to completion of {p.tasksCompleted} task{p.tasksCompleted === 1 ? '' : 's'}
              </Text>
            </>
          )}
        </MetricCard>
        <MetricCard title="Satisfaction">
          <MissingData message="Connect a review source to see satisfaction" href="/integrations" />
        </MetricCard>
      </SimpleGrid>
      <SectionCard title="Tasks per week">
        <BarChart
          label={`Tasks created and completed per week. ${p.weekly
            .map((w) => `${w.label}: ${w.created} created, ${w.completed} completed`)
            .join('; ')}`}
          labels={p.weekly.map((w) => w.label)}
          series={[
            { key: 'Created', values: p.weekly.map((w) => w.created), color: '#a0aec0' },
            { key: 'Completed', values: p.weekly.map((w) => w.completed), color: '#38a169' },
          ]}
        />
      </SectionCard>
    </Stack>
  );
}

function MetricCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline">
      <Card.Body p="4" gap="1">
        <Text as="h3" fontSize="sm" color="fg.muted" fontWeight="medium">
          {title}
        </Text>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
