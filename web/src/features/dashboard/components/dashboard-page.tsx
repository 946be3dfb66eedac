import { Box, Stack, Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/page-header';

export interface DashboardPageProps {
  /** The Team Analytics tab's content; the routes pass the team feature's component (features never import each other). */
  teamAnalytics?: ReactNode;
}

/** The dashboard frame; KPIs, charts and the other tabs arrive with the dashboard issue. */
export function DashboardPage({ teamAnalytics }: DashboardPageProps) {
  return (
    <Stack gap="6">
      <PageHeader title="Dashboard" description="Your business at a glance: KPIs, charts and insights." />
      <Box minH="64" data-testid="dashboard-content">
        {teamAnalytics ? (
          <Tabs.Root defaultValue="team-analytics" variant="line" lazyMount>
            <Tabs.List>
              <Tabs.Trigger value="team-analytics">Team Analytics</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="team-analytics">{teamAnalytics}</Tabs.Content>
          </Tabs.Root>
        ) : null}
      </Box>
    </Stack>
  );
}
