import {
  cashForecastQuerySchema,
  cashForecastSchema,
  createScenarioSchema,
  forecastSettingsBodySchema,
  forecastSettingsSchema,
  recurringListSchema,
  recurringParamsSchema,
  recurringSeriesSchema,
  recurringStatusBodySchema,
  revenueForecastQuerySchema,
  revenueForecastSchema,
  scenarioListSchema,
  scenarioSchema,
} from '../../schemas/forecast';
import { idParamsSchema } from '../../schemas/id-params';
import { routesOf } from '../route-contract';

const defineRoute = /* @__PURE__ */ routesOf('forecast');

/**
 * Issue 34, on the Elite plan: the forecasts are computed after each import or sync and stored; these reads only
 * read them (a scenario is added on read, which is arithmetic, not a model fit).
 */
export const getCashForecast = /* @__PURE__ */ defineRoute({
  id: 'getCashForecast',
  method: 'GET',
  path: '/api/forecast/cash',
  auth: 'session',
  permission: 'finance.view',
  planFeature: 'forecasting',
  query: cashForecastQuerySchema,
  response: cashForecastSchema,
});

export const getRevenueForecast = /* @__PURE__ */ defineRoute({
  id: 'getRevenueForecast',
  method: 'GET',
  path: '/api/forecast/revenue',
  auth: 'session',
  permission: 'finance.view',
  planFeature: 'forecasting',
  query: revenueForecastQuerySchema,
  response: revenueForecastSchema,
});

export const listRecurringSeries = /* @__PURE__ */ defineRoute({
  id: 'listRecurringSeries',
  method: 'GET',
  path: '/api/forecast/recurring',
  auth: 'session',
  permission: 'finance.view',
  planFeature: 'forecasting',
  response: recurringListSchema,
});

/** Confirm (kept even when late) or dismiss (leaves the forecast) a detected series; the forecast is redone. */
export const setRecurringStatus = /* @__PURE__ */ defineRoute({
  id: 'setRecurringStatus',
  method: 'PATCH',
  path: '/api/forecast/recurring/{id}',
  auth: 'session',
  permission: 'finance.manage',
  planFeature: 'forecasting',
  params: recurringParamsSchema,
  body: recurringStatusBodySchema,
  response: recurringSeriesSchema,
});

export const listScenarios = /* @__PURE__ */ defineRoute({
  id: 'listScenarios',
  method: 'GET',
  path: '/api/forecast/scenarios',
  auth: 'session',
  permission: 'finance.view',
  planFeature: 'forecasting',
  response: scenarioListSchema,
});

export const createScenario = /* @__PURE__ */ defineRoute({
  id: 'createScenario',
  method: 'POST',
  path: '/api/forecast/scenarios',
  auth: 'session',
  permission: 'finance.manage',
  planFeature: 'forecasting',
  body: createScenarioSchema,
  response: scenarioSchema,
  status: 201,
});

export const deleteScenario = /* @__PURE__ */ defineRoute({
  id: 'deleteScenario',
  method: 'DELETE',
  path: '/api/forecast/scenarios/{id}',
  auth: 'session',
  permission: 'finance.manage',
  planFeature: 'forecasting',
  params: idParamsSchema,
  response: 'empty',
});

export const getForecastSettings = /* @__PURE__ */ defineRoute({
  id: 'getForecastSettings',
  method: 'GET',
  path: '/api/forecast/settings',
  auth: 'session',
  permission: 'finance.view',
  planFeature: 'forecasting',
  response: forecastSettingsSchema,
});

/** The shortfall threshold: an alert when the projected balance falls below it within 30 days. */
export const updateForecastSettings = /* @__PURE__ */ defineRoute({
  id: 'updateForecastSettings',
  method: 'PUT',
  path: '/api/forecast/settings',
  auth: 'session',
  permission: 'finance.manage',
  planFeature: 'forecasting',
  body: forecastSettingsBodySchema,
  response: forecastSettingsSchema,
});
