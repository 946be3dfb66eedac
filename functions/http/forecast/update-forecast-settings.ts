import * as api from '@shared/api/contracts/forecast';
import { defineHandler } from '../../platform/http/define-handler';
import { setForecastThreshold } from '../../services/forecast/forecast-settings';

/** `PUT /api/forecast/settings`. */
export const handler = defineHandler(api.updateForecastSettings, async ({ session, body }) =>
  setForecastThreshold(session.workspaceId, body.threshold),
);
