import * as api from '@shared/api/contracts/finance';
import { defineHandler } from '../../platform/http/define-handler';
import { listTransactions } from '../../services/finance/transactions';

/** `GET /api/financial/transactions`. */
export const handler = defineHandler(api.listTransactions, async ({ session, query }) =>
  listTransactions(session.workspaceId, query),
);
