import * as api from '@shared/api/contracts/workspace';
import { defineHandler } from '../../platform/http/define-handler';
import { listWorkspaces } from '../../services/workspace/members';

/** `GET /api/workspaces`: the signed-in person's workspaces with their role in each. */
export const handler = defineHandler(api.listWorkspaces, ({ session }) => listWorkspaces(session.userId));
