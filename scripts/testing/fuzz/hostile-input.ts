import fc from 'fast-check';

/**
 * Arbitraries for what a hostile or broken client sends: every JSON type where another is expected, strings that
 * are huge or full of NUL, control characters, lone surrogates and right-to-left marks, numbers at the edges of
 * IEEE 754 and DynamoDB, deep nesting, prototype-polluting keys, and bodies that are not JSON at all or come with
 * the wrong content type. Object bodies use the route's own field names, so they reach past "unknown field".
 */
const oddText = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202Eevil\u202C',
  '\uD800',
  '\uDFFF\uD800',
  '💥'.repeat(50),
  '<script>alert(1)</script>',
  "'; DROP TABLE tasks; --",
  '../../../../etc/passwd',
  '%00%E0%A4%A',
  // Malformed percent-escapes: an overlong '..' and a non-hex escape (issue 29, finding 2).
  '%c0%ae%c0%ae',
  '%ZZ',
  '{{constructor.constructor("return process")()}}',
  '\r\n\r\nHTTP/1.1 200 OK',
  'ﾠ',
  'A\u0301\u0302\u0303\u0304',
  '2024-02-31',
  '9999-12-31T23:59:59.999Z',
  '-1',
  'NaN',
  'true',
  'null',
  // The metadata endpoint and loopback as IPv4-compatible and -mapped IPv6, for URL fields (issue 29, finding 5).
  'https://[::a9fe:a9fe]/latest/meta-data/',
  'https://[::127.0.0.1]/',
  'https://[::ffff:169.254.169.254]/',
  // Just over DynamoDB's 1,024-byte sort key, in one- and two-byte characters (issue 29, finding 1).
  'a'.repeat(1025),
  'é'.repeat(513),
);

const hugeText = fc.integer({ min: 1_000, max: 100_000 }).map((n) => 'x'.repeat(n));

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: oddText },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 64 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 64 }) },
  { weight: 1, arbitrary: hugeText },
  { weight: 1, arbitrary: fc.emailAddress() },
);

export const hostileNumber = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    1e-7,
    1e-131,
    5e-324,
    -5e-324,
    1e126,
    1e127,
    1e308,
    -1e308,
    2 ** 53,
    2 ** 53 + 2,
    -1,
    0.1 + 0.2,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

const scalar = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));

/** Nesting deep enough to find recursion limits, shallow enough to stay under the body cap. */
const deeplyNested = fc.integer({ min: 100, max: 3_000 }).map((depth) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
});

const pollutingKeys = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '');

export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 6, arbitrary: scalar },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 5 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.oneof(fc.string(), pollutingKeys), tie('value'), { maxKeys: 4 }) },
    { weight: 1, arbitrary: deeplyNested },
  ),
})).value;

/** An object with (some of) the route's field names, each holding something hostile, plus extra and polluting keys. */
export function hostileObject(fieldNames: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const known = fieldNames.length ? fc.constantFrom(...fieldNames) : fc.string();
  return fc
    .tuple(
      fc.dictionary(known, hostileValue, { maxKeys: Math.max(1, fieldNames.length) }),
      fc.dictionary(fc.oneof(pollutingKeys, fc.string({ maxLength: 20 })), hostileValue, { maxKeys: 2 }),
    )
    .map(([fields, extra]) => {
      const body: Record<string, unknown> = {};
      // Defined as own properties, so `__proto__` goes over the wire as a key instead of setting a prototype.
      for (const [key, value] of [...Object.entries(extra), ...Object.entries(fields)]) {
        Object.defineProperty(body, key, { value, enumerable: true, configurable: true, writable: true });
      }
      return body;
    });
}

export interface HostileRequest {
  contentType: string | undefined;
  body: string;
}

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/merge-patch+json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  undefined,
);

const rawText = fc.oneof(
  fc.constantFrom('{', '{"a":', '[1,2', 'nul', '{"__proto__":{"isAdmin":true}}', '\u0000', '{}'.repeat(1000)),
  fc.integer({ min: 1, max: 50_000 }).map((depth) => '['.repeat(depth)),
  fc.integer({ min: 1_000, max: 200_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.integer({ min: 1_000, max: 50_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

/** A request body as sent over the wire: mostly JSON of hostile shapes, sometimes not JSON or mislabelled. */
export function hostileRequest(fieldNames: readonly string[]): fc.Arbitrary<HostileRequest> {
  const json = fc.oneof({ weight: 6, arbitrary: hostileObject(fieldNames) }, { weight: 2, arbitrary: hostileValue });
  return fc.oneof(
    {
      weight: 8,
      arbitrary: json.map((value) => ({ contentType: 'application/json', body: JSON.stringify(value) ?? 'null' })),
    },
    { weight: 1, arbitrary: fc.record({ contentType: contentTypes, body: json.map((v) => JSON.stringify(v) ?? '') }) },
    { weight: 1, arbitrary: fc.record({ contentType: contentTypes, body: rawText }) },
  );
}
