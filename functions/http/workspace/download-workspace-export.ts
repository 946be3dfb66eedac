import * as api from '@shared/api/contracts/workspace';
import { defineHandler } from '../../platform/http/define-handler';
import { redirect } from '../../platform/http/response';
import { exportDownloadLink } from '../../services/workspace/export-download';

/** A fresh 5-minute link at every visit, so the link in a notification keeps working until the export expires. */
export const handler = defineHandler(api.downloadWorkspaceExport, async ({ member, params }) =>
  redirect(await exportDownloadLink(member, params.id)),
);
