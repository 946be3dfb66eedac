import * as api from '@shared/api/contracts/finance';
import { defineHandler } from '../../platform/http/define-handler';
import { connectBank } from '../../services/finance/bank-links';

/** `POST /api/financial/connect-plaid`. */
export const handler = defineHandler(api.connectPlaid, async ({ session }) => connectBank(session.workspaceId));
