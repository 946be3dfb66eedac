import * as z from '@shared/zod';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minLength?: number;
  minItems?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
};

/**
 * A plausible valid value for a route's body schema, built from its JSON Schema (zod's `toJSONSchema`, input side)
 * and the property names (an `email` gets an address, a `…Date` a date, a `…Id` the id given), then checked with the
 * schema itself: `undefined` when no guess passes. Lets generated suites reach past validation on routes they were
 * never told about.
 */
export function exampleInput(schema: z.ZodMiniType, ids: { id: string }): unknown {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
  // Required fields only; then with every field; then with each optional field in turn (a patch needs one).
  const optional = Object.keys(json.properties ?? {}).filter((key) => !json.required?.includes(key));
  const candidates = [
    valueFor(json, '', ids),
    valueFor({ ...json, required: Object.keys(json.properties ?? {}) }, '', ids),
    ...optional.map((key) => valueFor({ ...json, required: [...(json.required ?? []), key] }, '', ids)),
  ];
  return candidates.find((candidate) => schema.safeParse(candidate).success);
}

function valueFor(schema: JsonSchema, name: string, ids: { id: string }): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return valueFor(options.find((o) => o.type !== 'null') ?? options[0]!, name, ids);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => schema.required?.includes(key) ?? false)
          .map(([key, property]) => [key, valueFor(property, key, ids)]),
      );
    case 'array':
      return [];
    case 'boolean':
      return false;
    case 'number':
    case 'integer':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    default:
      return stringFor(name, schema, ids);
  }
}

function stringFor(name: string, schema: JsonSchema, ids: { id: string }): string {
  const key = name.toLowerCase();
  if (schema.format === 'email' || key.includes('email')) return 'someone@example.com';
  if (schema.format === 'date-time') return '2026-01-15T10:00:00.000Z';
  if (schema.format === 'date' || key.endsWith('date') || key.endsWith('at')) return '2026-01-15';
  if (key === 'id' || key.endsWith('id')) return ids.id;
  if (key.includes('phone') || key.includes('sms')) return '+15551234567';
  if (key.includes('url')) return 'https://example.com/a.png';
  if (key.includes('password')) return 'correct horse battery';
  return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}
