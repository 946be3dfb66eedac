import { apiAreaLabels, apiAreas, apiScopes, keyScopeOf } from '@shared/access/api-scopes';
import type { OpenApiDocument } from '@shared/schemas/openapi';
import * as z from '@shared/zod';
import { API_KEY_BURST_PER_SECOND, API_KEY_REQUESTS_PER_MINUTE } from './abuse-limits';
import { errorCodeNames } from './error-codes';
import { isJsonRoute, type RouteContract } from './route-contract';

/**
 * The public API's OpenAPI 3.1 document, generated from the route contracts: every route an API key may call
 * (`keyScopeOf`), with its parameters, body and answer as JSON Schema (zod's own `z.toJSONSchema`, which speaks
 * JSON Schema 2020-12, the dialect of OpenAPI 3.1, and reads zod/mini schemas as they are), the errors it may answer,
 * the bearer scheme with the scope each operation needs, and the rate limit's headers. Nothing here is written by
 * hand per route, so the document cannot drift from what the server checks.
 *
 * `webhookEvents` (event type → payload schema) become the document's `webhooks`: the outgoing webhooks' event map
 * is passed in by the route that serves the document.
 */
export interface OpenApiSources {
  routes: readonly RouteContract[];
  webhookEvents?: Readonly<Record<string, z.ZodMiniType>>;
  version: string;
}

type Json = Record<string, unknown>;

/** The answers every key-callable operation may give besides its own, and why. */
const errorAnswers = {
  '400': 'The body, query or path broke its schema (`issues` lists where), or the request could not be read',
  '401': 'No key, or a wrong, revoked or expired one, or one whose creator left the workspace',
  '402': "The workspace's plan does not include API access (Elite) or the route's feature",
  '403': "The key lacks the route's scope, or its creator's role cannot do this",
  '404': "No such item (another workspace's ids answer the same)",
  '409': 'The request conflicts with the current state (a duplicate, a retried Idempotency-Key still running)',
  '429': 'Over the rate limit: nothing was done; retry after `Retry-After` seconds',
} as const;

const rateLimitHeaders = {
  'RateLimit-Limit': { description: 'Requests the key may send per minute', schema: { type: 'integer' } },
  'RateLimit-Remaining': { description: 'Requests left in the current minute', schema: { type: 'integer' } },
  'RateLimit-Reset': { description: 'Seconds until the current minute ends', schema: { type: 'integer' } },
};

function jsonSchemaOf(schema: z.ZodMiniType, io: 'input' | 'output'): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
  return rest;
}

function parametersOf(route: RouteContract): Json[] {
  const parameters: Json[] = [];
  for (const [where, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const object = jsonSchemaOf(schema, 'input') as { properties?: Record<string, Json>; required?: string[] };
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      const required = where === 'path' || (object.required ?? []).includes(name);
      parameters.push({ name, in: where, required, schema: property });
    }
  }
  return parameters;
}

function successOf(route: RouteContract): [string, Json] {
  if (isJsonRoute(route)) {
    return [
      String(route.status ?? 200),
      {
        description: route.status === 201 ? 'Created' : 'OK',
        headers: rateLimitHeaders,
        content: { 'application/json': { schema: jsonSchemaOf(route.response, 'output') } },
      },
    ];
  }
  return ['204', { description: 'Done; no content', headers: rateLimitHeaders }];
}

function operationOf(route: RouteContract, scope: string): Json {
  const area = scope.split(':')[0]!;
  const errors = Object.fromEntries(
    Object.keys(errorAnswers).map((status) => [status, { $ref: `#/components/responses/Error${status}` }]),
  );
  return {
    operationId: route.id,
    summary: route.id.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase()),
    tags: [area],
    security: [{ apiKey: [scope] }],
    'x-scope': scope,
    ...(route.params || route.query ? { parameters: parametersOf(route) } : {}),
    ...(route.body && {
      requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(route.body, 'input') } } },
    }),
    ...(route.method === 'POST' && route.status === 201
      ? {
          'x-idempotency':
            'Send `Idempotency-Key` (1 to 100 letters, digits or _ . : -): a retry with the same key and body answers the first result for 24 hours',
        }
      : {}),
    responses: Object.fromEntries([successOf(route), ...Object.entries(errors)]),
  };
}

