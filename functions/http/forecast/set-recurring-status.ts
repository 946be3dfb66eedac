import * as api from '@shared/api/contracts/forecast';
import { defineHandler } from '../../platform/http/define-handler';
import { setRecurringStatus } from '../../services/forecast/forecast-reads';

/** `PATCH /api/forecast/recurring/{id}`. */
export const handler = defineHandler(api.setRecurringStatus, async ({ session, params, body }) =>
  setRecurringStatus(session.workspaceId, params.id, body.status),
);
