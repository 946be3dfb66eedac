/**
 * The statement-upload rules the browser and the API share (spec §5 and §9): the accepted files, the size limit the
 * hint states, and the message for anything else. The server checks the bytes too; the browser's check only spares
 * the user an upload that would be refused.
 */
export const MAX_STATEMENT_BYTES = 10 * 1024 * 1024;

/**
 * What a multipart upload of a statement may carry: the file and the framing around it. A file over 10 MB is still
 * read, to answer the spec's message.
 */
export const MAX_STATEMENT_REQUEST_BYTES = MAX_STATEMENT_BYTES + 64 * 1024;

export const invalidFileTypeMessage = 'Invalid File Type: Please upload a PDF or CSV file';

export const fileTooLargeMessage = 'File too large: the maximum is 10MB';

/** For the file picker's `accept`: PDF and CSV as the spec says, and OFX/QFX, which most banks also offer. */
export const acceptedStatementExtensions = ['.pdf', '.csv', '.ofx', '.qfx'] as const;

/**
 * Statement files live under `statements/<workspaceId>/<statementId>` in the files bucket; S3 notifications of this
 * prefix start an import (the stack's filter and the local runtime's read this one constant).
 */
export const STATEMENT_FILES_AREA = 'statements';
