import { Box, Card, SimpleGrid, Skeleton, Tabs, Text } from '@chakra-ui/react';
import type { KpiTimeRange } from '@shared/catalog/kpi-time-ranges';
import { formatDollars } from '@shared/format/money';
import type { KpiStatsView } from '@shared/schemas/kpi';
import type { ReactNode } from 'react';
import { BarChart } from '../../../components/charts/bar-chart';
import { describeSeries, LineChart } from '../../../components/charts/line-chart';
import { MissingData } from '../../../components/missing-data';
import { ScrollingTabList } from '../../../components/scrolling-tab-list';
import { SectionCard } from '../../../components/section-card';
import { InsightsTab } from './insights-tab';
import { PerformanceTab } from './performance-tab';
import { RevenueSplit } from './revenue-split';

interface DashboardTabsProps {
  /** The figures for the selected range; undefined while they load. */
  stats: KpiStatsView | undefined;
  timeRange: KpiTimeRange;
  teamAnalytics?: ReactNode;
  integratedData?: ReactNode;
}

const dollars = (value: number) => formatDollars(value);

/** The dashboard's tabs (spec §2): Overview, Revenue, Performance, Insights, Team Analytics and Integrated Data. */
export function DashboardTabs({ stats: data, timeRange, teamAnalytics, integratedData }: DashboardTabsProps) {
  return (
    <Tabs.Root defaultValue="overview" variant="line" lazyMount>
      <ScrollingTabList>
        <Tabs.Trigger value="overview">Overview</Tabs.Trigger>
        {data?.revenueHidden ? null : <Tabs.Trigger value="revenue">Revenue</Tabs.Trigger>}
        <Tabs.Trigger value="performance">Performance</Tabs.Trigger>
        <Tabs.Trigger value="insights">Insights</Tabs.Trigger>
        <Tabs.Trigger value="team-analytics">Team Analytics</Tabs.Trigger>
        <Tabs.Trigger value="integrated-data">Integrated Data</Tabs.Trigger>
      </ScrollingTabList>
      <Tabs.Content value="overview">
        {data ? (
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            <SectionCard title="Revenue">
              <RevenueChart stats={data} />
            </SectionCard>
            <SectionCard title="Leads">
              <BarChart
                label={`Leads chart. ${describeSeries(data.chartData.labels, data.chartData.leads, String)}`}
                labels={data.chartData.labels}
                series={[{ key: 'Leads', values: data.chartData.leads, color: '#805ad5' }]}
              />
            </SectionCard>
          </SimpleGrid>
        ) : (
          <TabSkeleton />
        )}
      </Tabs.Content>
      <Tabs.Content value="revenue">
        {data ? (
          <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
            <Box gridColumn={{ lg: 'span 2' }}>
              <SectionCard title="Revenue">
                <RevenueChart stats={data} />
              </SectionCard>
            </Box>
            <SectionCard title="Revenue Split">
              {data.revenueSplit && data.revenueSources ? (
                <RevenueSplit split={data.revenueSplit} sources={data.revenueSources} />
              ) : (
                <Text color="fg.muted">{data.revenueHidden}</Text>
              )}
            </SectionCard>
          </SimpleGrid>
        ) : (
          <TabSkeleton />
        )}
      </Tabs.Content>
      <Tabs.Content value="performance">{data ? <PerformanceTab stats={data} /> : <TabSkeleton />}</Tabs.Content>
      <Tabs.Content value="insights">
        {data ? <InsightsTab stats={data} timeRange={timeRange} /> : <TabSkeleton />}
      </Tabs.Content>
      <Tabs.Content value="team-analytics">{teamAnalytics}</Tabs.Content>
      <Tabs.Content value="integrated-data">
        {integratedData ?? (
          <Card.Root variant="outline">
            <Card.Body gap="2">
              <Text as="h2" fontWeight="semibold">
                No integrations yet
              </Text>
              <MissingData message="Connect your business apps to see their data here" href="/integrations" />
            </Card.Body>
          </Card.Root>
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}

function RevenueChart({ stats }: { stats: KpiStatsView }) {
  if (stats.chartData.revenue === null) return <Text color="fg.muted">{stats.revenueHidden}</Text>;
  return (
    <LineChart
      name="Revenue"
      labels={stats.chartData.labels}
      values={stats.chartData.revenue}
      format={dollars}
      color="#3182ce"
    />
  );
}

/** Where a tab's cards will be while the figures load. */
export function TabSkeleton() {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" aria-busy="true">
      <Skeleton height="72" rounded="l3" />
      <Skeleton height="72" rounded="l3" />
    </SimpleGrid>
  );
}
