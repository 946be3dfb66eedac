import * as api from '@shared/api/contracts/finance';
import { defineHandler } from '../../platform/http/define-handler';
import { requestFile } from '../../platform/http/multipart';
import { uploadStatement } from '../../services/finance/statement-files';

/** `POST /api/financial/upload-statement` (multipart, the file in `statement`). */
export const handler = defineHandler(api.uploadStatement, async ({ session, event }) =>
  uploadStatement(session.workspaceId, await requestFile(event, 'statement')),
);
