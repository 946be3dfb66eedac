import * as z from '@shared/zod';
import { defineRoute } from '../route-contract';

export const getHealth = /* @__PURE__ */ defineRoute({
  id: 'getHealth',
  method: 'GET',
  path: '/api/health',
  auth: 'public',
  handler: 'system/get-health',
  response: z.object({ ok: z.literal(true) }),
});
