import * as api from '@shared/api/contracts/finance';
import { defineHandler } from '../../platform/http/define-handler';
import { recategoriseTransaction } from '../../services/finance/recategorise';

/** `PATCH /api/financial/transactions/{id}`. */
export const handler = defineHandler(api.recategoriseTransaction, async ({ session, params, body }) =>
  recategoriseTransaction(session.workspaceId, params.id, body),
);
