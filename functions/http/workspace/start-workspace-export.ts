import * as api from '@shared/api/contracts/workspace';
import { defineHandler } from '../../platform/http/define-handler';
import { startExport } from '../../services/workspace/export-jobs';

/** `POST /api/workspace/exports`: 202 with the queued job; the sync worker builds the ZIP. */
export const handler = defineHandler(api.startWorkspaceExport, ({ member }) => startExport(member));