const errorBody = {
  type: 'object',
  required: ['code', 'message'],
  properties: {
    code: { type: 'string', enum: errorCodeNames },
    message: { type: 'string', description: 'A sentence a person can act on' },
    issues: {
      type: 'array',
      items: {
        type: 'object',
        required: ['path', 'message'],
        properties: { path: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
};

function errorResponses(): Json {
  return Object.fromEntries(
    Object.entries(errorAnswers).map(([status, description]) => [
      `Error${status}`,
      {
        description,
        ...(status === '429' && {
          headers: {
            'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } },
            ...rateLimitHeaders,
          },
        }),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    ]),
  );
}

/** The product the document is of: BizPilot, a white-labelled workspace's own name, or none (a neutral title). */
export type ApiProductName = string | null;

const PRODUCT_NAME = 'BizPilot';

const descriptionOf = (
  product: ApiProductName,
) => `The ${product ? `${product} ` : ''}API: the same routes the web app uses, called with an API key.

**Authentication**: \`Authorization: Bearer bp_live_…\`. Owners and admins create keys under Settings → Developers (Elite plan). A key acts in its workspace with its scopes, never beyond the current role of the person who created it. No cookie and no CSRF header are needed.

**Scopes**: \`area:read\` or \`area:write\` (write implies read) over ${apiAreas.map((area) => `\`${area}\``).join(', ')}; \`finance\` and \`kpi\` are read only. Each operation names its scope (\`x-scope\`).

**Rate limits**: ${API_KEY_REQUESTS_PER_MINUTE} requests per minute per key, at most ${API_KEY_BURST_PER_SECOND} in any second. Every answer carries \`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\`; over the limit the answer is 429 with \`Retry-After\` and nothing is done.

**Paging**: lists that can grow take \`limit\` (1–200, default 50) and \`cursor\` and answer \`{ items, cursor }\`; pass \`cursor\` back for the next page; \`null\` means there is none.

**Errors**: every error answer is \`{ code, message, issues? }\`; branch on \`code\`.

**Retries**: creates take an \`Idempotency-Key\` header; a retry with the same key answers the first result.`;

const infoOf = (product: ApiProductName, version: string) => ({
  title: product ? `${product} API` : 'API reference',
  version,
  description: descriptionOf(product),
});

/** The same document named for another product: only its title and description's name change. */
export function underProductName(document: OpenApiDocument, product: ApiProductName): OpenApiDocument {
  return { ...document, info: { ...document.info, ...infoOf(product, document.info.version) } };
}

export function openApiDocument({ routes, webhookEvents, version }: OpenApiSources): OpenApiDocument {
  const paths: Record<string, Json> = {};
  for (const route of routes) {
    const scope = keyScopeOf(route);
    if (!scope) continue;
    paths[route.path] ??= {};
    paths[route.path]![route.method.toLowerCase()] = operationOf(route, scope);
  }
  const webhooks = Object.fromEntries(
    Object.entries(webhookEvents ?? {}).map(([type, schema]) => [
      type,
      {
        post: {
          operationId: `webhook:${type}`,
          summary: `The ${type} event`,
          requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(schema, 'output') } } },
          responses: { '200': { description: 'Any 2xx: received' } },
        },
      },
    ]),
  );
  return {
    openapi: '3.1.0' as const,
    info: infoOf(PRODUCT_NAME, version),
    servers: [{ url: '/' }],
    tags: apiAreas.map((area) => ({ name: area, description: apiAreaLabels[area] })),
    paths,
    webhooks,
    components: {
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'bp_live_…',
          description: `A workspace's API key. Scopes: ${apiScopes.join(', ')}.`,
        },
      },
      schemas: { Error: errorBody },
      responses: errorResponses(),
    },
  };
}
