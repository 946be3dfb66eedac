import * as z from 'zod';
import {
  automationRunSchema,
  automationSchema,
  createAutomationInputSchema,
  updateAutomationInputSchema,
} from '../../schemas/automation';
import { idParamsSchema } from '../../schemas/id-params';
import { defineRoute } from '../route-contract';

/** The workspace's automations, newest first, each with its last run. */
export const listAutomations = /* @__PURE__ */ defineRoute({
  id: 'listAutomations',
  method: 'GET',
  path: '/api/automations',
  auth: 'session',
  handler: 'automations/list-automations',
  response: z.array(automationSchema),
});

/** 402 when the plan's automation limit is reached. */
export const createAutomation = /* @__PURE__ */ defineRoute({
  id: 'createAutomation',
  method: 'POST',
  path: '/api/automations',
  auth: 'session',
  handler: 'automations/create-automation',
  body: createAutomationInputSchema,
  response: automationSchema,
  status: 201,
});

export const updateAutomation = /* @__PURE__ */ defineRoute({
  id: 'updateAutomation',
  method: 'PATCH',
  path: '/api/automations/{id}',
  auth: 'session',
  handler: 'automations/update-automation',
  params: idParamsSchema,
  body: updateAutomationInputSchema,
  response: automationSchema,
});

export const deleteAutomation = /* @__PURE__ */ defineRoute({
  id: 'deleteAutomation',
  method: 'DELETE',
  path: '/api/automations/{id}',
  auth: 'session',
  handler: 'automations/delete-automation',
  params: idParamsSchema,
  response: 'empty',
});

/** The automation's last 50 runs, newest first. */
export const listAutomationRuns = /* @__PURE__ */ defineRoute({
  id: 'listAutomationRuns',
  method: 'GET',
  path: '/api/automations/{id}/runs',
  auth: 'session',
  handler: 'automations/list-automation-runs',
  params: idParamsSchema,
  response: z.array(automationRunSchema),
});
