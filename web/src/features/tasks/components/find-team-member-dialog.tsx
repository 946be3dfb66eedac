import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import type { Task } from '@shared/schemas/task';

/**
 * What 'Find Team Member' opens until the team directory supplies its AI assignment dialog through the Tasks
 * page's `onFindTeamMember`: an honest note, never made-up matches.
 */
export function FindTeamMemberPlaceholderDialog({ task, onClose }: { task: Task | undefined; onClose: () => void }) {
  return (
    <Dialog.Root open={Boolean(task)} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Find Team Member</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                Matching “{task?.title}” to the best-suited employee arrives with the team directory. Add your team on
                the Team page; ranked recommendations will appear here.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Close</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
