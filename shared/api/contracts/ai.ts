import { idParamsSchema } from '../../schemas/id-params';
import { employeeInsightListSchema, employeeInsightSchema, latestInsightSchema } from '../../schemas/insight';
import { pageQuerySchema } from '../../schemas/pagination';
import { recommendAssignmentRequestSchema, taskRecommendationListSchema } from '../../schemas/recommendation';
import { teamAnalyticsPageSchema } from '../../schemas/team-analytics';
import { defineRoute } from '../route-contract';

/**
 * A page of the team with what the dashboard's Team Analytics tab shows of each person (competencies and the latest
 * insight's trend and confidence), in the order added: the tab reads a team of up to 200 in one request.
 */
export const listTeamAnalytics = /* @__PURE__ */ defineRoute({
  id: 'listTeamAnalytics',
  method: 'GET',
  path: '/api/ai/team-analytics',
  auth: 'session',
  handler: 'ai/list-team-analytics',
  query: pageQuerySchema,
  response: teamAnalyticsPageSchema,
});

/** The employee's latest insight, or `null` when they were never analysed. */
export const getEmployeeInsight = /* @__PURE__ */ defineRoute({
  id: 'getEmployeeInsight',
  method: 'GET',
  path: '/api/ai/insights/{id}',
  auth: 'session',
  handler: 'ai/get-insight',
  params: idParamsSchema,
  response: latestInsightSchema,
});

/** Analyses the employee now and stores the insight. */
export const analyzeEmployee = /* @__PURE__ */ defineRoute({
  id: 'analyzeEmployee',
  method: 'POST',
  path: '/api/ai/analyze-employee/{id}',
  auth: 'session',
  handler: 'ai/analyze-employee',
  params: idParamsSchema,
  response: employeeInsightSchema,
});

/** Analyses every employee of the workspace. */
export const analyzeTeam = /* @__PURE__ */ defineRoute({
  id: 'analyzeTeam',
  method: 'POST',
  path: '/api/ai/analyze-team',
  auth: 'session',
  handler: 'ai/analyze-team',
  response: employeeInsightListSchema,
});

/** Every employee ranked for the task, best first. */
export const recommendAssignment = /* @__PURE__ */ defineRoute({
  id: 'recommendAssignment',
  method: 'POST',
  path: '/api/ai/recommend-assignment',
  auth: 'session',
  handler: 'ai/recommend-assignment',
  body: recommendAssignmentRequestSchema,
  response: taskRecommendationListSchema,
});
