import { Button, HStack } from '@chakra-ui/react';

interface LoadMoreProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  /** What the button loads, for screen readers: 'tasks', 'runs'. */
  what: string;
}

/** The button under a paged list: shown while the server has more, busy while the next page loads. */
export function LoadMore({ hasNextPage, isFetchingNextPage, fetchNextPage, what }: LoadMoreProps) {
  if (!hasNextPage) return null;
  return (
    <HStack justify="center">
      <Button
        variant="outline"
        size="sm"
        loading={isFetchingNextPage}
        aria-label={`Load more ${what}`}
        onClick={() => void fetchNextPage()}
      >
        Load more
      </Button>
    </HStack>
  );
}
