import { kpiReportQuerySchema, kpiStatsQuerySchema, kpiStatsViewSchema, kpiTipsSchema } from '../../schemas/kpi';
import { routesOf } from '../route-contract';

const defineRoute = /* @__PURE__ */ routesOf('kpi');

/**
 * The dashboard's figures for a range (spec §3 'KPI stats' and issue 12's additions); without the revenue figures for
 * a role without `finance.view` (filtered, not refused).
 */
export const getKpiStats = /* @__PURE__ */ defineRoute({
  id: 'getKpiStats',
  method: 'GET',
  path: '/api/kpi/stats',
  auth: 'session',
  permission: 'kpi.view',
  query: kpiStatsQuerySchema,
  response: kpiStatsViewSchema,
});

/** Export Report: the range's figures as a CSV or PDF download (`Content-Disposition: attachment`). */
export const getKpiReport = /* @__PURE__ */ defineRoute({
  id: 'getKpiReport',
  method: 'GET',
  path: '/api/kpi/report',
  auth: 'session',
  permission: 'kpi.view',
  query: kpiReportQuerySchema,
  response: 'page',
});

/** The Insights tab's three tips, by OpenAI when configured, else by the built-in analyst. */
export const getKpiTips = /* @__PURE__ */ defineRoute({
  id: 'getKpiTips',
  method: 'GET',
  path: '/api/kpi/tips',
  auth: 'session',
  permission: 'kpi.view',
  usesAi: true,
  query: kpiStatsQuerySchema,
  response: kpiTipsSchema,
});
