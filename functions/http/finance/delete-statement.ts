import * as api from '@shared/api/contracts/finance';
import { defineHandler } from '../../platform/http/define-handler';
import { deleteStatement } from '../../services/finance/statement-delete';

/** `DELETE /api/financial/statements/{id}`. */
export const handler = defineHandler(api.deleteStatement, async ({ session, params }) =>
  deleteStatement(session.workspaceId, params.id),
);
