import * as api from '@shared/api/contracts/integrations';
import { defineHandler } from '../../platform/http/define-handler';
import { connectOptions } from '../../services/integrations/integrations';

/** `GET /api/integrations/connect-options`: whether the sandbox runs here, and which providers connect by OAuth. */
export const handler = defineHandler(api.getIntegrationConnectOptions, async () => connectOptions());
