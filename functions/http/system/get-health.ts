import * as api from '@shared/api/contracts/system';
import { defineHandler } from '../../platform/http/define-handler';

export const handler = defineHandler(api.getHealth, async () => ({ ok: true }) as const);
