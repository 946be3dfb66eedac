import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { nullableString } from '@shared/schemas/nullable';
import * as z from '@shared/zod';
import { monotonicFactory } from 'ulid';
import { describe, expect, it } from 'vitest';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { startTestTable } from '../../../scripts/testing/test-table';
import { db, tableName } from './client';
import {
  defineEntity,
  defineLookupEntity,
  defineWorkspaceEntity,
  InvalidCursor,
  inWorkspace,
  KeyTooLong,
  storedVersion,
} from './entity';
import { nowEpochSeconds } from './expiry';

/** Ids that sort in creation order, as the data layer's own do. */
const ulid = monotonicFactory();

const noteSchema = z.object({
  id: z.string(),
  employeeId: z.string(),
  text: z.string(),
  pinned: z.boolean(),
  views: z.number(),
  editedAt: nullableString,
});
type Note = z.infer<typeof noteSchema>;

const notes = defineWorkspaceEntity('TestNote', noteSchema, 'NOTE#{employeeId}#{id}');

const badges = defineWorkspaceEntity('TestBadge', z.object({ id: z.string(), label: z.string() }), 'NOTEBADGE#{id}', {
  expires: true,
});

const _table = await startedForThisFile(startTestTable());

const workspace = () => ({ workspaceId: ulid() });
const note = (over: Partial<Note> = {}): Note => ({
  id: ulid(),
  employeeId: 'e1',
  text: 'Hello',
  pinned: false,
  views: 0,
  editedAt: null,
  ...over,
});
const raw = async (pk: string, sk: string) =>
  (await db().send(new GetCommand({ TableName: tableName(), Key: { pk, sk } }))).Item;

describe('keys', () => {
  it('stores an item under its templated key with its type, keeping key-only fields out of the attributes', async () => {
    const ws = workspace();
    const item = note({ id: 'n1' });
    expect(await notes.create({ ...ws, ...item })).toBe(true);
    expect(await raw(`WS#${ws.workspaceId}`, 'NOTE#e1#n1')).toEqual({
      pk: `WS#${ws.workspaceId}`,
      sk: 'NOTE#e1#n1',
      type: 'TestNote',
      ...item,
    });
    expect(await notes.get({ ...ws, employeeId: 'e1', id: 'n1' })).toEqual(item);
  });

  it('keys a lookup item under its own partition, with the partition key’s tag as its sort key', async () => {
    const tokens = defineLookupEntity(
      'TestToken',
      z.object({ hash: z.string(), noteId: z.string() }),
      'TESTTOKEN#{hash}',
    );
    const token = { hash: ulid(), noteId: 'n1' };
    expect(tokens.keyOf(token)).toEqual({ pk: `TESTTOKEN#${token.hash}`, sk: 'TESTTOKEN' });
    await tokens.put(token);
    expect(await raw(`TESTTOKEN#${token.hash}`, 'TESTTOKEN')).toEqual({
      ...tokens.keyOf(token),
      type: 'TestToken',
      ...token,
    });
  });

  it('refuses a key with a missing or empty field rather than writing a wrong key', async () => {
    await expect(notes.get({ workspaceId: '', employeeId: 'e1', id: 'n1' })).rejects.toThrow(/workspaceId is missing/);
  });

  it('answers a key longer than DynamoDB takes as a 400 (KeyTooLong), on reads, writes and queries alike', async () => {
    const ws = workspace();
    const long = 'é'.repeat(600); // 600 characters, 1,200 bytes: over the 1,024-byte sort key limit
    const calls: (() => Promise<unknown>)[] = [
      () => notes.get({ ...ws, employeeId: 'e1', id: long }),
      () => notes.create({ ...ws, ...note({ id: long }) }),
      () => notes.delete({ ...ws, employeeId: 'e1', id: long }),
      () => notes.query({ ...ws, employeeId: long }, { limit: 1 }),
    ];
    // A rejection, not a throw: callers chain .catch on these promises (sign-up undoes its writes there).
    for (const call of calls) await expect(call()).rejects.toBeInstanceOf(KeyTooLong);
    await expect(notes.get({ ...ws, employeeId: 'e1', id: 'a'.repeat(1000) })).resolves.toBeUndefined();
    expect(new KeyTooLong().code).toBe('validation');
  });
});

