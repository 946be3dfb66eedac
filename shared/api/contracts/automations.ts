import {
  automationPageSchema,
  automationRunPageSchema,
  automationRunSchema,
  automationSchema,
  bulkReplayResultSchema,
  createAutomationInputSchema,
  hookAcceptedSchema,
  hookBodySchema,
  hookParamsSchema,
  MAX_HOOK_BODY_BYTES,
  outboxPageSchema,
  replayRunInputSchema,
  testRunInputSchema,
  testRunResultSchema,
  updateAutomationInputSchema,
} from '../../schemas/automation';
import { draftAutomationInputSchema, draftAutomationResultSchema } from '../../schemas/automation-draft';
import { idParamsSchema } from '../../schemas/id-params';
import { pageQuerySchema } from '../../schemas/pagination';
import { routesOf } from '../route-contract';

const defineRoute = /* @__PURE__ */ routesOf('automations');

/** A page of the workspace's automations, newest first, each with its last run. */
export const listAutomations = /* @__PURE__ */ defineRoute({
  id: 'listAutomations',
  method: 'GET',
  path: '/api/automations',
  auth: 'session',
  permission: 'automations.view',
  query: pageQuerySchema,
  response: automationPageSchema,
});

/** 402 when the plan's automation limit is reached. */
export const createAutomation = /* @__PURE__ */ defineRoute({
  id: 'createAutomation',
  method: 'POST',
  path: '/api/automations',
  auth: 'session',
  permission: 'automations.manage',
  body: createAutomationInputSchema,
  response: automationSchema,
  status: 201,
});

export const updateAutomation = /* @__PURE__ */ defineRoute({
  id: 'updateAutomation',
  method: 'PATCH',
  path: '/api/automations/{id}',
  auth: 'session',
  permission: 'automations.manage',
  params: idParamsSchema,
  body: updateAutomationInputSchema,
  response: automationSchema,
});

export const deleteAutomation = /* @__PURE__ */ defineRoute({
  id: 'deleteAutomation',
  method: 'DELETE',
  path: '/api/automations/{id}',
  auth: 'session',
  permission: 'automations.manage',
  params: idParamsSchema,
  response: 'empty',
});

/** A page of the automation's runs, newest first. */
export const listAutomationRuns = /* @__PURE__ */ defineRoute({
  id: 'listAutomationRuns',
  method: 'GET',
  path: '/api/automations/{id}/runs',
  auth: 'session',
  permission: 'automations.view',
  params: idParamsSchema,
  query: pageQuerySchema,
  response: automationRunPageSchema,
});

/** A page of the emails and SMS the workspace's automations sent (or, locally, stored), newest first. */
export const listOutbox = /* @__PURE__ */ defineRoute({
  id: 'listOutbox',
  method: 'GET',
  path: '/api/outbox',
  auth: 'session',
  permission: 'automations.view',
  query: pageQuerySchema,
  response: outboxPageSchema,
});

/** One automation, as the list shows it (the builder opens it by its id). */
export const getAutomation = /* @__PURE__ */ defineRoute({
  id: 'getAutomation',
  method: 'GET',
  path: '/api/automations/{id}',
  auth: 'session',
  permission: 'automations.view',
  params: idParamsSchema,
  response: automationSchema,
});

/** 'Describe it': a proposed automation from plain words; nothing is saved (saving is the ordinary create). */
export const draftAutomation = /* @__PURE__ */ defineRoute({
  id: 'draftAutomation',
  method: 'POST',
  path: '/api/automations/draft',
  auth: 'session',
  permission: 'automations.manage',
  usesAi: true,
  body: draftAutomationInputSchema,
  response: draftAutomationResultSchema,
});

/**
 * A test run: every step in dry mode over the sample's trigger fields (conditions evaluated, texts filled, nothing sent
 * or written), each step's outcome and preview.
 */
export const testAutomation = /* @__PURE__ */ defineRoute({
  id: 'testAutomation',
  method: 'POST',
  path: '/api/automations/{id}/test',
  auth: 'session',
  permission: 'automations.manage',
  params: idParamsSchema,
  body: testRunInputSchema,
  response: testRunResultSchema,
});

/** One run with each step's record (status, attempts, error, next attempt); 404 when the workspace has none by that id. */
export const getAutomationRun = /* @__PURE__ */ defineRoute({
  id: 'getAutomationRun',
  method: 'GET',
  path: '/api/automations/runs/{id}',
  auth: 'session',
  permission: 'automations.view',
  params: idParamsSchema,
  response: automationRunSchema,
});

/**
 * A `webhook_received` automation's secret URL: public (the token in the path is the credential), JSON up to 256 KB,
 * 202 once the business event is published; 404 for an unknown automation or a wrong token alike.
 */
export const receiveAutomationHook = /* @__PURE__ */ defineRoute({
  id: 'receiveAutomationHook',
  method: 'POST',
  path: '/api/hooks/{automationId}/{token}',
  auth: 'public',
  permission: 'public',
  params: hookParamsSchema,
  body: hookBodySchema,
  maxBodyBytes: MAX_HOOK_BODY_BYTES,
  response: hookAcceptedSchema,
  status: 202,
});

/**
 * A new run of the automation as it is now, from the run's event: `from: 'trigger'` does every step again under new
 * keys; `from: 'failed_step'` keeps the original's step records and keys, so what succeeded is not done twice. 201
 * with the new run queued (`waiting`), which starts within a minute. 409 for an automation switched off, a run with
 * no failed step to replay from, or one that predates replays.
 */
export const replayAutomationRun = /* @__PURE__ */ defineRoute({
  id: 'replayAutomationRun',
  method: 'POST',
  path: '/api/automations/runs/{id}/replay',
  auth: 'session',
  permission: 'automations.manage',
  params: idParamsSchema,
  body: replayRunInputSchema,
  response: automationRunSchema,
  status: 201,
});

/**
 * Replays every failed run of the automation (each from its failed step) that no later run replays already; the
 * replays are queued and start within a minute.
 */
export const replayFailedAutomationRuns = /* @__PURE__ */ defineRoute({
  id: 'replayFailedAutomationRuns',
  method: 'POST',
  path: '/api/automations/{id}/runs/replay-failed',
  auth: 'session',
  permission: 'automations.manage',
  params: idParamsSchema,
  response: bulkReplayResultSchema,
  status: 202,
});
