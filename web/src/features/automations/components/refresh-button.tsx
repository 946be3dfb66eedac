import { Button, type ButtonProps } from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';

interface RefreshButtonProps extends ButtonProps {
  /** The list it reads again: what the automations add to it does not show up by itself. */
  query: { refetch: () => unknown; isFetching: boolean };
}

/** 'Refresh', busy while the list is read again. */
export function RefreshButton({ query, ...button }: RefreshButtonProps) {
  return (
    <Button {...button} onClick={() => void query.refetch()} loading={query.isFetching}>
      <RefreshCw size={12} aria-hidden />
      Refresh
    </Button>
  );
}
