import { idParamsSchema } from '../../schemas/id-params';
import { assignTaskRequestSchema } from '../../schemas/recommendation';
import {
  createTaskInputSchema,
  taskListQuerySchema,
  taskPageSchema,
  taskViewSchema,
  updateTaskInputSchema,
} from '../../schemas/task';
import { routesOf } from '../route-contract';

const defineRoute = /* @__PURE__ */ routesOf('tasks');

/**
 * A page of the workspace's tasks, newest first (`?status=` for one status; `?overdue=true`, `?q=` and `?sort=` on the
 * server too), with counts and assignee names.
 */
export const listTasks = /* @__PURE__ */ defineRoute({
  id: 'listTasks',
  method: 'GET',
  path: '/api/tasks',
  auth: 'session',
  permission: 'tasks.view',
  query: taskListQuerySchema,
  response: taskPageSchema,
});

export const createTask = /* @__PURE__ */ defineRoute({
  id: 'createTask',
  method: 'POST',
  path: '/api/tasks',
  auth: 'session',
  permission: 'tasks.contribute',
  body: createTaskInputSchema,
  response: taskViewSchema,
  status: 201,
});

export const updateTask = /* @__PURE__ */ defineRoute({
  id: 'updateTask',
  method: 'PATCH',
  path: '/api/tasks/{id}',
  auth: 'session',
  permission: 'tasks.contribute',
  params: idParamsSchema,
  body: updateTaskInputSchema,
  response: taskViewSchema,
});

export const deleteTask = /* @__PURE__ */ defineRoute({
  id: 'deleteTask',
  method: 'DELETE',
  path: '/api/tasks/{id}',
  auth: 'session',
  permission: 'tasks.contribute',
  params: idParamsSchema,
  response: 'empty',
});

/** Sets the task's assignee, an employee of the same workspace. */
export const assignTask = /* @__PURE__ */ defineRoute({
  id: 'assignTask',
  method: 'POST',
  path: '/api/tasks/{id}/assign',
  auth: 'session',
  permission: 'tasks.contribute',
  params: idParamsSchema,
  body: assignTaskRequestSchema,
  response: taskViewSchema,
});

/** Every task of the workspace as a CSV download (formula-safe), for a spreadsheet or another tool. */
export const exportTasks = /* @__PURE__ */ defineRoute({
  id: 'exportTasks',
  method: 'GET',
  path: '/api/tasks/export',
  auth: 'session',
  permission: 'tasks.view',
  response: 'page',
});
