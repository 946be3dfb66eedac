import * as api from '@shared/api/contracts/forecast';
import { defineHandler } from '../../platform/http/define-handler';
import { listRecurring } from '../../services/forecast/forecast-reads';

/** `GET /api/forecast/recurring`. */
export const handler = defineHandler(api.listRecurringSeries, async ({ session }) => ({
  items: await listRecurring(session.workspaceId),
}));
