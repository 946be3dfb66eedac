import { Box, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface DashboardPageProps {
  /** The Team Analytics tab's content; the routes pass the team feature's component (features never import each other). */
  teamAnalytics?: ReactNode;
}

/** The dashboard frame; KPIs, charts and the other tabs arrive with the dashboard issue. */
export function DashboardPage({ teamAnalytics }: DashboardPageProps) {
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          Dashboard
        </Heading>
        <Text color="fg.muted">Your business at a glance: KPIs, charts and insights.</Text>
      </Stack>
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
