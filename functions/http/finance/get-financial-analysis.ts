import * as api from '@shared/api/contracts/finance';
import { defineHandler } from '../../platform/http/define-handler';
import { financialAnalysis } from '../../services/finance/analysis';

/** `GET /api/financial/analysis`. */
export const handler = defineHandler(api.getFinancialAnalysis, async ({ session, query }) =>
  financialAnalysis(session.workspaceId, undefined, query.timeRange),
);
