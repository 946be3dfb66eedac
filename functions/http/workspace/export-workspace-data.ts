import * as api from '@shared/api/contracts/workspace';
import { defineHandler } from '../../platform/http/define-handler';
import { fileDownload } from '../../platform/http/response';
import { exportWorkspaceData } from '../../services/workspace/data-export';

export const handler = defineHandler(api.exportWorkspaceData, async ({ member }) => {
  const file = await exportWorkspaceData(member);
  return fileDownload(file.fileName, 'application/zip', file.body);
});
