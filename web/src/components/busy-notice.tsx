import { Alert, Spinner } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Work the screen is waiting on elsewhere (a payment, a bank's window): announced, with a spinner, never an error. */
export function BusyNotice({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Alert.Root status="info" role="status">
      <Alert.Indicator>
        <Spinner size="sm" />
      </Alert.Indicator>
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
      {action}
    </Alert.Root>
  );
}