describe('global index keys', () => {
  /** A note found by its author across employees: the index key names the author, the sort key its time. */
  const signed = defineEntity({
    type: 'TestSignedNote',
    schema: z.object({ id: z.string(), author: z.string(), at: z.string() }),
    partitionKey: inWorkspace,
    sortKey: 'SIGNED#{id}',
    indexKeys: (note) => ({ gsi1pk: `WS#${note.workspaceId}#AUTHOR#${note.author}`, gsi1sk: note.at }),
  });

  it('writes the keys the entity derives from the item, and the index finds the item by them', async () => {
    const ws = workspace();
    await signed.create({ ...ws, id: 'n1', author: 'maria', at: '2026-11-30T09:00:00.000Z' });
    await signed.put({ ...ws, id: 'n2', author: 'maria', at: '2026-11-30T10:00:00.000Z' });
    await signed.create({ ...ws, id: 'n3', author: 'sam', at: '2026-11-30T11:00:00.000Z' });
    expect(await raw(`WS#${ws.workspaceId}`, 'SIGNED#n1')).toMatchObject({
      gsi1pk: `WS#${ws.workspaceId}#AUTHOR#maria`,
      gsi1sk: '2026-11-30T09:00:00.000Z',
    });
    const { Items } = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :author',
        ExpressionAttributeValues: { ':author': `WS#${ws.workspaceId}#AUTHOR#maria` },
        ScanIndexForward: false,
      }),
    );
    expect(Items?.map((item) => signed.fromItem(item)?.id)).toEqual(['n2', 'n1']);
  });

  it('refuses to update an indexed item in place, which would leave its index keys describing the old item', async () => {
    const ws = workspace();
    await signed.create({ ...ws, id: 'n1', author: 'maria', at: '2026-11-30T09:00:00.000Z' });
    await expect(signed.update({ ...ws, id: 'n1' }, { author: 'sam' })).rejects.toThrow(/never updated/);
    expect(await signed.get({ ...ws, id: 'n1' })).toMatchObject({ author: 'maria' });
  });
});

describe('reads parse with the schema', () => {
  it('drops attributes the schema does not know (keys, type, legacy fields)', async () => {
    const ws = workspace();
    const item = note();
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...notes.keyOf({ ...ws, ...item }), type: 'TestNote', ...item, workspaceId: ws.workspaceId },
      }),
    );
    expect(await notes.get({ ...ws, employeeId: item.employeeId, id: item.id })).toEqual(item);
  });

  it('fails loudly on an item that does not match the schema', async () => {
    const ws = workspace();
    const key = notes.keyOf({ ...ws, employeeId: 'e1', id: 'broken' });
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...key, id: 'broken', text: 42 } }));
    await expect(notes.get({ ...ws, employeeId: 'e1', id: 'broken' })).rejects.toThrow();
  });
});

