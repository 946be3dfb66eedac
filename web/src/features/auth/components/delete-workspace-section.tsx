import { Button, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PlainFormDialog } from '../../../components/form/plain-form-dialog';
import { TextField } from '../../../components/form/text-field';
import { SectionCard } from '../../../components/section-card';
import { serverMessage } from '../../../lib/server-message';
import { useDeleteWorkspace } from '../api/account';

/**
 * 'Delete my workspace' (owner): a dialog that deletes only once the workspace's name is typed, and says what goes
 * and what stays before anything happens.
 */
export function DeleteWorkspaceSection({ workspaceName }: { workspaceName: string }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const remove = useDeleteWorkspace();
  const matches = typed.trim() === workspaceName.trim();
  const refusal = remove.isError ? (serverMessage(remove.error) ?? 'The workspace could not be deleted.') : undefined;
  return (
    <SectionCard title="Delete workspace">
      <Stack gap="3" align="start">
        <Text color="fg.muted">
          Deletes “{workspaceName}” and everything in it for every member, and ends its subscription. This cannot be
          undone; export your data first if you may need it.
        </Text>
        <Button colorPalette="red" variant="outline" onClick={() => setOpen(true)}>
          Delete my workspace
        </Button>
      </Stack>
      <PlainFormDialog
        role="alertdialog"
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          setTyped('');
          remove.reset();
        }}
        title={`Delete “${workspaceName}”?`}
        onSubmit={() => matches && remove.mutate(typed)}
        submitLabel="Delete workspace"
        danger
        pending={remove.isPending}
        submitDisabled={!matches}
      >
        <Stack gap="3">
          <Text>This deletes, for good:</Text>
          <List.Root ps="5">
            <List.Item>every task, automation, employee, note, transaction and assistant message</List.Item>
            <List.Item>uploaded statements and exports, and integration and bank credentials</List.Item>
            <List.Item>every member's access (their accounts stay), and the subscription</List.Item>
          </List.Root>
          <TextField
            name="confirm"
            label={`Type “${workspaceName}” to confirm`}
            value={typed}
            onChange={setTyped}
            error={refusal}
          />
        </Stack>
      </PlainFormDialog>
    </SectionCard>
  );
}
