import * as api from '@shared/api/contracts/automations';
import { defineHandler } from '../../platform/http/define-handler';
import { replayFailedRuns } from '../../services/automations/automation-replay';

/** `POST /api/automations/{id}/runs/replay-failed`: 202 with the queued replays' ids. */
export const handler = defineHandler(api.replayFailedAutomationRuns, async ({ params, session }) =>
  replayFailedRuns(session.workspaceId, params.id),
);
