import * as api from '@shared/api/contracts/forecast';
import { defineHandler } from '../../platform/http/define-handler';
import { forecastSettings } from '../../services/forecast/forecast-settings';

/** `GET /api/forecast/settings`. */
export const handler = defineHandler(api.getForecastSettings, async ({ session }) =>
  forecastSettings(session.workspaceId),
);
