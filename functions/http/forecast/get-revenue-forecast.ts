import * as api from '@shared/api/contracts/forecast';
import { defineHandler } from '../../platform/http/define-handler';
import { revenueForecast } from '../../services/forecast/forecast-reads';

/** `GET /api/forecast/revenue?months=12`. */
export const handler = defineHandler(api.getRevenueForecast, async ({ session, query }) =>
  revenueForecast(session.workspaceId, query.months),
);
