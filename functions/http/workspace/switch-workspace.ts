import * as api from '@shared/api/contracts/workspace';
import { defineHandler } from '../../platform/http/define-handler';
import { switchWorkspace } from '../../services/workspace/members';

/** `POST /api/workspace/switch {workspaceId}`: moves the session (403 if not a member there). */
export const handler = defineHandler(api.switchWorkspace, ({ event, session, body }) =>
  switchWorkspace(event, session.userId, body.workspaceId),
);
