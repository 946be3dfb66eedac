import { Box, Heading, Stack, Text } from '@chakra-ui/react';

/** The dashboard frame; KPIs, charts and tabs arrive with the dashboard issue. */
export function DashboardPage() {
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          Dashboard
        </Heading>
        <Text color="fg.muted">Your business at a glance: KPIs, charts and insights.</Text>
      </Stack>
      <Box minH="64" data-testid="dashboard-content" />
    </Stack>
  );
}
