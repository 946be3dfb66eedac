import * as api from '@shared/api/contracts/finance';
import { defineHandler } from '../../platform/http/define-handler';
import { createDemoBank } from '../../services/finance/demo-bank';

/** `POST /api/financial/demo-bank`. */
export const handler = defineHandler(api.createDemoBank, async ({ session }) => createDemoBank(session.workspaceId));
