import * as z from '@shared/zod';
import { routesOf } from '../route-contract';

const defineRoute = /* @__PURE__ */ routesOf('system');

export const getHealth = /* @__PURE__ */ defineRoute({
  id: 'getHealth',
  method: 'GET',
  path: '/api/health',
  auth: 'public',
  permission: 'public',
  response: z.object({ ok: z.literal(true) }),
});
