import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { EmployeeDetail } from '@shared/schemas/employee';
import type { EmployeeNote } from '@shared/schemas/note';
import {
  noteTypeBadgeVariant,
  noteTypeLabels,
  showsFollowUpCompleted,
  showsFollowUpRequired,
} from '@shared/team/note-badges';
import { ConfirmedAction } from '../../../components/confirm-dialog';
import { SectionCard } from '../../../components/section-card';
import { formatDay, formatInstantDate } from '../../../lib/format-date';
import { useCanCall } from '../../../lib/use-can';
import { useDeleteEmployeeNote, useSetFollowUpCompleted } from '../api/change-employee-note';
import { AddNoteDialog } from './add-note-dialog';
import { badgeProps } from './badge-props';

export function ManagerNotesTab({ employee }: { employee: EmployeeDetail }) {
  const canAddNote = useCanCall('createEmployeeNote');
  return (
    <Stack pt="2">
      <SectionCard title="Manager Notes">
        <Stack gap="4">
          {canAddNote ? (
            <HStack justify="end">
              <AddNoteDialog employeeId={employee.id} />
            </HStack>
          ) : null}
          {employee.notes.length === 0 ? (
            <Text color="fg.muted">No manager notes yet</Text>
          ) : (
            <Stack as="ul" listStyleType="none" gap="3" aria-label="Manager notes">
              {employee.notes.map((note) => (
                <Box as="li" key={note.id} borderWidth="1px" rounded="l2" p="4">
                  <HStack justify="space-between" align="start" gap="2" wrap="wrap">
                    <Text fontWeight="semibold" wordBreak="break-word">
                      {note.subject}
                    </Text>
                    <HStack gap="2" wrap="wrap">
                      <Badge {...badgeProps(noteTypeBadgeVariant(note.noteType))}>
                        {noteTypeLabels[note.noteType]}
                      </Badge>
                      {note.isConfidential ? (
                        <Badge variant="solid" colorPalette="red">
                          Confidential
                        </Badge>
                      ) : null}
                      {showsFollowUpRequired(note) ? (
                        <Badge variant="subtle" colorPalette="orange">
                          Follow-up Required
                        </Badge>
                      ) : null}
                    </HStack>
                  </HStack>
                  <Text mt="2" whiteSpace="pre-line" wordBreak="break-word">
                    {note.content}
                  </Text>
                  <HStack mt="2" gap="3" fontSize="xs" color="fg.muted" wrap="wrap">
                    <Text>{formatInstantDate(note.createdAt)}</Text>
                    {note.requiresFollowUp && note.followUpDate ? (
                      <HStack gap="1">
                        <Text>Follow-up: {formatDay(note.followUpDate)}</Text>
                        {showsFollowUpCompleted(note) ? (
                          <Badge variant="subtle" colorPalette="green">
                            Completed
                          </Badge>
                        ) : null}
                      </HStack>
                    ) : null}
                  </HStack>
                  {canAddNote ? <NoteActions employeeId={employee.id} note={note} /> : null}
                </Box>
              ))}
            </Stack>
          )}
        </Stack>
      </SectionCard>
    </Stack>
  );
}

/**
 * A note's own actions for those who keep notes: its follow-up done (or open again), which turns 'Follow-up Required'
 * into 'Completed', and deleting it after a question.
 */
function NoteActions({ employeeId, note }: { employeeId: string; note: EmployeeNote }) {
  const setCompleted = useSetFollowUpCompleted(employeeId);
  const remove = useDeleteEmployeeNote(employeeId);
  return (
    <HStack mt="3" gap="2" justify="end" wrap="wrap">
      {note.requiresFollowUp ? (
        <Button
          size="xs"
          variant="outline"
          loading={setCompleted.isPending}
          aria-label={`${note.followUpCompleted ? 'Reopen follow-up' : 'Mark follow-up done'}: ${note.subject}`}
          onClick={() => setCompleted.mutate({ noteId: note.id, completed: !note.followUpCompleted })}
        >
          {note.followUpCompleted ? 'Reopen follow-up' : 'Mark follow-up done'}
        </Button>
      ) : null}
      <ConfirmedAction
        trigger={(ask) => (
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            aria-label={`Delete note: ${note.subject}`}
            onClick={ask}
          >
            Delete
          </Button>
        )}
        title="Delete this note?"
        description={`'${note.subject}' will be deleted for everyone who can read it.`}
        confirmLabel="Delete note"
        mutation={remove}
        variables={note.id}
      />
    </HStack>
  );
}