describe('conditional writes', () => {
  it('create puts only if absent: a second create changes nothing', async () => {
    const ws = workspace();
    const item = note();
    expect(await notes.create({ ...ws, ...item })).toBe(true);
    expect(await notes.create({ ...ws, ...item, text: 'Overwritten?' })).toBe(false);
    expect((await notes.get({ ...ws, ...item }))?.text).toBe('Hello');
  });

  it('put replaces whatever item has the key', async () => {
    const ws = workspace();
    const item = note();
    await notes.put({ ...ws, ...item });
    expect(await notes.put({ ...ws, ...item, text: 'Second', views: 3 })).toBe(true);
    expect(await notes.get({ ...ws, ...item })).toEqual({ ...item, text: 'Second', views: 3 });
  });

  it('update sets and adds, and answers the item as stored', async () => {
    const ws = workspace();
    const item = note();
    await notes.create({ ...ws, ...item });
    const updated = await notes.update({ ...ws, ...item }, { text: 'Edited', editedAt: null }, { add: { views: 2 } });
    expect(updated).toEqual({ ...item, text: 'Edited', views: 2 });
    expect(await notes.update({ ...ws, ...item }, {}, { add: { views: 1 } })).toMatchObject({ views: 3 });
  });

  it('update of a missing item answers undefined and creates nothing; upsert creates it', async () => {
    const ws = workspace();
    const key = { ...ws, employeeId: 'e1', id: 'missing' };
    expect(await notes.update(key, { text: 'Ghost' })).toBeUndefined();
    expect(await raw(`WS#${ws.workspaceId}`, 'NOTE#e1#missing')).toBeUndefined();
    const counter = defineWorkspaceEntity('TestCounter', z.object({ count: z.number() }), 'COUNTER#TEST');
    expect(await counter.update(ws, {}, { add: { count: 1 }, upsert: true })).toEqual({ count: 1 });
    expect(await raw(`WS#${ws.workspaceId}`, 'COUNTER#TEST')).toMatchObject({ type: 'TestCounter', count: 1 });
  });

  it('update with `if` or a raw condition answers undefined when it does not hold, and changes nothing', async () => {
    const ws = workspace();
    const item = note({ views: 5 });
    await notes.create({ ...ws, ...item });
    expect(await notes.update({ ...ws, ...item }, { text: 'No' }, { if: { pinned: true } })).toBeUndefined();
    const below = (limit: number) => ({
      expression: '#views < :limit',
      names: { '#views': 'views' },
      values: { ':limit': limit },
    });
    expect(await notes.update({ ...ws, ...item }, {}, { add: { views: 1 }, condition: below(5) })).toBeUndefined();
    expect(await notes.update({ ...ws, ...item }, {}, { add: { views: 1 }, condition: below(6) })).toMatchObject({
      views: 6,
    });
    expect((await notes.get({ ...ws, ...item }))?.text).toBe('Hello');
  });

  it('delete answers whether the item existed (and had the `if` values)', async () => {
    const ws = workspace();
    const item = note();
    await notes.create({ ...ws, ...item });
    expect(await notes.delete({ ...ws, ...item }, { if: { pinned: true } })).toBe(false);
    expect(await notes.delete({ ...ws, ...item })).toBe(true);
    expect(await notes.delete({ ...ws, ...item })).toBe(false);
  });
});

describe('workspace isolation', () => {
  it('never reads, changes or deletes another workspace’s item with its id', async () => {
    const mine = workspace();
    const theirs = workspace();
    const item = note();
    await notes.create({ ...mine, ...item });
    expect(await notes.get({ ...theirs, ...item })).toBeUndefined();
    expect(await notes.update({ ...theirs, ...item }, { text: 'Hacked' })).toBeUndefined();
    expect(await notes.delete({ ...theirs, ...item })).toBe(false);
    expect(await notes.queryAll({ ...theirs })).toEqual([]);
    expect(await notes.get({ ...mine, ...item })).toEqual(item);
  });
});

describe('queries by key prefix', () => {
  it('reads one employee’s items in key order, or newest first, and no other prefix', async () => {
    const ws = workspace();
    const [a, b, c] = [note({ id: ulid() }), note({ id: ulid() }), note({ id: ulid(), employeeId: 'e2' })];
    for (const n of [a, b, c]) await notes.create({ ...ws, ...n });
    await badges.create({ ...ws, id: 'b1', label: 'not a note' }, { expiresAt: nowEpochSeconds() + 60 });
    expect(await notes.queryAll({ ...ws, employeeId: 'e1' })).toEqual([a, b]);
    expect(await notes.queryAll({ ...ws, employeeId: 'e1' }, { newestFirst: true })).toEqual([b, a]);
    expect(await notes.queryAll({ ...ws })).toEqual([a, b, c]);
    expect(await notes.queryAll({ ...ws }, { where: { employeeId: 'e2' } })).toEqual([c]);
    expect(await notes.queryAll({ ...ws }, { max: 2, newestFirst: true })).toEqual([c, b]);
  });

  it('reads a range of the prefix between two key starts, both ends included', async () => {
    const ws = workspace();
    const byEmployee = ['e1', 'e2', 'e3', 'e4'].map((employeeId) => note({ employeeId }));
    for (const n of byEmployee) await notes.create({ ...ws, ...n });
    await badges.create({ ...ws, id: 'b1', label: 'sorts after every note' }, { expiresAt: nowEpochSeconds() + 60 });
    const range = await notes.queryAll(ws, { from: { employeeId: 'e2' }, to: { employeeId: 'e3' } });
    expect(range.map((n) => n.employeeId)).toEqual(['e2', 'e3']);
    expect((await notes.queryAll(ws, { to: { employeeId: 'e1' } })).map((n) => n.employeeId)).toEqual(['e1']);
    expect((await notes.queryAll(ws, { from: { employeeId: 'e4' } })).map((n) => n.employeeId)).toEqual(['e4']);
  });

  it('deleteAll removes exactly the items under the prefix', async () => {
    const ws = workspace();
    await notes.create({ ...ws, ...note() });
    await notes.create({ ...ws, ...note() });
    const other = note({ employeeId: 'e2' });
    await notes.create({ ...ws, ...other });
    expect(await notes.deleteAll({ ...ws, employeeId: 'e1' })).toBe(2);
    expect(await notes.queryAll({ ...ws })).toEqual([other]);
  });
});

