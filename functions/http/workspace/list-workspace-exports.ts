import * as api from '@shared/api/contracts/workspace';
import { defineHandler } from '../../platform/http/define-handler';
import { listExports } from '../../services/workspace/export-jobs';

export const handler = defineHandler(api.listWorkspaceExports, ({ member }) => listExports(member));
