import type { RouteContract } from '@shared/api/route-contract';
import { routes } from '@shared/api/routes';
import * as z from '@shared/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleInput } from '../../scripts/testing/fuzz/example-input';
import { idsOf, seedWorkspace } from '../../scripts/testing/fuzz/workspace-fixture';
import { signUpUser, startTestApi, type TestApi, type TestUser } from '../../scripts/testing/test-runtime';

/**
 * Request text that becomes part of a table key (an id, a cursor, an OAuth state, an email) must never be long
 * enough to break the key: DynamoDB refuses a sort key over 1,024 bytes and a partition key over 2,048, which
 * surfaced as a 500 with a stack (issue 29, finding 1). Generated from the route table: every string in every
 * route's path parameters, query and body, at the longest its schema accepts (counted in UTF-16 units by zod, so
 * multibyte text is longer still in bytes) and just past it, while the other fields stay valid. Each answer must be
 * below 500.
 */
type JsonSchema = { type?: string | string[]; maxLength?: number; properties?: Record<string, JsonSchema> };

const UNBOUNDED = 8_192;
/** 'a' is one UTF-8 byte, 'é' two, '💥' four (and two UTF-16 units, so it fills maxLength / 2 characters). */
const fillers = ['a', 'é', '💥'];

function stringFields(schema: z.ZodMiniType | undefined): [name: string, maxLength: number][] {
  if (!schema) return [];
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return [];
  }
  return Object.entries(json.properties ?? {})
    .filter(
      ([, property]) =>
        property.type === 'string' || (Array.isArray(property.type) && property.type.includes('string')),
    )
    .map(([name, property]) => [name, property.maxLength ?? UNBOUNDED]);
}

/** Text of `units` UTF-16 units made of `filler`. */
const longText = (filler: string, units: number) => filler.repeat(Math.max(1, Math.floor(units / filler.length)));

interface Probe {
  name: string;
  route: RouteContract;
  where: 'params' | 'query' | 'body';
  field: string;
  value: string;
}

function probesOf(route: RouteContract): Probe[] {
  const probes: Probe[] = [];
  const pathParams = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name!);
  const fields = {
    params: route.params ? stringFields(route.params) : pathParams.map((name) => [name, UNBOUNDED] as [string, number]),
    query: stringFields(route.query),
    body: stringFields(route.body),
  };
  for (const where of ['params', 'query', 'body'] as const) {
    for (const [field, maxLength] of fields[where]) {
      for (const units of [maxLength, maxLength + 1]) {
        for (const filler of fillers) {
          const value = longText(filler, units);
          const name = `${route.method} ${route.path} ${where}.${field} = ${units} units of '${filler}'`;
          probes.push({ name, route, where, field, value });
        }
      }
    }
  }
  return probes;
}

const probes = routes.flatMap((route) => probesOf(route as RouteContract));

let api: TestApi;
let user: TestUser;
let id: string;

beforeAll(async () => {
  process.env.STRIPE_WEBHOOK_SECRET = 'whsec_overlong';
  api = await startTestApi();
  user = await signUpUser(api);
  await seedWorkspace(user.client, 'Long');
  id = (await idsOf(user.client))[0]!;
});
afterAll(async () => {
  await api.stop();
  delete process.env.STRIPE_WEBHOOK_SECRET;
});

async function send({ route, where, field, value }: Probe) {
  const params: Record<string, string> = {};
  for (const [, name] of route.path.matchAll(/\{(\w+)\}/g))
    params[name!] = name === field && where === 'params' ? value : id;
  // Path parameters that are not ids (a provider's name) get their schema's own example, so the probe reaches past them.
  const exampleParams = route.params
    ? (exampleInput(route.params, { id }) as Record<string, string> | undefined)
    : undefined;
  for (const name of Object.keys(params)) {
    if (!(where === 'params' && name === field) && exampleParams?.[name] !== undefined)
      params[name] = exampleParams[name];
  }
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]!));
  const query = {
    ...((route.query ? exampleInput(route.query, { id }) : undefined) as Record<string, unknown> | undefined),
    ...(where === 'query' ? { [field]: value } : {}),
  };
  const search = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  const body = route.body
    ? {
        ...(exampleInput(route.body, { id }) as Record<string, unknown> | undefined),
        ...(where === 'body' ? { [field]: value } : {}),
      }
    : undefined;
  // Public routes (sign-up, sign-in) go without the session, so a sign-up's new cookie never replaces the user's.
  const client = route.auth === 'public' ? api.client() : user.client;
  const res = await client.request(route.method, `${path}${search ? `?${search}` : ''}`, {
    ...(body !== undefined ? { json: body } : {}),
  });
  return res;
}

describe('over-long text where a key is made of it', () => {
  it('probes the routes that take text in their path or query (the route table has them)', () => {
    const probed = new Set(probes.filter((p) => p.where !== 'body').map((p) => p.route.id));
    expect(probed).toContain('integrationOAuthCallback');
    expect(probed).toContain('getEmployee');
    expect(probed).toContain('listTasks');
  });

  it('refuses an OAuth callback whose state is longer than any state the app issues, as a 400 with a message', async () => {
    const res = await user.client.get(`/api/integrations/oauth/callback?state=${'a'.repeat(4096)}&code=c`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Validation error/);
    expect(JSON.stringify(res.body.issues)).toContain('state');
  });

  it.each(probes.map((probe) => [probe.name, probe] as const))('%s: answered below 500', async (_, probe) => {
    const res = await send(probe);
    expect(res.status, res.text.slice(0, 300)).toBeLessThan(500);
  });
});
