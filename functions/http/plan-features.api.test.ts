import type { RouteContract } from '@shared/api/route-contract';
import { routes } from '@shared/api/routes';
import { planFeatureRefusal } from '@shared/billing/plan-features';
import { beforeAll, describe, expect, it } from 'vitest';
import { exampleInput } from '../../scripts/testing/fuzz/example-input';
import { upgradeLocally } from '../../scripts/testing/local-billing';
import { sharedTestApi } from '../../scripts/testing/shared-test-api';
import { signUpOwner, type Teammate } from '../../scripts/testing/teams';
import type { TestApi } from '../../scripts/testing/test-runtime';

/**
 * The plan matrix, generated from the route table: every route whose contract names a feature of the pricing card
 * (`planFeature`) is refused with 402 `plan_limit` naming the plan on the plans without it, before it reads or changes
 * anything, and let through on the plan with it. The owner calls, so no role stands in the way.
 */
const planRoutes = routes.filter((route: RouteContract) => route.planFeature) as RouteContract[];
const madeUpId = '01JAAAAAAAAAAAAAAAAAAAAAAA';

let api: TestApi;
const owners: Record<'starter' | 'pro' | 'elite', Teammate> = {} as never;

beforeAll(async () => {
  api = await sharedTestApi();
  for (const tier of ['starter', 'pro', 'elite'] as const) {
    owners[tier] = await signUpOwner(api, `Plan${tier}`);
    if (tier !== 'starter') await upgradeLocally(owners[tier].client, tier);
  }
});

async function call(owner: Teammate, route: RouteContract) {
  const body = route.body ? (exampleInput(route.body, { id: madeUpId }) ?? {}) : undefined;
  return owner.client.request(route.method, route.path.replace(/\{\w+\}/g, madeUpId), {
    ...(body !== undefined ? { json: body } : {}),
  });
}

describe('the plan matrix (every route of a plan feature × every plan)', () => {
  it.each(['starter', 'pro'] as const)('refuses each on %s with 402 naming the plan', async (tier) => {
    const wrong: string[] = [];
    for (const route of planRoutes) {
      const answer = await call(owners[tier], route);
      const message = planFeatureRefusal(route.planFeature!, tier);
      if (answer.status !== 402 || answer.body?.code !== 'plan_limit' || answer.body?.message !== message) {
        wrong.push(`${route.id} → ${answer.status} ${answer.text.slice(0, 160)}: expected 402 '${message}'`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets each through on Elite', async () => {
    const wrong: string[] = [];
    for (const route of planRoutes) {
      const answer = await call(owners.elite, route);
      if (answer.status === 402 || answer.status >= 500) wrong.push(`${route.id} → ${answer.status} ${answer.text}`);
    }
    expect(wrong).toEqual([]);
  });
});
