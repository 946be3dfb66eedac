import { Card, Progress, Stack, Text } from '@chakra-ui/react';
import { LoadFailed } from '../../../components/list-states';
import { useStatements, useUploadStatement } from '../api/statements';
import { StatementList } from './statement-list';
import { StatementUploadCard } from './statement-upload-card';

/** Upload a statement (with the upload's progress), then watch it import: each statement's status and outcome. */
export function StatementsCard() {
  const upload = useUploadStatement();
  const statements = useStatements();
  return (
    <Stack gap="3">
      <StatementUploadCard onUpload={(file) => upload.mutate(file)} uploading={upload.isPending} />
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
            <StatementList statements={statements.data.items} />
          </Card.Body>
        </Card.Root>
      ) : null}
    </Stack>
  );
}
