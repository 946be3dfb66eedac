import * as api from '@shared/api/contracts/finance';
import { defineHandler } from '../../platform/http/define-handler';
import { listBankAccounts } from '../../services/finance/accounts';

/** `GET /api/financial/accounts`. */
export const handler = defineHandler(api.listBankAccounts, async ({ session }) =>
  listBankAccounts(session.workspaceId),
);
