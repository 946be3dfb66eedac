import * as api from '@shared/api/contracts/team';
import { defineHandler } from '../../platform/http/define-handler';
import { jsonReply } from '../../platform/http/route-handler';
import { analyzeTeam } from '../../services/team/team-analysis';

/**
 * `POST /api/ai/analyze-team`: analyses the employees of the workspace; 200 with their insights. When the analysis
 * stopped at its time budget, `Analysis-Incomplete` says how far it got (the next run continues with the rest).
 */
export const handler = defineHandler(api.analyzeTeam, async ({ session }) => {
  const { insights, teamSize } = await analyzeTeam(session.workspaceId);
  const reply = jsonReply(api.analyzeTeam, insights, []);
  if (insights.length < teamSize) {
    reply.result.headers['analysis-incomplete'] =
      `Analysed ${insights.length} of ${teamSize} employees within the time limit; run the analysis again for the rest.`;
  }
  return reply;
});
