/**
 * THE route table. Data only — no handler imports — so that infra can read it at synth time, the local
 * runtime can dispatch with it and a test can check that every route has a handler module and vice versa.
 *
 * `path` uses API Gateway syntax (`/api/tasks/{id}`); `handler` names the module under `functions/http/`
 * whose `handler` export serves the route (in Lambda and locally alike).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `session`: a signed-in user is required (401 otherwise). `public`: anyone may call it. */
export type RouteAuth = 'session' | 'public';

export interface RouteDefinition {
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: `/api/${string}`;
  readonly auth: RouteAuth;
  readonly handler: string;
}

export const routes = [
  { id: 'getHealth', method: 'GET', path: '/api/health', auth: 'public', handler: 'system/get-health' },

  { id: 'getAuthUser', method: 'GET', path: '/api/auth/user', auth: 'session', handler: 'auth/get-auth-user' },
  { id: 'login', method: 'GET', path: '/api/login', auth: 'public', handler: 'auth/login' },
  { id: 'logout', method: 'GET', path: '/api/logout', auth: 'public', handler: 'auth/logout' },
  { id: 'authCallback', method: 'GET', path: '/api/auth/callback', auth: 'public', handler: 'auth/auth-callback' },
  { id: 'getSignInPage', method: 'GET', path: '/api/auth/local', auth: 'public', handler: 'auth/get-sign-in-page' },
  { id: 'localSignUp', method: 'POST', path: '/api/auth/local/sign-up', auth: 'public', handler: 'auth/local-sign-up' },
  { id: 'localSignIn', method: 'POST', path: '/api/auth/local/sign-in', auth: 'public', handler: 'auth/local-sign-in' },

  // Tasks and automations
  { id: 'listTasks', method: 'GET', path: '/api/tasks', auth: 'session', handler: 'tasks/list-tasks' },
  { id: 'createTask', method: 'POST', path: '/api/tasks', auth: 'session', handler: 'tasks/create-task' },
  { id: 'updateTask', method: 'PATCH', path: '/api/tasks/{id}', auth: 'session', handler: 'tasks/update-task' },
  { id: 'deleteTask', method: 'DELETE', path: '/api/tasks/{id}', auth: 'session', handler: 'tasks/delete-task' },
  {
    id: 'listAutomations',
    method: 'GET',
    path: '/api/automations',
    auth: 'session',
    handler: 'automations/list-automations',
  },
  {
    id: 'createAutomation',
    method: 'POST',
    path: '/api/automations',
    auth: 'session',
    handler: 'automations/create-automation',
  },
  {
    id: 'updateAutomation',
    method: 'PATCH',
    path: '/api/automations/{id}',
    auth: 'session',
    handler: 'automations/update-automation',
  },
  {
    id: 'deleteAutomation',
    method: 'DELETE',
    path: '/api/automations/{id}',
    auth: 'session',
    handler: 'automations/delete-automation',
  },
  {
    id: 'listAutomationRuns',
    method: 'GET',
    path: '/api/automations/{id}/runs',
    auth: 'session',
    handler: 'automations/list-automation-runs',
  },
  { id: 'listOutbox', method: 'GET', path: '/api/outbox', auth: 'session', handler: 'outbox/list-outbox' },

  // Team, employees and AI insights
  { id: 'listEmployees', method: 'GET', path: '/api/employees', auth: 'session', handler: 'employees/list-employees' },
  {
    id: 'createEmployee',
    method: 'POST',
    path: '/api/employees',
    auth: 'session',
    handler: 'employees/create-employee',
  },
  { id: 'getEmployee', method: 'GET', path: '/api/employees/{id}', auth: 'session', handler: 'employees/get-employee' },
  {
    id: 'updateEmployee',
    method: 'PATCH',
    path: '/api/employees/{id}',
    auth: 'session',
    handler: 'employees/update-employee',
  },
  {
    id: 'updateCompetencies',
    method: 'PUT',
    path: '/api/employees/{id}/competencies',
    auth: 'session',
    handler: 'employees/update-competencies',
  },
  {
    id: 'createEmployeeNote',
    method: 'POST',
    path: '/api/employees/{id}/notes',
    auth: 'session',
    handler: 'employees/create-employee-note',
  },
  {
    id: 'getEmployeeInsight',
    method: 'GET',
    path: '/api/ai/insights/{id}',
    auth: 'session',
    handler: 'ai/get-insight',
  },
  {
    id: 'analyzeEmployee',
    method: 'POST',
    path: '/api/ai/analyze-employee/{id}',
    auth: 'session',
    handler: 'ai/analyze-employee',
  },
  { id: 'analyzeTeam', method: 'POST', path: '/api/ai/analyze-team', auth: 'session', handler: 'ai/analyze-team' },
  {
    id: 'recommendAssignment',
    method: 'POST',
    path: '/api/ai/recommend-assignment',
    auth: 'session',
    handler: 'ai/recommend-assignment',
  },
  { id: 'assignTask', method: 'POST', path: '/api/tasks/{id}/assign', auth: 'session', handler: 'tasks/assign-task' },
] as const satisfies readonly RouteDefinition[];

export type RouteId = (typeof routes)[number]['id'];

export function routeById(id: RouteId): RouteDefinition {
  const route = routes.find((r) => r.id === id);
  if (!route) throw new Error(`Unknown route ${id}`);
  return route;
}

/** Fills `{name}` segments: `buildPath('/api/tasks/{id}', { id: 't1' })` → `/api/tasks/t1`. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}
