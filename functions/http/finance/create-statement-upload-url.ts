import * as api from '@shared/api/contracts/finance';
import { defineHandler } from '../../platform/http/define-handler';
import { createStatementUploadUrl } from '../../services/finance/statement-files';

/** `POST /api/financial/statements/upload-url`. */
export const handler = defineHandler(api.createStatementUploadUrl, async ({ session, body }) =>
  createStatementUploadUrl(session.workspaceId, body),
);
