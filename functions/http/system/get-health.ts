import * as api from '@shared/api/contracts/system';
import { definePublicHandler } from '../../platform/http/define-public-handler';

export const handler = definePublicHandler(api.getHealth, async () => ({ ok: true }) as const);
