import * as api from '@shared/api/contracts/api-keys';
import { defineHandler } from '../../platform/http/define-handler';
import { listApiKeys } from '../../services/api-keys/api-keys';

/** `GET /api/api-keys`: the workspace's keys, newest first, never the keys themselves. */
export const handler = defineHandler(api.listApiKeys, ({ member }) => listApiKeys(member.workspaceId));
