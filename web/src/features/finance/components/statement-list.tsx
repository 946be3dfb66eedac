import { Badge, Box, HStack, List, Spinner, Stack, Text } from '@chakra-ui/react';
import type { Statement } from '@shared/schemas/finance';
import { FileText } from 'lucide-react';
import { DeleteButton } from '../../../components/delete-button';
import { formatInstantDate } from '../../../lib/format-date';

const statusBadge: Readonly<Record<Statement['status'], { label: string; palette: string }>> = {
  uploaded: { label: 'Uploaded', palette: 'gray' },
  processing: { label: 'Importing', palette: 'blue' },
  imported: { label: 'Imported', palette: 'green' },
  failed: { label: 'Failed', palette: 'red' },
};

/** Uploaded statements with their import status and outcome: what was added, what was a duplicate, what was skipped and why. */
export function StatementList({
  statements,
  onDelete,
}: {
  statements: readonly Statement[];
  /** Asks to delete a statement (the screen confirms first); not offered while it imports. */
  onDelete?: (statement: Statement) => void;
}) {
  if (statements.length === 0) return null;
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label="Uploaded statements">
      {statements.map((s) => (
        <Box
          as="li"
          key={s.id}
          borderWidth="1px"
          borderRadius="md"
          p="3"
          aria-busy={s.status === 'processing' || s.status === 'uploaded'}
        >
          <HStack justify="space-between" gap="3">
            <HStack gap="2" minW="0">
              <FileText size={18} aria-hidden />
              <Text fontWeight="medium" truncate>
                {s.filename}
              </Text>
            </HStack>
            <HStack gap="2">
              {s.status === 'processing' || s.status === 'uploaded' ? <Spinner size="xs" /> : null}
              <Badge colorPalette={statusBadge[s.status].palette}>{statusBadge[s.status].label}</Badge>
              {onDelete && s.status !== 'processing' ? (
                <DeleteButton label={`Delete statement ${s.filename}`} onClick={() => onDelete(s)} />
              ) : null}
            </HStack>
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            Uploaded {formatInstantDate(s.uploadedAt)}
          </Text>
          {s.outcome ? <Outcome outcome={s.outcome} /> : null}
          {s.failure ? (
            <Text fontSize="sm" color="fg.error" mt="1">
              {s.failure.reason}
            </Text>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}

function Outcome({ outcome }: { outcome: NonNullable<Statement['outcome']> }) {
  const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
  return (
    <Box mt="1" fontSize="sm">
      <Text>
        {plural(outcome.imported, 'transaction', 'transactions')} imported
        {outcome.duplicates ? `, ${plural(outcome.duplicates, 'duplicate', 'duplicates')} skipped` : ''}
        {outcome.accounts.length ? ` into ${outcome.accounts.map((a) => a.name).join(', ')}` : ''}.
      </Text>
      {outcome.notices.map((notice) => (
        <Text key={notice} fontSize="xs" color="fg.muted" role="note">
          {notice}
        </Text>
      ))}
      {outcome.skippedCount > 0 ? (
        <details>
          <summary>{plural(outcome.skippedCount, 'row was', 'rows were')} not a transaction</summary>
          <List.Root ps="5" fontSize="xs" color="fg.muted">
            {outcome.skipped.map((row) => (
              <List.Item key={`${row.line}-${row.text}`}>
                Line {row.line}: {row.reason} — {row.text}
              </List.Item>
            ))}
          </List.Root>
          {outcome.skippedCount > outcome.skipped.length ? (
            <Text fontSize="xs" color="fg.muted">
              …and {(outcome.skippedCount - outcome.skipped.length).toLocaleString('en-US')} more.
            </Text>
          ) : null}
        </details>
      ) : null}
    </Box>
  );
}
