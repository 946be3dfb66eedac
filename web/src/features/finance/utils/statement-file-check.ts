import {
  acceptedStatementExtensions,
  fileTooLargeMessage,
  invalidFileTypeMessage,
  MAX_STATEMENT_BYTES,
} from '@shared/finance/statement-upload';

/**
 * The browser's check before an upload (spec §5: only PDF or CSV, 'Invalid File Type: Please upload a PDF or CSV
 * file'; the 10MB limit the hint states). It spares the user an upload the server would refuse; the server still
 * reads the file's bytes, so a renamed file is caught there.
 */
export function statementFileProblem(file: Pick<File, 'name' | 'size'>): string | undefined {
  const name = file.name.toLowerCase();
  if (!acceptedStatementExtensions.some((extension) => name.endsWith(extension))) return invalidFileTypeMessage;
  if (file.size > MAX_STATEMENT_BYTES) return fileTooLargeMessage;
  if (file.size === 0) return 'The file is empty';
  return undefined;
}

/** For the file input's `accept`. */
export const statementAccept = acceptedStatementExtensions.join(',');
