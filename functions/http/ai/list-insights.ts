import * as api from '@shared/api/contracts/ai';
import { defineHandler } from '../../platform/http/define-handler';
import { listInsights } from '../../services/employees';

/** `GET /api/ai/insights`: a page of the workspace's latest insights (Team Analytics: one request, not one each). */
export const handler = defineHandler(api.listInsights, async ({ query, session }) =>
  listInsights(session.workspaceId, query),
);
