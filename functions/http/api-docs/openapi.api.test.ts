import { Validator } from '@seriousme/openapi-schema-validator';
import { keyScopeOf } from '@shared/access/api-scopes';
import { isJsonRoute, type RouteContract } from '@shared/api/route-contract';
import { routes } from '@shared/api/routes';
import * as z from '@shared/zod';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { sharedTestApi } from '../../../scripts/testing/shared-test-api';
import { aTeam } from '../../../scripts/testing/teams';

const api = await sharedTestApi();
const served = await api.client().get('/api/openapi.json', { origin: '', 'sec-fetch-site': '' });
type Operation = {
  operationId: string;
  parameters?: Array<{ name: string; in: string; required: boolean }>;
  requestBody?: { content: { 'application/json': { schema: Record<string, unknown> } } };
  responses: Record<string, { content?: { 'application/json': { schema: Record<string, unknown> } } }>;
  security: Array<Record<string, string[]>>;
};
const document = served.body as {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
};
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
);
const withoutDialect = (schema: z.ZodMiniType, io: 'input' | 'output') => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
};

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document, served to anyone', async () => {
    expect(served.status).toBe(200);
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every route a key may call, with the contract’s own schemas, and no other route', () => {
    const callable = (routes as readonly RouteContract[]).filter((route) => keyScopeOf(route) !== undefined);
    expect(callable.length).toBeGreaterThan(30);
    expect(operations).toHaveLength(callable.length);
    for (const route of callable) {
      const operation = document.paths[route.path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(operation!.operationId).toBe(route.id);
      expect(operation!.security).toEqual([{ apiKey: [keyScopeOf(route)] }]);
      if (route.body) {
        expect(operation!.requestBody!.content['application/json'].schema, route.id).toEqual(
          withoutDialect(route.body, 'input'),
        );
      }
      if (isJsonRoute(route)) {
        const answer = operation!.responses[String(route.status ?? 200)]!;
        expect(answer.content!['application/json'].schema, route.id).toEqual(withoutDialect(route.response, 'output'));
      }
      for (const status of ['400', '401', '402', '403', '404', '409', '429'])
        expect(operation!.responses[status]).toBeDefined();
    }
    expect(Object.keys(document.paths)).not.toContain('/api/api-keys');
    expect(Object.keys(document.paths)).not.toContain('/api/workspace/members');
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('is enough to call the API: create a task, find it in the list, complete it, each answer as documented', async () => {
    const { owner } = await aTeam(api, { tier: 'elite' });
    const created = await owner.client.post('/api/api-keys', { name: 'From the document', scopes: ['tasks:write'] });
    const key: string = created.body.key;
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const operation = (id: string) => {
      const found = operations.find((entry) => entry.operation.operationId === id);
      if (!found) throw new Error(`The document has no ${id}`);
      return found;
    };
    /** A call as a client generated from the document makes it: its path, method, bearer scheme and body. */
    const call = async (id: string, pathParameters: Record<string, string>, body?: unknown) => {
      const { path, method, operation: op } = operation(id);
      for (const parameter of op.parameters ?? []) {
        if (parameter.in === 'path') expect(pathParameters).toHaveProperty(parameter.name);
      }
      if (body !== undefined) {
        const validBody = ajv.compile(op.requestBody!.content['application/json'].schema);
        expect(validBody(body), JSON.stringify(validBody.errors)).toBe(true);
      }
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pathParameters[name]!));
      const answer = await api.client().request(method, url, {
        json: body,
        headers: { origin: '', 'sec-fetch-site': '', authorization: `Bearer ${key}` },
      });
      const documented = op.responses[String(answer.status)];
      expect(documented, `${id} answered ${answer.status}: ${answer.text}`).toBeDefined();
      const schema = documented!.content?.['application/json'].schema;
      if (schema && !('$ref' in schema)) {
        const validAnswer = ajv.compile(schema);
        expect(validAnswer(answer.body), JSON.stringify(validAnswer.errors)).toBe(true);
      }
      return answer;
    };

    const task = await call('createTask', {}, { title: 'Written from the OpenAPI document', priority: 'high' });
    expect(task.status).toBe(201);
    const listed = await call('listTasks', {});
    expect(listed.body.items.map((item: { id: string }) => item.id)).toContain(task.body.id);
    const done = await call('updateTask', { id: task.body.id }, { status: 'completed' });
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('completed');
  });
});
