import * as api from '@shared/api/contracts/team';
import { defineHandler } from '../../platform/http/define-handler';
import { teamAnalyticsPage } from '../../services/team/employees';

/** `GET /api/ai/team-analytics`: a page of the team with its competencies and insights (Team Analytics). */
export const handler = defineHandler(api.listTeamAnalytics, async ({ query, session }) =>
  teamAnalyticsPage(session.workspaceId, query),
);
