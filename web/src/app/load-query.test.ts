import type { Role } from '@shared/access/roles';
import type { AuthUser } from '@shared/schemas/user';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { financialAnalysisQueryOptions } from '../features/finance/api/get-financial-analysis';
import { connectOptionsQueryOptions } from '../features/integrations/api/get-connect-options';
import { integrationsQueryOptions } from '../features/integrations/api/get-integrations';
import { ssoSettingsQueryOptions } from '../features/security/api/sso';
import { authUserQueryOptions } from '../lib/auth';
import { createQueryClient } from '../lib/query-client';
import { anAuthUser } from '../testing/fixtures';
import { stubApi } from '../testing/stub-api';
import { ensureQuery, preload } from './load-query';

afterEach(() => vi.unstubAllGlobals());

/** The routes a loader of these four reads asks, for a signed-in person (or nobody known yet). */
async function routesPreloaded(user: AuthUser | undefined): Promise<(string | undefined)[]> {
  const calls = stubApi({
    getFinancialAnalysis: () => ({}),
    listIntegrations: () => ({ items: [], cursor: null }),
    getIntegrationConnectOptions: () => ({}),
    getSsoSettings: () => Response.json(null),
  });
  const queryClient = createQueryClient();
  if (user) queryClient.setQueryData(authUserQueryOptions.queryKey, user);
  await preload(
    queryClient,
    ensureQuery(financialAnalysisQueryOptions()),
    ensureQuery(integrationsQueryOptions()),
    ensureQuery(connectOptionsQueryOptions()),
    ensureQuery(ssoSettingsQueryOptions()),
  );
  return calls.map((call) => call.routeId).sort();
}

const on = (role: Role, subscriptionTier: AuthUser['subscriptionTier']) => anAuthUser({ role, subscriptionTier });

describe('a route loader', () => {
  it('asks nothing the role would refuse: a manager opening a screen by its address sends no request that must fail', async () => {
    expect(await routesPreloaded(on('manager', 'elite'))).toEqual(['listIntegrations']);
    expect(await routesPreloaded(on('viewer', 'elite'))).toEqual([]);
  });

  it('asks nothing the plan would refuse: single sign-on only on Elite', async () => {
    expect(await routesPreloaded(on('owner', 'elite'))).toEqual([
      'getFinancialAnalysis',
      'getIntegrationConnectOptions',
      'getSsoSettings',
      'listIntegrations',
    ]);
    expect(await routesPreloaded(on('owner', 'pro'))).not.toContain('getSsoSettings');
  });

  it('leaves the answer to the API while the signed-in person is not known yet', async () => {
    expect(await routesPreloaded(undefined)).toHaveLength(4);
  });
});
