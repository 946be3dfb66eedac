import { Box, Stack, Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/page-header';

export interface DashboardPageProps {
  /** The Team Analytics tab's content; the routes pass the team feature's component (features never import each other). */
  teamAnalytics?: ReactNode;
  /** The Integrated Data tab's content, from the integrations feature. */
  integratedData?: ReactNode;
}

/** The dashboard frame; KPIs, charts and the other tabs arrive with the dashboard issue. */
export function DashboardPage({ teamAnalytics, integratedData }: DashboardPageProps) {
  return (
    <Stack gap="6">
      <PageHeader title="Dashboard" description="Your business at a glance: KPIs, charts and insights." />
      <Box minH="64" data-testid="dashboard-content">
        {teamAnalytics || integratedData ? (
          <Tabs.Root defaultValue={teamAnalytics ? 'team-analytics' : 'integrated-data'} variant="line" lazyMount>
            <Tabs.List>
              {teamAnalytics ? <Tabs.Trigger value="team-analytics">Team Analytics</Tabs.Trigger> : null}
              {integratedData ? <Tabs.Trigger value="integrated-data">Integrated Data</Tabs.Trigger> : null}
            </Tabs.List>
            {teamAnalytics ? <Tabs.Content value="team-analytics">{teamAnalytics}</Tabs.Content> : null}
            {integratedData ? <Tabs.Content value="integrated-data">{integratedData}</Tabs.Content> : null}
          </Tabs.Root>
        ) : null}
      </Box>
    </Stack>
  );
}
