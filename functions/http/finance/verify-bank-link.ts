import * as api from '@shared/api/contracts/finance';
import { defineHandler } from '../../platform/http/define-handler';
import { verifyBankLink } from '../../services/finance/bank-links';

/** `POST /api/financial/bank-links/{id}/verify`. */
export const handler = defineHandler(api.verifyBankLink, async ({ session, params }) =>
  verifyBankLink(session.workspaceId, params.id),
);
