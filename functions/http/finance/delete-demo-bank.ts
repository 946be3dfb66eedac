import * as api from '@shared/api/contracts/finance';
import { defineHandler } from '../../platform/http/define-handler';
import { deleteDemoBank } from '../../services/finance/demo-bank';

/** `DELETE /api/financial/demo-bank`. */
export const handler = defineHandler(api.deleteDemoBank, async ({ session }) => deleteDemoBank(session.workspaceId));
