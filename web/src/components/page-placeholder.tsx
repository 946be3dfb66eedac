import { Heading, Stack, Text } from '@chakra-ui/react';

/** A screen whose issue has not landed yet: its title and a line saying so, never made-up data. */
export function PagePlaceholder({ title }: { title: string }) {
  return (
    <Stack gap="2">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted">This screen is coming soon.</Text>
    </Stack>
  );
}
