import { Button, Card, Field, Input, Stack } from '@chakra-ui/react';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { notify } from '../../../components/ui/toaster';
import { statementAccept, statementFileProblem } from '../utils/statement-file-check';

/**
 * Spec §2 and §5: the statement upload. PDF or CSV (OFX/QFX too), the hint states the 10MB maximum, the Upload button
 * is disabled without a file, and any other file is refused with 'Invalid File Type: Please upload a PDF or CSV file'.
 */
export function StatementUploadCard(props: { onUpload: (file: File) => void; uploading: boolean }) {
  const [file, setFile] = useState<File | undefined>();
  // A new key empties the input after an upload or a refused file, so the same file can be chosen again.
  const [inputKey, setInputKey] = useState(0);
  const choose = (chosen: File | undefined) => {
    const problem = chosen ? statementFileProblem(chosen) : undefined;
    if (problem) {
      const [title, description] = problem.includes(': ') ? problem.split(': ') : ['Upload Failed', problem];
      notify({ type: 'error', title: title!, description });
      setFile(undefined);
      setInputKey((k) => k + 1);
      return;
    }
    setFile(chosen);
  };
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Card.Title as="h2" fontSize="md">
          Upload a bank statement
        </Card.Title>
        <Card.Description>PDF or CSV (OFX and QFX work too), up to 10MB.</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <Field.Root>
            <Field.Label>Bank statement file</Field.Label>
            {/* The platform's file input: keyboard and screen-reader support come with it. */}
            <Input
              key={inputKey}
              type="file"
              accept={statementAccept}
              p="1"
              onChange={(event) => choose(event.currentTarget.files?.[0])}
            />
          </Field.Root>
          <Button
            alignSelf="start"
            disabled={!file || props.uploading}
            loading={props.uploading}
            loadingText="Uploading..."
            onClick={() => {
              if (file) props.onUpload(file);
              setFile(undefined);
              setInputKey((k) => k + 1);
            }}
          >
            <Upload size={16} aria-hidden /> Upload
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
