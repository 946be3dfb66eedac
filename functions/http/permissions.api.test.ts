import { type Capability, can, type Role, refusalMessage, roles } from '@shared/access/roles';
import type { RouteContract } from '@shared/api/route-contract';
import { type RouteId, routes } from '@shared/api/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../scripts/testing/api-client';
import { newEmployee } from '../../scripts/testing/fixtures/new-employee';
import { exampleInput } from '../../scripts/testing/fuzz/example-input';
import { sharedTestApi } from '../../scripts/testing/shared-test-api';
import { aTeam, formerMember, type Teammate } from '../../scripts/testing/teams';
import type { TestApi, TestUser } from '../../scripts/testing/test-runtime';

/**
 * The permission matrix, generated from the route table and the role table (`shared/access/roles.ts`): every route
 * that needs a capability, called by a member of each role of one workspace with a body that passes validation, so
 * what refuses is the permission. A role without the route's capability gets 403 `role_forbidden` naming the role;
 * a role with it is let through (the answer may be 404 or 400 for a made-up id, never 403); where a role sees only
 * part of a read, the answer is filtered (checked here on the real items, in detail in the areas' tests). A person
 * removed from the workspace gets 403 `not_a_member` on every one of them.
 */
type Expected = 'allowed' | 'filtered' | 'refused';

/** Reads a role may make but sees only part of: the capability that sees the whole, and how the part shows. */
const filtered: Partial<Record<RouteId, { whole: Capability; isPart: (body: any) => boolean }>> = {
  listEmployees: {
    whole: 'compensation.view',
    isPart: (body) =>
      body.items.length > 0 && body.items.every((e: object) => !('salary' in e) && !('hourlyRate' in e)),
  },
  getEmployee: {
    whole: 'compensation.view',
    isPart: (body) => !('salary' in body) && !('hourlyRate' in body),
  },
  getKpiStats: { whole: 'finance.view', isPart: (body) => body.revenue === null && body.revenueHidden !== null },
};

function expected(route: RouteContract, role: Role): Expected {
  const { permission } = route;
  if (!permission) throw new Error(`${route.id} has no permission`);
  if (permission === 'public' || permission === 'account') return 'allowed';
  if (!can(role, permission)) return 'refused';
  const part = filtered[route.id as RouteId];
  return part && !can(role, part.whole) ? 'filtered' : 'allowed';
}

const capabilityRoutes = routes.filter(
  (route: RouteContract) => route.permission !== 'public' && route.permission !== 'account',
) as RouteContract[];
const accountRoutes = routes.filter((route: RouteContract) => route.permission === 'account') as RouteContract[];
/**
 * Routes called after every other route of the role, one at a time: the plan changes (a downgrade would refuse the
 * Elite routes under the others' feet), then the one that ends the caller's sessions.
 */
const runLast = [
  ...routes.filter((route: RouteContract) => route.permission === 'billing.manage').map((route) => route.id),
  'signOutEverywhere',
];

/** An id no item has: what a made-up id in a path or a body is. */
const madeUpId = '01JAAAAAAAAAAAAAAAAAAAAAAA';

let api: TestApi;
let team: Record<Role, Teammate>;
let employeeId: string;

beforeAll(async () => {
  api = await sharedTestApi();
  // On Elite, so a route of a plan feature answers as the role table says (the plan's 402 is `plan-features.api.test.ts`'s).
  team = await aTeam(api, { tier: 'elite' });
  const created = await team.owner.client.create(
    '/api/employees',
    newEmployee('Paid', 'Person', { salary: 52_000, hourlyRate: 25 }),
  );
  employeeId = created.id;
});

/**
 * A valid body for the route, without compensation where it can do without: setting a salary is a right of its own
 * (`compensation.view`, checked by the team service and its tests), not the route's.
 */
function bodyFor(route: RouteContract, id: string): unknown {
  const example = exampleInput(route.body!, { id }) ?? {};
  if (typeof example !== 'object' || example === null) return example;
  const { salary: _salary, hourlyRate: _hourlyRate, ...rest } = example as Record<string, unknown>;
  return route.body!.safeParse(rest).success ? rest : example;
}

/** Calls a route as the client: reads aim at the real employee (safe to read), changes at a made-up id. */
async function call(client: ApiClient, route: RouteContract) {
  const id = route.method === 'GET' ? employeeId : madeUpId;
  const body = route.body ? bodyFor(route, id) : undefined;
  return client.request(route.method, route.path.replace(/\{\w+\}/g, id), {
    ...(body !== undefined ? { json: body } : {}),
  });
}

const refusedAsMember = (code: unknown) => code === 'role_forbidden' || code === 'not_a_member';

describe('the permission matrix (every route × every role)', () => {
  it('has a permission on every route', () => {
    for (const route of routes) expect(() => expected(route as RouteContract, 'owner'), route.id).not.toThrow();
  });

  // The owner last: the roles before it change nothing they may not, and the owner's calls (plan changes) come after.
  it.each(['viewer', 'member', 'manager', 'admin', 'owner'] as const)(
    'answers a %s as the role table says',
    async (role) => {
      const { client } = team[role];
      const mismatches: string[] = [];
      const check = async (route: RouteContract) => {
        const answer = await call(client, route);
        const expectation = expected(route, role);
        const what = `${route.id} (${route.permission}) → ${answer.status} ${answer.text.slice(0, 160)}`;
        if (expectation === 'refused') {
          const message = refusalMessage(role, route.permission as Capability);
          if (answer.status !== 403 || answer.body?.code !== 'role_forbidden' || answer.body?.message !== message) {
            mismatches.push(`${what}: expected 403 '${message}'`);
          }
        } else if (answer.status >= 500 || refusedAsMember(answer.body?.code) || answer.body?.code === 'plan_limit') {
          // A 403 of the route's own (an invitation for another address, a workspace the caller is not in) is
          // an answer, not a refusal of the role.
          mismatches.push(`${what}: expected ${expectation}`);
        } else if (answer.status === 200 && filtered[route.id as RouteId]) {
          const isPart = filtered[route.id as RouteId]!.isPart(answer.body);
          if (isPart !== (expectation === 'filtered')) mismatches.push(`${what}: expected ${expectation}`);
        }
      };
      const all = [...capabilityRoutes, ...accountRoutes];
      await Promise.all(all.filter((route) => !runLast.includes(route.id)).map(check));
      for (const id of runLast) await check(all.find((route) => route.id === id)!);
      expect(mismatches).toEqual([]);
    },
  );

  it('sees every role in the table', () => {
    expect(Object.keys(team).sort()).toEqual([...roles].sort());
  });

  it('refuses a person removed from the workspace on every capability route with 403 not_a_member', async () => {
    const former: TestUser = await formerMember(api, team.owner);
    const answers = await Promise.all(
      capabilityRoutes.map(async (route) => ({ route, answer: await call(former.client, route) })),
    );
    const wrong = answers
      .filter(({ answer }) => answer.status !== 403 || answer.body?.code !== 'not_a_member')
      .map(({ route, answer }) => `${route.id} → ${answer.status} ${answer.text.slice(0, 120)}`);
    expect(wrong).toEqual([]);
  });
});
