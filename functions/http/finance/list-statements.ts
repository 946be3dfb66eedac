import * as api from '@shared/api/contracts/finance';
import { defineHandler } from '../../platform/http/define-handler';
import { listStatements } from '../../services/finance/statement-files';

/** `GET /api/financial/statements`. */
export const handler = defineHandler(api.listStatements, async ({ session, query }) =>
  listStatements(session.workspaceId, query),
);
