import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { definedEntities } from '../platform/dynamodb/entity';

/**
 * Items already in the table outlive the code that wrote them: every entity must still read the frozen copy of an
 * item of each of its stored versions (`fixtures/v<N>/<type>.json`, exactly as DynamoDB holds it, keys and `type`
 * included). A schema change that cannot read them needs a new stored version with its `upgrade` instead (see
 * README.md, "Changing what is stored"); a fixture is never edited.
 */
const functionsDir = fileURLToPath(new URL('..', import.meta.url));
const fixturesDir = fileURLToPath(new URL('fixtures', import.meta.url));

// Every module that declares an entity (the table kit registers each one as it is declared).
const declaring = readdirSync(functionsDir, { recursive: true, encoding: 'utf8' }).filter(
  (file) =>
    file.endsWith('.ts') &&
    !file.endsWith('.test.ts') &&
    !file.endsWith('dynamodb/entity.ts') &&
    /\bdefine(Workspace)?Entity\(/.test(readFileSync(join(functionsDir, file), 'utf8')),
);
for (const file of declaring) await import(join(functionsDir, file));
const entities = new Map(definedEntities().map((entity) => [entity.type, entity]));

/** A fixture as stored: JSON, with binary attributes written `{ "$binary": "<base64>" }`. */
const readFixture = (path: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path, 'utf8'), (_, value) =>
    value && typeof value === 'object' && typeof value.$binary === 'string'
      ? new Uint8Array(Buffer.from(value.$binary, 'base64'))
      : value,
  );

const fixtures = readdirSync(fixturesDir).flatMap((folder) =>
  readdirSync(join(fixturesDir, folder)).map((file) => ({
    version: Number(folder.replace(/^v/, '')),
    type: file.replace(/\.json$/, ''),
    path: join(fixturesDir, folder, file),
  })),
);

/** Entities whose schema has an attribute `type` of its own, which overwrites the entity's on every write. */
const typeOverwritten: Record<string, string> = { FinanceAccount: 'the account type', ChatAction: 'the action type' };

describe('stored items', () => {
  it('finds every entity declared in the functions', () => {
    expect(declaring.length).toBeGreaterThan(30);
    expect(entities.size).toBe(definedEntities().length); // no two entities share a type
  });

  it.each([...entities.values()])('has a frozen item of every stored version of $type', ({ type, version }) => {
    for (let v = 1; v <= version; v++) {
      expect(existsSync(join(fixturesDir, `v${v}`, `${type}.json`)), `add fixtures/v${v}/${type}.json`).toBe(true);
    }
  });

  it.each(fixtures)('reads the frozen v$version item of $type', ({ version, type, path }) => {
    const entity = entities.get(type);
    expect(entity, `no entity is declared with type ${type}`).toBeDefined();
    if (!entity) return;
    const item = readFixture(path);
    expect(item).toMatchObject({ pk: expect.any(String), sk: expect.any(String) });
    expect(item.type).toBe(type in typeOverwritten ? item.type : type);
    expect(item.v ?? 1, 'a fixture sits in the folder of its version').toBe(version);
    expect(version).toBeLessThanOrEqual(entity.version);
    expect(() => entity.parseStored(item)).not.toThrow();
  });
});
