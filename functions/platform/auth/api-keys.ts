import { createHash, randomBytes } from 'node:crypto';
import { apiScopeSchema } from '@shared/access/api-scopes';
import { nullableString } from '@shared/schemas/nullable';
import * as z from '@shared/zod';
import { defineLookupEntity, defineWorkspaceEntity } from '../dynamodb/entity';

/**
 * API keys, part of the handler kit because they authenticate requests (as sessions do). A key is `bp_live_` and 32
 * random bytes in base62; it is shown once and never stored, only its SHA-256 (`keyHash`).
 *
 * Two items per key: the workspace's own (`WS#<workspaceId>` / `APIKEY#<ulid>`, what the Developers screen lists) and
 * the lookup a request finds it by (`APIKEY#<sha256>` / `APIKEY`), which repeats what a request needs (workspace,
 * creator, scopes, expiry) so that authenticating a key is one GetItem. The workspace item is written first and deleted
 * last: a crash between leaves a listed key that does not work, never a working key nobody can see or revoke.
 */
export const KEY_PREFIX = 'bp_live_';
/** How much of a key the list shows to recognise it by (`bp_live_` and 4 characters of its random part). */
const SHOWN_CHARACTERS = KEY_PREFIX.length + 4;
/** `lastUsedAt` moves at most once a minute: a write per request would double what a key's request costs. */
export const LAST_USED_RESOLUTION_MS = 60_000;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 32 bytes in base62: 43 characters (62^43 > 2^256), left-padded so every key has the same length. */
const RANDOM_CHARACTERS = 43;
const KEY_PATTERN = new RegExp(`^${KEY_PREFIX}[0-9A-Za-z]{${RANDOM_CHARACTERS}}$`);

export const storedApiKeyV1 = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  keyHash: z.string(),
  scopes: z.array(apiScopeSchema),
  createdBy: z.string(),
  createdAt: z.string(),
  lastUsedAt: nullableString,
  /** ISO; `null` never. Not the table's TTL attribute: an expired key stays listed, and says so. */
  validUntil: nullableString,
});
export type ApiKeyRecord = z.infer<typeof storedApiKeyV1>;

export const apiKeyEntity = defineWorkspaceEntity('ApiKey', storedApiKeyV1, 'APIKEY#{id}');

/** The key's fields a request needs, as the workspace's item holds them, and where that item is. */
export const storedApiKeyLookupV1 = z.extend(
  z.pick(storedApiKeyV1, { keyHash: true, scopes: true, createdBy: true, validUntil: true, lastUsedAt: true }),
  { workspaceId: z.string(), keyId: z.string() },
);
export type ApiKeyLookup = z.infer<typeof storedApiKeyLookupV1>;

const apiKeyLookupEntity = defineLookupEntity('ApiKeyLookup', storedApiKeyLookupV1, 'APIKEY#{keyHash}');

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('base64url');

/** A fresh key, what to show of it, and its hash. */
export function newApiKey(): { key: string; prefix: string; keyHash: string } {
  let value = BigInt(`0x${randomBytes(32).toString('hex')}`);
  let random = '';
  while (value > 0n) {
    random = BASE62[Number(value % 62n)] + random;
    value /= 62n;
  }
  const key = KEY_PREFIX + random.padStart(RANDOM_CHARACTERS, '0');
  return { key, prefix: key.slice(0, SHOWN_CHARACTERS), keyHash: hashApiKey(key) };
}

/** Whether a bearer token is shaped like a key: anything else is refused without reading the table. */
export const isApiKeyShaped = (token: string) => KEY_PATTERN.test(token);

export async function storeApiKey(workspaceId: string, record: ApiKeyRecord): Promise<void> {
  await apiKeyEntity.put({ workspaceId, ...record });
  await apiKeyLookupEntity.put({
    keyHash: record.keyHash,
    workspaceId,
    keyId: record.id,
    scopes: record.scopes,
    createdBy: record.createdBy,
    validUntil: record.validUntil,
    lastUsedAt: null,
  });
}

/** The lookup first, so the key stops working before it leaves the list. `false` when there was no such key. */
export async function deleteApiKey(workspaceId: string, id: string): Promise<boolean> {
  const key = await apiKeyEntity.get({ workspaceId, id }, { consistent: true });
  if (!key) return false;
  await apiKeyLookupEntity.delete({ keyHash: key.keyHash });
  return apiKeyEntity.delete({ workspaceId, id });
}

/**
 * Deletes every key a person created in a workspace (they were removed from it): their keys stop at once and leave the
 * list, rather than lingering as keys every request must refuse. Returns the keys deleted.
 */
export async function deleteApiKeysCreatedBy(workspaceId: string, userId: string): Promise<ApiKeyRecord[]> {
  const theirs = (await apiKeyEntity.queryAll({ workspaceId }, { consistent: true })).filter(
    (key) => key.createdBy === userId,
  );
  for (const key of theirs) await deleteApiKey(workspaceId, key.id);
  return theirs;
}

export const listApiKeyRecords = (workspaceId: string) => apiKeyEntity.queryAll({ workspaceId }, { newestFirst: true });

/** The key a bearer token is, if it exists (revoked keys do not); strongly consistent, so a revoke holds at once. */
export async function findApiKey(token: string): Promise<ApiKeyLookup | undefined> {
  if (!isApiKeyShaped(token)) return undefined;
  return apiKeyLookupEntity.get({ keyHash: hashApiKey(token) }, { consistent: true });
}

export function isApiKeyExpired(key: Pick<ApiKeyLookup, 'validUntil'>, now: Date): boolean {
  return key.validUntil !== null && Date.parse(key.validUntil) <= now.getTime();
}

/** Records a use, at most once a minute per key; only on keys that still exist (a revoke meanwhile wins). */
export async function noteApiKeyUse(key: ApiKeyLookup, now: Date): Promise<void> {
  if (key.lastUsedAt && now.getTime() - Date.parse(key.lastUsedAt) < LAST_USED_RESOLUTION_MS) return;
  const lastUsedAt = now.toISOString();
  const touched = await apiKeyLookupEntity.update({ keyHash: key.keyHash }, { lastUsedAt }, {});
  if (touched) await apiKeyEntity.update({ workspaceId: key.workspaceId, id: key.keyId }, { lastUsedAt }, {});
}
