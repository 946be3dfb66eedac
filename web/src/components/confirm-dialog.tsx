import { Button, Dialog, Text } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { DialogFrame } from './dialog-frame';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** A sentence, or richer content (e.g. a list of consequences). */
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  pending?: boolean;
}

/** Asks before a destructive action. An alert dialog: focus starts on Cancel, Escape cancels. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  pending,
}: ConfirmDialogProps) {
  return (
    <DialogFrame role="alertdialog" open={open} onOpenChange={onOpenChange} title={title}>
      <Dialog.Body>{typeof description === 'string' ? <Text>{description}</Text> : description}</Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.ActionTrigger>
        <Button colorPalette="red" onClick={onConfirm} loading={pending}>
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}

interface ConfirmDeleteProps<T extends { id: string }> {
  /** What the user asked to delete; the dialog is open while it is set. */
  item: T | undefined;
  onClose: () => void;
  /** The delete mutation, given the item's id; the dialog closes once it settles. */
  remove: { isPending: boolean; mutate: (id: string, options: { onSettled: () => void }) => void };
  title: string;
  description: string;
}

/** 'Delete' with confirmation for an item of a list: asks, deletes by id, closes when the server has answered. */
export function ConfirmDelete<T extends { id: string }>({
  item,
  onClose,
  remove,
  title,
  description,
}: ConfirmDeleteProps<T>) {
  return (
    <ConfirmDialog
      open={Boolean(item)}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      confirmLabel="Delete"
      pending={remove.isPending}
      onConfirm={() => item && remove.mutate(item.id, { onSettled: onClose })}
    />
  );
}

/** The action a confirmation runs, told when the server has answered. */
interface ConfirmableMutation<V> {
  isPending: boolean;
  mutate: (variables: V, options: { onSuccess?: () => void; onSettled?: () => void }) => void;
}

type ConfirmedActionProps<V> = Omit<ConfirmDialogProps, 'open' | 'onOpenChange' | 'onConfirm' | 'pending'> & {
  /** What asks the question, given the function that opens it: 'Clear conversation'. */
  trigger: (ask: () => void) => ReactNode;
  /** The action asked about: clear the conversation, delete this employee, revoke this key. */
  mutation: ConfirmableMutation<V>;
  /**
   * Keep the question open when the action fails, so it can be confirmed again at once (the action's toast says what
   * went wrong); by default it closes once the server has answered either way.
   */
  keepOpenOnFailure?: boolean;
} & (undefined extends V
    ? { variables?: V }
    : {
        /** What the action is given, e.g. the id of the row's key or member. */
        variables: V;
      });

/** A destructive action: its trigger asks first, confirming runs it, and the question closes once the server has answered. */
export function ConfirmedAction<V = undefined>({
  trigger,
  mutation,
  variables,
  keepOpenOnFailure = false,
  ...question
}: ConfirmedActionProps<V>) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      {trigger(() => setOpen(true))}
      <ConfirmDialog
        {...question}
        open={open}
        onOpenChange={setOpen}
        pending={mutation.isPending}
        onConfirm={() =>
          mutation.mutate(variables as V, keepOpenOnFailure ? { onSuccess: close } : { onSettled: close })
        }
      />
    </>
  );
}
