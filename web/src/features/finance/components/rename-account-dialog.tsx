import { Button, Dialog, Field, Input, Portal } from '@chakra-ui/react';
import type { BankAccount } from '@shared/schemas/finance';
import { type FormEvent, useEffect, useState } from 'react';

interface RenameAccountDialogProps {
  /** The account being renamed; the dialog is open while it is set. */
  account: BankAccount | undefined;
  onClose: () => void;
  onSave: (name: string) => void;
  saving: boolean;
}

/** A new name for an account ('Chase ••4821' → 'Main checking'): blank is refused here, as the server would. */
export function RenameAccountDialog({ account, onClose, onSave, saving }: RenameAccountDialogProps) {
  const [name, setName] = useState('');
  useEffect(() => setName(account?.name ?? ''), [account]);
  const blank = name.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blank) onSave(name.trim());
  };
  return (
    <Dialog.Root open={account !== undefined} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content as="form" onSubmit={submit}>
            <Dialog.Header>
              <Dialog.Title>Rename account</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Field.Root invalid={blank} required>
                <Field.Label>Account name</Field.Label>
                <Input value={name} maxLength={80} onChange={(e) => setName(e.currentTarget.value)} />
                {blank ? <Field.ErrorText>Account name is required</Field.ErrorText> : null}
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button type="submit" loading={saving} disabled={blank}>
                Save
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
