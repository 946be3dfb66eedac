import { Alert, Button, CloseButton, HStack, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BusyNotice } from '../../../components/busy-notice';
import { useBrandName } from '../../../lib/branding';
import type { BankLinkFlow } from './use-bank-link-flow';

/**
 * What the bank link is doing, under the page header: waiting for the user in the Plaid window (with a way back to
 * it if the browser blocked the popup), why no bank was linked, or — without Plaid keys — the server's message with
 * the Demo Bank offered. Information, never an error toast.
 */
export function BankLinkNotice({
  flow,
  onCancel,
  demoAction,
}: {
  flow: BankLinkFlow;
  onCancel: () => void;
  /** The Demo Bank's button, when the workspace does not have it yet. */
  demoAction: ReactNode;
}) {
  const name = useBrandName();
  if (flow.step === 'waiting') {
    return (
      <BusyNotice
        title="Finish linking your bank in the Plaid window"
        action={
          <Button size="sm" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        }
      >
        {flow.blocked ? 'Your browser blocked the Plaid window. ' : null}
        <Link href={flow.linkUrl} target="bizpilot-bank-link" rel="noopener" colorPalette="blue" variant="underline">
          {flow.blocked ? 'Open Plaid' : 'Show the Plaid window again'}
        </Link>
        {name
          ? `. ${name} checks with Plaid and shows your accounts as soon as you are done.`
          : '. Your accounts show here as soon as you are done.'}
      </BusyNotice>
    );
  }
  if (flow.step === 'not-configured' || flow.step === 'ended') {
    return (
      <Alert.Root status={flow.step === 'ended' ? 'warning' : 'info'} role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{flow.step === 'ended' ? flow.title : 'Bank linking is not configured'}</Alert.Title>
          <Alert.Description>{flow.message}</Alert.Description>
          {flow.step === 'not-configured' && demoAction ? <HStack mt="2">{demoAction}</HStack> : null}
        </Alert.Content>
        <CloseButton size="sm" aria-label="Dismiss" onClick={onCancel} />
      </Alert.Root>
    );
  }
  return null;
}
