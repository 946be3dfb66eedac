import * as api from '@shared/api/contracts/finance';
import { defineHandler } from '../../platform/http/define-handler';
import { removeBankLink } from '../../services/finance/bank-links';

/** `DELETE /api/financial/bank-links/{id}`. */
export const handler = defineHandler(api.removeBankLink, async ({ session, params }) =>
  removeBankLink(session.workspaceId, params.id),
);
