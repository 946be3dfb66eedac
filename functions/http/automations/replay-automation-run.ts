import * as api from '@shared/api/contracts/automations';
import { defineHandler } from '../../platform/http/define-handler';
import { replayRun } from '../../services/automations/automation-replay';

/** `POST /api/automations/runs/{id}/replay {from}`: 201 with the new run, queued for the runner. */
export const handler = defineHandler(api.replayAutomationRun, async ({ body, params, session }) =>
  replayRun(session.workspaceId, params.id, body.from),
);
