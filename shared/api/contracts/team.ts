import { updateCompetenciesRequestSchema } from '../../schemas/competencies';
import { employeeDetailSchema, employeeListQuerySchema, employeePageSchema } from '../../schemas/employee';
import { createEmployeeRequestSchema, updateEmployeeRequestSchema } from '../../schemas/employee-requests';
import { idParamsSchema } from '../../schemas/id-params';
import { employeeInsightListSchema, employeeInsightSchema, latestInsightSchema } from '../../schemas/insight';
import {
  createNoteRequestSchema,
  employeeNoteParamsSchema,
  employeeNoteSchema,
  updateNoteRequestSchema,
} from '../../schemas/note';
import { pageQuerySchema } from '../../schemas/pagination';
import { recommendAssignmentRequestSchema, taskRecommendationListSchema } from '../../schemas/recommendation';
import { teamAnalyticsPageSchema } from '../../schemas/team-analytics';
import { routesOf } from '../route-contract';

const defineRoute = /* @__PURE__ */ routesOf('team');

/** A page of the workspace's employees (current competencies, no notes) in the order added, with the team's counts. */
export const listEmployees = /* @__PURE__ */ defineRoute({
  id: 'listEmployees',
  method: 'GET',
  path: '/api/employees',
  auth: 'session',
  permission: 'team.view',
  query: employeeListQuerySchema,
  response: employeePageSchema,
});

/** 409 when another employee of the workspace has the same email or employee ID. */
export const createEmployee = /* @__PURE__ */ defineRoute({
  id: 'createEmployee',
  method: 'POST',
  path: '/api/employees',
  auth: 'session',
  permission: 'employees.manage',
  body: createEmployeeRequestSchema,
  response: employeeDetailSchema,
  status: 201,
});

/** The employee with competencies, skills, certifications and notes (newest first). */
export const getEmployee = /* @__PURE__ */ defineRoute({
  id: 'getEmployee',
  method: 'GET',
  path: '/api/employees/{id}',
  auth: 'session',
  permission: 'team.view',
  params: idParamsSchema,
  response: employeeDetailSchema,
});

/** 409 when the new email or employee ID belongs to another employee of the workspace. */
export const updateEmployee = /* @__PURE__ */ defineRoute({
  id: 'updateEmployee',
  method: 'PATCH',
  path: '/api/employees/{id}',
  auth: 'session',
  permission: 'employees.manage',
  params: idParamsSchema,
  body: updateEmployeeRequestSchema,
  response: employeeDetailSchema,
});

/** Deletes the employee with their notes, insight and competency history; their tasks become unassigned. */
export const deleteEmployee = /* @__PURE__ */ defineRoute({
  id: 'deleteEmployee',
  method: 'DELETE',
  path: '/api/employees/{id}',
  auth: 'session',
  permission: 'employees.manage',
  params: idParamsSchema,
  response: 'empty',
});

/** Replaces the ten scores and the assessment notes, and keeps a dated snapshot for trends. */
export const updateCompetencies = /* @__PURE__ */ defineRoute({
  id: 'updateCompetencies',
  method: 'PUT',
  path: '/api/employees/{id}/competencies',
  auth: 'session',
  permission: 'employees.manage',
  params: idParamsSchema,
  body: updateCompetenciesRequestSchema,
  response: employeeDetailSchema,
});

export const createEmployeeNote = /* @__PURE__ */ defineRoute({
  id: 'createEmployeeNote',
  method: 'POST',
  path: '/api/employees/{id}/notes',
  auth: 'session',
  permission: 'employees.manage',
  params: idParamsSchema,
  body: createNoteRequestSchema,
  response: employeeNoteSchema,
  status: 201,
});

/** Marks a note's follow-up done or open again: the 'Follow-up Required' badge becomes 'Completed'. */
export const updateEmployeeNote = /* @__PURE__ */ defineRoute({
  id: 'updateEmployeeNote',
  method: 'PATCH',
  path: '/api/employees/{id}/notes/{noteId}',
  auth: 'session',
  permission: 'employees.manage',
  params: employeeNoteParamsSchema,
  body: updateNoteRequestSchema,
  response: employeeNoteSchema,
});

/** Deletes a manager note (one its reader may see). */
export const deleteEmployeeNote = /* @__PURE__ */ defineRoute({
  id: 'deleteEmployeeNote',
  method: 'DELETE',
  path: '/api/employees/{id}/notes/{noteId}',
  auth: 'session',
  permission: 'employees.manage',
  params: employeeNoteParamsSchema,
  response: 'empty',
});

/**
 * A page of the team with what the dashboard's Team Analytics tab shows of each person (competencies and the latest
 * insight's trend and confidence), in the order added: the tab reads a team of up to 200 in one request.
 */
export const listTeamAnalytics = /* @__PURE__ */ defineRoute({
  id: 'listTeamAnalytics',
  method: 'GET',
  path: '/api/ai/team-analytics',
  auth: 'session',
  permission: 'team.view',
  query: pageQuerySchema,
  response: teamAnalyticsPageSchema,
});

/** The employee's latest insight, or `null` when they were never analysed. */
export const getEmployeeInsight = /* @__PURE__ */ defineRoute({
  id: 'getEmployeeInsight',
  method: 'GET',
  path: '/api/ai/insights/{id}',
  auth: 'session',
  permission: 'team.view',
  params: idParamsSchema,
  response: latestInsightSchema,
});

/** Analyses the employee now and stores the insight. */
export const analyzeEmployee = /* @__PURE__ */ defineRoute({
  id: 'analyzeEmployee',
  method: 'POST',
  path: '/api/ai/analyze-employee/{id}',
  auth: 'session',
  permission: 'employees.manage',
  usesAi: true,
  params: idParamsSchema,
  response: employeeInsightSchema,
});

/** Analyses every employee of the workspace. */
export const analyzeTeam = /* @__PURE__ */ defineRoute({
  id: 'analyzeTeam',
  method: 'POST',
  path: '/api/ai/analyze-team',
  auth: 'session',
  permission: 'employees.manage',
  usesAi: true,
  response: employeeInsightListSchema,
});

/** Every employee ranked for the task, best first. */
export const recommendAssignment = /* @__PURE__ */ defineRoute({
  id: 'recommendAssignment',
  method: 'POST',
  path: '/api/ai/recommend-assignment',
  auth: 'session',
  permission: 'tasks.contribute',
  usesAi: true,
  body: recommendAssignmentRequestSchema,
  response: taskRecommendationListSchema,
});

/** The team as a CSV download; salary and hourly rate only for a role that may see compensation. */
export const exportEmployees = /* @__PURE__ */ defineRoute({
  id: 'exportEmployees',
  method: 'GET',
  path: '/api/employees/export',
  auth: 'session',
  permission: 'team.view',
  response: 'page',
});