describe('pagination', () => {
  it('pages through with an opaque cursor until there is none', async () => {
    const ws = workspace();
    const all = Array.from({ length: 5 }, () => note({ id: ulid() }));
    for (const n of all) await notes.create({ ...ws, ...n });
    const seen: Note[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await notes.query({ ...ws, employeeId: 'e1' }, { limit: 2, cursor });
      expect(page.items.length).toBeLessThanOrEqual(2);
      if (page.cursor) expect(page.cursor).toMatch(/^[\w-]+$/);
      seen.push(...page.items);
      cursor = page.cursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(all);
  });

  it('refuses a cursor from another workspace, another prefix, or made up, as a 400', async () => {
    const mine = workspace();
    const theirs = workspace();
    for (const ws of [mine, theirs]) for (let i = 0; i < 3; i++) await notes.create({ ...ws, ...note({ id: ulid() }) });
    const { cursor } = await notes.query({ ...mine, employeeId: 'e1' }, { limit: 1 });
    expect(cursor).toBeDefined();

    const fromOtherWorkspace = notes.query({ ...theirs, employeeId: 'e1' }, { limit: 1, cursor });
    await expect(fromOtherWorkspace).rejects.toBeInstanceOf(InvalidCursor);
    await expect(fromOtherWorkspace).rejects.toMatchObject({ code: 'validation' });
    await expect(notes.query({ ...mine, employeeId: 'e2' }, { limit: 1, cursor })).rejects.toBeInstanceOf(
      InvalidCursor,
    );
    await expect(notes.query({ ...mine }, { limit: 1, cursor: 'not-a-cursor' })).rejects.toBeInstanceOf(InvalidCursor);
    const forged = Buffer.from(JSON.stringify([`WS#${theirs.workspaceId}`, 'NOTE#e1#'])).toString('base64url');
    await expect(notes.query({ ...mine }, { limit: 1, cursor: forged })).rejects.toBeInstanceOf(InvalidCursor);
  });
});

describe('expiring items', () => {
  it('treats an item past its expiresAt as absent, though the engine has not deleted it yet', async () => {
    const ws = workspace();
    await badges.create({ ...ws, id: 'old', label: 'Old' }, { expiresAt: nowEpochSeconds() - 1 });
    await badges.create({ ...ws, id: 'new', label: 'New' }, { expiresAt: nowEpochSeconds() + 60 });
    expect(await badges.get({ ...ws, id: 'old' })).toBeUndefined();
    expect(await raw(`WS#${ws.workspaceId}`, 'NOTEBADGE#old')).toBeDefined();
    expect(await badges.queryAll(ws)).toEqual([{ id: 'new', label: 'New' }]);
  });
});

const events = defineWorkspaceEntity(
  'TestEvent',
  z.object({ id: z.string(), day: z.string(), title: z.string() }),
  'TESTEVENT#{id}',
);

describe('batches', () => {
  it('puts, reads back and deletes many items in batches, in the order asked, missing ones as undefined', async () => {
    const ws = workspace();
    const many = Array.from({ length: 130 }, (_, i) => ({
      ...ws,
      id: `e${String(i).padStart(3, '0')}`,
      day: '2026-01-01',
      title: `T${i}`,
    }));
    await events.putMany(many);
    const keys = [
      { ...ws, id: 'e129' },
      { ...ws, id: 'missing' },
      ...many.slice(0, 110).map(({ id }) => ({ ...ws, id })),
    ];
    const found = await events.getMany(keys);
    expect(found).toHaveLength(112);
    expect(found[0]).toEqual({ id: 'e129', day: '2026-01-01', title: 'T129' });
    expect(found[1]).toBeUndefined();
    expect(found.slice(2).map((e) => e?.id)).toEqual(many.slice(0, 110).map((e) => e.id));

    await events.deleteMany([...keys.slice(0, 2), { ...ws, id: 'e000' }]);
    expect(await events.queryAll(ws)).toHaveLength(128);
  });
});

// A card stored as v1 `{ id, title }`, then v2 `{ id, text, pinned }`, then v3 `{ id, text, pinned, color, tag? }`.
const cardV1 = z.object({ id: z.string(), title: z.string() });
const cardV2 = z.object({ id: z.string(), text: z.string(), pinned: z.boolean() });
const cardV3 = z.extend(cardV2, { color: z.string(), tag: z.optional(z.string()) });
const cards = defineWorkspaceEntity('TestCard', cardV3, 'CARD#{id}', {
  versions: {
    1: storedVersion(cardV1, ({ id, title }) => ({ id, text: title, pinned: false })),
    2: storedVersion(cardV2, (card) => ({ ...card, color: 'grey', tag: undefined })),
  },
});
const unversionedCards = defineWorkspaceEntity('TestCard', cardV1, 'CARD#{id}');
const putRaw = (item: Record<string, unknown>) => db().send(new PutCommand({ TableName: tableName(), Item: item }));

describe('stored versions', () => {
  const card = { id: 'c1', text: 'Hello', pinned: false, color: 'grey' };

  it('reads an item of every older version upgraded step by step, and writes it back in the current shape', async () => {
    const ws = workspace();
    const pk = `WS#${ws.workspaceId}`;
    await unversionedCards.create({ ...ws, id: 'c1', title: 'Hello' });
    await putRaw({ pk, sk: 'CARD#c2', type: 'TestCard', v: 2, id: 'c2', text: 'Two', pinned: true });
    expect(await raw(pk, 'CARD#c1')).toEqual({ pk, sk: 'CARD#c1', type: 'TestCard', id: 'c1', title: 'Hello' });

    expect(await cards.queryAll(ws)).toEqual([card, { id: 'c2', text: 'Two', pinned: true, color: 'grey' }]);
    expect((await raw(pk, 'CARD#c1'))?.v).toBeUndefined(); // a list only reads

    expect(await cards.get({ ...ws, id: 'c1' })).toEqual(card);
    // Written back: the new attributes and `v` set, none removed (an old reader still finds its own).
    expect(await raw(pk, 'CARD#c1')).toEqual({ pk, sk: 'CARD#c1', type: 'TestCard', v: 3, title: 'Hello', ...card });
    expect(await cards.get({ ...ws, id: 'c1' })).toEqual(card);
  });

  it('stamps the current version on every write', async () => {
    const ws = workspace();
    const pk = `WS#${ws.workspaceId}`;
    await cards.create({ ...ws, ...card });
    await cards.putMany([{ ...ws, ...card, id: 'c2' }]);
    expect((await raw(pk, 'CARD#c1'))?.v).toBe(3);
    expect((await raw(pk, 'CARD#c2'))?.v).toBe(3);
    const upserted = { id: 'c3', text: 'New', pinned: false, color: 'red' };
    expect(await cards.update({ ...ws, id: 'c3' }, upserted, { upsert: true })).toEqual(upserted);
    expect((await raw(pk, 'CARD#c3'))?.v).toBe(3);
  });

  it('upgrades an older item before an update changes it, so no half-old item is stamped current', async () => {
    const ws = workspace();
    const pk = `WS#${ws.workspaceId}`;
    await unversionedCards.create({ ...ws, id: 'c1', title: 'Hello' });
    expect(await cards.update({ ...ws, id: 'c1' }, { pinned: true }, { if: { text: 'Hello' } })).toEqual({
      ...card,
      pinned: true,
    });
    expect(await raw(pk, 'CARD#c1')).toMatchObject({ v: 3, text: 'Hello', pinned: true, color: 'grey' });

    await unversionedCards.create({ ...ws, id: 'c2', title: 'Two' });
    expect(await cards.update({ ...ws, id: 'c2' }, { pinned: true }, { if: { text: 'Other' } })).toBeUndefined();
    expect(await cards.update({ ...ws, id: 'missing' }, { pinned: true })).toBeUndefined();
  });

  it('refuses versions with a gap', () => {
    expect(() =>
      defineWorkspaceEntity('TestGap', cardV3, 'GAP#{id}', {
        versions: { 2: storedVersion(cardV2, (c) => ({ ...c, color: 'grey' })) },
      }),
    ).toThrow('TestGap: stored version 1 is missing');
  });
});
