import type { HttpMethod, RouteContract } from '@shared/api/route-contract';
import { routes } from '@shared/api/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { exampleInput } from '../../scripts/testing/fuzz/example-input';
import { idsOf, seedWorkspace, snapshotOf } from '../../scripts/testing/fuzz/workspace-fixture';
import { upgradeLocally } from '../../scripts/testing/local-billing';
import { sharedTestApi } from '../../scripts/testing/shared-test-api';
import { signUpUser, type TestApi, type TestUser } from '../../scripts/testing/test-runtime';

/**
 * The cross-tenant matrix, generated from the route table: every route whose path carries an id, under every HTTP
 * method, called by one workspace with each id of another workspace (in the path, and in the body's id fields).
 * The route's own method must answer 404 (a body that passes validation is sent, so the lookup is what refuses);
 * other methods 405; and the other workspace must read exactly the same afterwards.
 */
const METHODS: HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

let api: TestApi;
let owner: TestUser;
let intruder: TestUser;
let ownerIds: string[];
let before: Record<string, string>;

beforeAll(async () => {
  api = await sharedTestApi();
  [owner, intruder] = [await signUpUser(api), await signUpUser(api)];
  // On Elite, so the plan's features (API keys, webhooks, audit…) answer for their ids rather than with a 402.
  await Promise.all([upgradeLocally(owner.client, 'elite'), upgradeLocally(intruder.client, 'elite')]);
  await seedWorkspace(owner.client, 'Owner');
  // The intruder has items of its own, so "not found" cannot come from an empty workspace.
  await seedWorkspace(intruder.client, 'Intruder');
  ownerIds = await idsOf(owner.client);
  before = await snapshotOf(owner.client, ownerIds);
});

const idPaths = [...new Set(routes.filter((route) => route.path.includes('{')).map((route) => route.path))];
const routeAt = (path: string, method: HttpMethod) =>
  routes.find((route) => route.path === path && route.method === method) as RouteContract | undefined;

describe("one workspace aiming at another's ids", () => {
  it('has ids to aim at (one of everything the owner has), and a valid body for every id route that takes one', () => {
    expect(ownerIds.length).toBeGreaterThanOrEqual(5);
    const withBodies = routes.filter((route) => route.path.includes('{') && 'body' in route && route.body);
    const unmade = withBodies.filter(
      (route) => exampleInput((route as RouteContract).body!, { id: ownerIds[0]! }) === undefined,
    );
    expect(unmade.map((route) => route.id)).toEqual([]);
  });

  it.each(idPaths.flatMap((path) => METHODS.map((method) => [`${method} ${path}`, path, method] as const)))(
    '%s',
    async (_, path, method) => {
      const route = routeAt(path, method);
      const answers = await Promise.all(
        ownerIds.map(async (id) => {
          const body = route?.body ? exampleInput(route.body, { id }) : undefined;
          const res = await intruder.client.request(method, path.replace(/\{\w+\}/g, id), {
            ...(body !== undefined ? { json: body } : {}),
          });
          // A parameter that is not an item id (e.g. a provider's name) refuses an id as invalid: 400 is right there.
          const params = Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, id]));
          const idParams = !route?.params || route.params.safeParse(params).success;
          return { id, status: res.status, validBody: idParams && (!route?.body || body !== undefined) };
        }),
      );
      for (const answer of answers) {
        if (!route) expect(answer.status, answer.id).toBe(405);
        else if (answer.validBody) expect(answer.status, answer.id).toBe(404);
        // No valid body (or no id-shaped parameter) for this route: it must still refuse, never with a success.
        else expect([400, 404], answer.id).toContain(answer.status);
      }
    },
  );

  it("leaves the owner's data exactly as it was", async () => {
    expect(await snapshotOf(owner.client, ownerIds)).toEqual(before);
  });
});
