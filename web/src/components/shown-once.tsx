import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface ShownOnceProps {
  /** Why to copy it now, and where it goes. */
  intro: ReactNode;
  /** The value itself, e.g. a read-only input or a code block. */
  children: ReactNode;
  copyLabel?: string;
  onCopy: () => void;
  onDone: () => void;
}

/** The body and footer of a dialog that shows a secret or link once (API key, webhook secret, invitation link). */
export function ShownOnce({ intro, children, copyLabel = 'Copy', onCopy, onDone }: ShownOnceProps) {
  return (
    <>
      <Dialog.Body>
        <Stack gap="3">
          <Text>{intro}</Text>
          {children}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onCopy}>
          {copyLabel}
        </Button>
        <Button onClick={onDone}>Done</Button>
      </Dialog.Footer>
    </>
  );
}
