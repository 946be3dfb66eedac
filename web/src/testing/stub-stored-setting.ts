import type { ApiRouteId } from '../lib/api-route';
import { type ApiCall, type StubRoutes, stubApi } from './stub-api';

/**
 * Stubs one workspace setting as the server keeps it (AI settings, branding): `read` answers what is stored, `update`
 * merges the body it is sent into that and answers the result, so the screen reads its own change back. Returns the
 * calls, as `stubApi` does.
 */
export function stubStoredSetting(read: ApiRouteId, update: ApiRouteId, initial: object): ApiCall[] {
  let stored = initial;
  const routes: StubRoutes = {
    [read]: () => stored,
    [update]: ({ body }: { body: object }) => {
      stored = { ...stored, ...body };
      return stored;
    },
  };
  return stubApi(routes);
}
