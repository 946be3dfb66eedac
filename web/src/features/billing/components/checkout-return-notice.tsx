import { Alert, Button } from '@chakra-ui/react';
import { BusyNotice } from '../../../components/busy-notice';

/** While an upgrade is being confirmed, and when its confirmation is taking longer than the screen waits. */
export function CheckoutReturnNotice({
  state,
  onCheckAgain,
}: {
  state: 'finishing' | 'unconfirmed';
  onCheckAgain: () => void;
}) {
  if (state === 'finishing') {
    return <BusyNotice title="Finishing your upgrade…">Waiting for the payment to be confirmed.</BusyNotice>;
  }
  return (
    <Alert.Root status="warning" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Your payment is still being confirmed</Alert.Title>
        <Alert.Description>
          Your plan changes as soon as the payment provider confirms it, usually within a few minutes. Nothing more is
          needed from you.
        </Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" alignSelf="center" onClick={onCheckAgain}>
        Check again
      </Button>
    </Alert.Root>
  );
}
