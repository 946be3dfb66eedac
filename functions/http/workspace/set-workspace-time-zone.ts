import * as api from '@shared/api/contracts/workspace';
import { defineHandler } from '../../platform/http/define-handler';
import { setTimeZone } from '../../services/workspace/time-zone-change';

/** `PUT /api/workspace/time-zone {timeZone}`: stores the browser's zone once; answers the zone in force. */
export const handler = defineHandler(api.setWorkspaceTimeZone, ({ body, session }) =>
  setTimeZone(session.workspaceId, body.timeZone),
);
