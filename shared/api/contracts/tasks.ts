import * as z from 'zod';
import { idParamsSchema } from '../../schemas/id-params';
import { assignTaskRequestSchema } from '../../schemas/recommendation';
import { createTaskInputSchema, taskSchema, updateTaskInputSchema } from '../../schemas/task';
import { defineRoute } from '../route-contract';

/** The workspace's tasks, newest first. */
export const listTasks = /* @__PURE__ */ defineRoute({
  id: 'listTasks',
  method: 'GET',
  path: '/api/tasks',
  auth: 'session',
  handler: 'tasks/list-tasks',
  response: z.array(taskSchema),
});

export const createTask = /* @__PURE__ */ defineRoute({
  id: 'createTask',
  method: 'POST',
  path: '/api/tasks',
  auth: 'session',
  handler: 'tasks/create-task',
  body: createTaskInputSchema,
  response: taskSchema,
  status: 201,
});

export const updateTask = /* @__PURE__ */ defineRoute({
  id: 'updateTask',
  method: 'PATCH',
  path: '/api/tasks/{id}',
  auth: 'session',
  handler: 'tasks/update-task',
  params: idParamsSchema,
  body: updateTaskInputSchema,
  response: taskSchema,
});

export const deleteTask = /* @__PURE__ */ defineRoute({
  id: 'deleteTask',
  method: 'DELETE',
  path: '/api/tasks/{id}',
  auth: 'session',
  handler: 'tasks/delete-task',
  params: idParamsSchema,
  response: 'empty',
});

/** Sets the task's assignee, an employee of the same workspace. */
export const assignTask = /* @__PURE__ */ defineRoute({
  id: 'assignTask',
  method: 'POST',
  path: '/api/tasks/{id}/assign',
  auth: 'session',
  handler: 'tasks/assign-task',
  params: idParamsSchema,
  body: assignTaskRequestSchema,
  response: taskSchema,
});
