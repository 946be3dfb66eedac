import { Button, EmptyState, Skeleton, Stack, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { serverMessage } from '../lib/server-message';

interface EmptyListProps {
  icon: ReactNode;
  title: string;
  description: string;
  /** E.g. 'Add First Employee'. */
  action?: ReactNode;
}

/**
 * What a list shows when it has nothing to show. Its title is an h2: it sits right under the page's h1 (Chakra's
 * EmptyState.Title is an h3, which skips a level).
 */
export function EmptyList({ icon, title, description, action }: EmptyListProps) {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="l3">
      <EmptyState.Content>
        <EmptyState.Indicator>{icon}</EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h2">{title}</EmptyState.Title>
          <EmptyState.Description>{description}</EmptyState.Description>
        </VStack>
        {action}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

interface LoadFailedProps {
  /** 'Tasks could not be loaded'. */
  title: string;
  error: Error;
  onRetry: () => void;
}

/**
 * A list that could not be read: what failed, why and a way to try again. Why is the server's own message when its
 * answer has one: the error's spec §8 message ('500: {"message":"…"}') printed the raw JSON of the answer.
 */
export function LoadFailed({ title, error, onRetry }: LoadFailedProps) {
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Title as="h2">{title}</EmptyState.Title>
        <EmptyState.Description>{serverMessage(error) ?? error.message}</EmptyState.Description>
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

interface LoadingListProps {
  /** 'Loading tasks'. */
  label: string;
  /** How many placeholder rows, and how tall: about what the first items will be. */
  count: number;
  height: string;
}

/** A list's placeholder while its first page loads: grey rows the size of its items, announced as busy. */
export function LoadingList({ label, count, height }: LoadingListProps) {
  return (
    <Stack gap="3" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to tell them apart
        <Skeleton key={row} height={height} rounded="l2" />
      ))}
    </Stack>
  );
}
