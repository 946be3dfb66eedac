import * as api from '@shared/api/contracts/workspace';
import { defineHandler } from '../../platform/http/define-handler';
import { getExport } from '../../services/workspace/export-jobs';

export const handler = defineHandler(api.getWorkspaceExport, ({ member, params }) => getExport(member, params.id));
