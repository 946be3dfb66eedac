// Generated from shared/api/routes.ts by `npm run generate` (scripts/codegen/route-files.ts). Do not edit.
import type { HandlerModuleName } from '@shared/api/routes';
import type { LambdaHandler } from '../../functions/platform/http/define-handler';

/** Each route’s handler module, loaded on its first request (as a Lambda container loads its one module). */
export const handlerModules: Record<HandlerModuleName, () => Promise<{ handler: LambdaHandler }>> = {
  'system/get-health': () => import('../../functions/http/system/get-health'),
  'auth/get-auth-user': () => import('../../functions/http/auth/get-auth-user'),
  'auth/login': () => import('../../functions/http/auth/login'),
  'auth/logout': () => import('../../functions/http/auth/logout'),
  'auth/auth-callback': () => import('../../functions/http/auth/auth-callback'),
  'auth/get-sign-in-page': () => import('../../functions/http/auth/get-sign-in-page'),
  'auth/local-sign-up': () => import('../../functions/http/auth/local-sign-up'),
  'auth/local-sign-in': () => import('../../functions/http/auth/local-sign-in'),
  'tasks/list-tasks': () => import('../../functions/http/tasks/list-tasks'),
  'tasks/create-task': () => import('../../functions/http/tasks/create-task'),
  'tasks/update-task': () => import('../../functions/http/tasks/update-task'),
  'tasks/delete-task': () => import('../../functions/http/tasks/delete-task'),
  'tasks/assign-task': () => import('../../functions/http/tasks/assign-task'),
  'automations/list-automations': () => import('../../functions/http/automations/list-automations'),
  'automations/create-automation': () => import('../../functions/http/automations/create-automation'),
  'automations/update-automation': () => import('../../functions/http/automations/update-automation'),
  'automations/delete-automation': () => import('../../functions/http/automations/delete-automation'),
  'automations/list-automation-runs': () => import('../../functions/http/automations/list-automation-runs'),
  'outbox/list-outbox': () => import('../../functions/http/outbox/list-outbox'),
  'employees/list-employees': () => import('../../functions/http/employees/list-employees'),
  'employees/create-employee': () => import('../../functions/http/employees/create-employee'),
  'employees/get-employee': () => import('../../functions/http/employees/get-employee'),
  'employees/update-employee': () => import('../../functions/http/employees/update-employee'),
  'employees/delete-employee': () => import('../../functions/http/employees/delete-employee'),
  'employees/update-competencies': () => import('../../functions/http/employees/update-competencies'),
  'employees/create-employee-note': () => import('../../functions/http/employees/create-employee-note'),
  'ai/get-insight': () => import('../../functions/http/ai/get-insight'),
  'ai/analyze-employee': () => import('../../functions/http/ai/analyze-employee'),
  'ai/analyze-team': () => import('../../functions/http/ai/analyze-team'),
  'ai/recommend-assignment': () => import('../../functions/http/ai/recommend-assignment'),
};
