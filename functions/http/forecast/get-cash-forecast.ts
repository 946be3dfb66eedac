import * as api from '@shared/api/contracts/forecast';
import { defineHandler } from '../../platform/http/define-handler';
import { cashForecast } from '../../services/forecast/forecast-reads';

/** `GET /api/forecast/cash?weeks=13&scenario=…`. */
export const handler = defineHandler(api.getCashForecast, async ({ session, query }) =>
  cashForecast(session.workspaceId, query.weeks, query.scenario),
);
