import * as api from '@shared/api/contracts/finance';
import { defineHandler } from '../../platform/http/define-handler';
import { renameBankAccount } from '../../services/finance/accounts';

/** `PATCH /api/financial/accounts/{id}`. */
export const handler = defineHandler(api.renameBankAccount, async ({ session, params, body }) =>
  renameBankAccount(session.workspaceId, params.id, body.name),
);
