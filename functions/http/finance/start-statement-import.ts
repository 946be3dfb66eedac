import * as api from '@shared/api/contracts/finance';
import { defineHandler } from '../../platform/http/define-handler';
import { startStatementImport } from '../../services/finance/statement-files';

/** `POST /api/financial/statements`. */
export const handler = defineHandler(api.startStatementImport, async ({ session, body }) =>
  startStatementImport(session.workspaceId, body.key),
);
