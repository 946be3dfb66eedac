import { Card, Progress, Stack, Text } from '@chakra-ui/react';
import type { Statement } from '@shared/schemas/finance';
import { useState } from 'react';
import { ConfirmDelete } from '../../../components/confirm-dialog';
import { LoadFailed } from '../../../components/list-states';
import { useCanCall } from '../../../lib/use-can';
import { useDeleteStatement, useStatements, useUploadStatement } from '../api/statements';
import { StatementList } from './statement-list';
import { StatementUploadCard } from './statement-upload-card';

/** Upload a statement (with the upload's progress), then watch it import: each statement's status and outcome. */
export function StatementsCard() {
  const upload = useUploadStatement();
  const statements = useStatements();
  const remove = useDeleteStatement();
  const [deleting, setDeleting] = useState<Statement | undefined>();
  const canUpload = useCanCall('createStatementUploadUrl');
  const canDelete = useCanCall('deleteStatement');
  return (
    <Stack gap="3">
      {canUpload ? <StatementUploadCard onUpload={(file) => upload.mutate(file)} uploading={upload.isPending} /> : null}
      {upload.progress !== undefined ? (
        <Progress.Root value={Math.round(upload.progress * 100)} size="sm" aria-label="Upload progress">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
          <Text fontSize="xs" color="fg.muted" mt="1">
            Uploading… {Math.round(upload.progress * 100)}%
          </Text>
        </Progress.Root>
      ) : null}
      {statements.isError ? (
        <LoadFailed
          title="Statements could not be loaded"
          error={statements.error}
          onRetry={() => statements.refetch()}
        />
      ) : statements.data?.items.length ? (
        <Card.Root variant="outline">
          <Card.Header>
            <Card.Title as="h2" fontSize="md">
              Statements
            </Card.Title>
          </Card.Header>
          <Card.Body>
            <StatementList statements={statements.data.items} onDelete={canDelete ? setDeleting : undefined} />
          </Card.Body>
        </Card.Root>
      ) : null}
      <ConfirmDelete
        item={deleting}
        onClose={() => setDeleting(undefined)}
        remove={remove}
        title={`Delete ${deleting?.filename ?? 'this statement'}?`}
        description={deleteConsequence(deleting)}
      />
    </Stack>
  );
}

function deleteConsequence(statement: Statement | undefined): string {
  const imported = statement?.outcome?.imported ?? 0;
  const what =
    imported === 1
      ? 'the transaction it imported leaves'
      : `the ${imported.toLocaleString('en-US')} transactions it imported leave`;
  return imported > 0
    ? `The file and ${what} your books: the analysis and the dashboard's figures no longer count them. Its accounts stay.`
    : 'The file is removed. It added no transactions, so your figures do not change.';
}
