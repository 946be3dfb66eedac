import { defineHandler } from '../../platform/http/define-handler';
import { ok } from '../../platform/http/response';

export const handler = defineHandler('getHealth', {}, async () => ok({ ok: true }));
