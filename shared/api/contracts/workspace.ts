import { timeZoneRequestSchema, timeZoneSettingSchema } from '../../schemas/kpi';
import { defineRoute } from '../route-contract';

/** The browser's time zone, sent once and stored: the dashboard's days are the workspace's days. */
export const setWorkspaceTimeZone = /* @__PURE__ */ defineRoute({
  id: 'setWorkspaceTimeZone',
  method: 'PUT',
  path: '/api/workspace/time-zone',
  auth: 'session',
  handler: 'workspace/set-workspace-time-zone',
  body: timeZoneRequestSchema,
  response: timeZoneSettingSchema,
});
