import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { EmployeeDetail } from '@shared/schemas/employee';
import {
  noteTypeBadgeVariant,
  noteTypeLabels,
  showsFollowUpCompleted,
  showsFollowUpRequired,
} from '@shared/team/note-badges';
import { SectionCard } from '../../../components/section-card';
import { formatDay, formatInstantDate } from '../../../lib/format-date';
import { useCanCall } from '../../../lib/use-can';
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
                </Box>
              ))}
            </Stack>
          )}
        </Stack>
      </SectionCard>
    </Stack>
  );
}
