import { timeZoneRequestSchema, timeZoneSettingSchema } from '../../schemas/kpi';
import { routesOf } from '../route-contract';

const defineRoute = /* @__PURE__ */ routesOf('workspace');

/** The browser's time zone, sent once and stored: the dashboard's days are the workspace's days. */
export const setWorkspaceTimeZone = /* @__PURE__ */ defineRoute({
  id: 'setWorkspaceTimeZone',
  method: 'PUT',
  path: '/api/workspace/time-zone',
  auth: 'session',
  permission: 'workspace.settings',
  body: timeZoneRequestSchema,
  response: timeZoneSettingSchema,
});

/** 'Export all my data': every kind of item of the workspace as CSV and JSON in one ZIP download (owner). */
export const exportWorkspaceData = /* @__PURE__ */ defineRoute({
  id: 'exportWorkspaceData',
  method: 'GET',
  path: '/api/workspace/export',
  auth: 'session',
  permission: 'workspace.own',
  response: 'page',
});
