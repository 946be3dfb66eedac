import * as api from '@shared/api/contracts/team';
import { defineHandler } from '../../platform/http/define-handler';
import { recommendAssignment } from '../../services/team/team-analysis';

/** `POST /api/ai/recommend-assignment` `{taskId}`: every employee ranked for the task, best first. */
export const handler = defineHandler(api.recommendAssignment, async ({ body, session }) =>
  recommendAssignment(session.workspaceId, body.taskId),
);
