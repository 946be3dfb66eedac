import { List } from '@chakra-ui/react';
import { planFor } from '@shared/catalog/plans';
import type { SubscriptionInfo } from '@shared/schemas/subscription';
import type { SubscriptionTier } from '@shared/schemas/user';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { downgradeConsequences } from '../plan-summary';

interface DowngradeDialogProps {
  info: SubscriptionInfo;
  /** The plan to move to; the dialog is open while it is set. */
  to: SubscriptionTier | undefined;
  onCancel: () => void;
  onConfirm: (tier: SubscriptionTier) => void;
  pending: boolean;
}

/** Asks before a downgrade, saying when it applies and what happens to usage above the new limits. */
export function DowngradeDialog({ info, to, onCancel, onConfirm, pending }: DowngradeDialogProps) {
  const name = to ? planFor(to).name : '';
  return (
    <ConfirmDialog
      open={to !== undefined}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={`Downgrade to ${name}?`}
      description={
        <List.Root gap="2" ps="4">
          {to
            ? downgradeConsequences(info, to, new Date()).map((line) => <List.Item key={line}>{line}</List.Item>)
            : null}
        </List.Root>
      }
      confirmLabel={`Downgrade to ${name}`}
      onConfirm={() => to && onConfirm(to)}
      pending={pending}
    />
  );
}
