import * as api from '@shared/api/contracts/ai';
import { defineHandler } from '../../platform/http/define-handler';
import { analyzeTeam } from '../../services/team-analysis';

/** `POST /api/ai/analyze-team`: analyses every employee of the workspace; 200 with their insights. */
export const handler = defineHandler(api.analyzeTeam, async ({ session }) => analyzeTeam(session.workspaceId));
