import { Box, Button, Link as ChakraLink, Menu, Portal, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { DEFAULT_KPI_TIME_RANGE, type KpiTimeRange } from '@shared/catalog/kpi-time-ranges';
import { revenueCrossLinks, revenueSourceLabels } from '@shared/catalog/revenue-sources';
import { formatDollars } from '@shared/format/money';
import { longDayLabel } from '@shared/kpi/calendar-labels';
import type { KpiStatsView } from '@shared/schemas/kpi';
import { Link } from '@tanstack/react-router';
import { CalendarCheck, CircleCheckBig, DollarSign, Download, UserPlus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { LoadFailed } from '../../../components/list-states';
import { Page } from '../../../components/page';
import { ScreenLink } from '../../../components/screen-link';
import { TimeRangeSelect } from '../../../components/time-range-select';
import { useAfterFirstCommit } from '../../../lib/use-after-first-commit';
import { useKpiStats } from '../api/get-kpi-stats';
import { reportUrl } from '../api/report-url';
import { useSendTimeZoneOnce } from '../api/send-time-zone';
import { DashboardTabs, TabSkeleton } from './dashboard-tabs';
import { KpiCard } from './kpi-card';

export interface DashboardPageProps {
  /** What is overdue, under the KPI cards; the routes pass the tasks feature's card. */
  overdueTasks?: ReactNode;
  /** The Team Analytics tab's content; the routes pass the team feature's component (features never import each other). */
  teamAnalytics?: ReactNode;
  /** The Integrated Data tab's content for the selected range, from the integrations feature once it exists. */
  integratedData?: (timeRange: KpiTimeRange) => ReactNode;
}

const dollarsAndCents = (value: number) => formatDollars(value, { cents: true });
const count = (value: number) => value.toLocaleString('en-US');

/** The dashboard (spec §2): the range, Export Report, the four KPI cards and the tabs, every figure from the data. */
export function DashboardPage({ overdueTasks, teamAnalytics, integratedData }: DashboardPageProps) {
  const [timeRange, setTimeRange] = useState<KpiTimeRange>(DEFAULT_KPI_TIME_RANGE);
  const stats = useKpiStats(timeRange);
  useSendTimeZoneOnce(stats.data?.range.timeZoneSaved);
  const data = stats.data;
  // The tabs and their charts are below the fold on a phone: the header and the cards paint first.
  const belowTheFold = useAfterFirstCommit();

  return (
    <Page
      title="Dashboard"
      description="Your business at a glance: KPIs, charts and insights."
      actions={
        <>
          <TimeRangeSelect label="Time range" value={timeRange} onChange={setTimeRange} />
          <ExportReport timeRange={timeRange} />
        </>
      }
    >
      {stats.isError ? (
        <LoadFailed title="The figures could not be loaded" error={stats.error} onRetry={() => stats.refetch()} />
      ) : (
        <>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
            <KpiCard
              label="Revenue"
              icon={<DollarSign size={16} aria-hidden />}
              figure={data?.revenue ?? undefined}
              hidden={data?.revenueHidden}
              format={dollarsAndCents}
              source={
                <>
                  {revenueSourceLabels.dashboard} ·{' '}
                  <ScreenLink to={revenueCrossLinks.dashboard.to}>{revenueCrossLinks.dashboard.text}</ScreenLink>
                </>
              }
            />
            <KpiCard label="Leads" icon={<UserPlus size={16} aria-hidden />} figure={data?.leads} format={count} />
            <KpiCard
              label="Appointments"
              icon={<CalendarCheck size={16} aria-hidden />}
              figure={data?.appointments}
              format={count}
            />
            <KpiCard
              label="Tasks Completed"
              icon={<CircleCheckBig size={16} aria-hidden />}
              figure={data?.tasks}
              format={count}
            />
          </SimpleGrid>
          {data ? <RangeNote stats={data} /> : <Skeleton height="4" width="72" />}
        </>
      )}
      {overdueTasks}

      {belowTheFold ? (
        <DashboardTabs
          stats={data}
          timeRange={timeRange}
          teamAnalytics={teamAnalytics}
          integratedData={integratedData?.(timeRange)}
        />
      ) : (
        <Stack gap="4">
          <Skeleton height="10" />
          <TabSkeleton />
        </Stack>
      )}
    </Page>
  );
}

/** The period the figures cover; with nothing in it, where the numbers come from, so zeros are not a mystery. */
function RangeNote({ stats }: { stats: KpiStatsView }) {
  const { range } = stats;
  const empty = [stats.revenue, stats.leads, stats.appointments, stats.tasks].every(
    (f) => f === null || (f.current === 0 && f.change === 0),
  );
  return (
    <Stack gap="2">
      <Text fontSize="xs" color="fg.muted">
        {longDayLabel(range.from)} – {longDayLabel(range.to)}, compared with {longDayLabel(range.previousFrom)} –{' '}
        {longDayLabel(range.previousTo)} ({range.timeZone})
      </Text>
      {empty ? (
        <Box borderWidth="1px" borderStyle="dashed" rounded="l2" p="3" fontSize="sm" data-testid="kpi-sources-hint">
          <Text fontWeight="semibold">Where these numbers come from</Text>
          <Text color="fg.muted">
            Revenue from{' '}
            <ChakraLink asChild variant="underline">
              <Link to="/integrations">connected payment, accounting and e-commerce apps</Link>
            </ChakraLink>{' '}
            and{' '}
            <ChakraLink asChild variant="underline">
              <Link to="/financial">imported bank statements</Link>
            </ChakraLink>
            ; leads and appointments from a connected CRM and calendar; tasks completed from{' '}
            <ChakraLink asChild variant="underline">
              <Link to="/tasks">your tasks</Link>
            </ChakraLink>
            . Nothing has come in for this period yet.
          </Text>
        </Box>
      ) : null}
    </Stack>
  );
}

/** Export Report (spec §2; its behaviour is ours): the selected range as CSV or PDF, downloaded by the browser. */
function ExportReport({ timeRange }: { timeRange: KpiTimeRange }) {
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline">
          <Download size={16} aria-hidden />
          Export Report
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="csv" asChild>
              <a href={reportUrl(timeRange, 'csv')} download>
                CSV (spreadsheet)
              </a>
            </Menu.Item>
            <Menu.Item value="pdf" asChild>
              <a href={reportUrl(timeRange, 'pdf')} download>
                PDF (one-page report)
              </a>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
