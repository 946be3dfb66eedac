import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  description?: string;
  /** Buttons on the right, e.g. 'New Task'; in a row that wraps where a phone cannot fit them side by side. */
  actions?: ReactNode;
}

/** Every screen's title (its one h1), the line under it, and its main actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <HStack justify="space-between" align="start" wrap="wrap" gap="4">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {description ? <Text color="fg.muted">{description}</Text> : null}
      </Stack>
      {actions ? (
        <HStack gap="2" wrap="wrap">
          {actions}
        </HStack>
      ) : null}
    </HStack>
  );
}
