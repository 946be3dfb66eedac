import { normalizedScopes } from '@shared/access/api-scopes';
import type { ApiKey, CreateApiKey, CreatedApiKey } from '@shared/schemas/api-keys';
import { keyValidUntil } from '../../domain/api-keys/key-expiry';
import { deleteApiKey, listApiKeyRecords, newApiKey, storeApiKey } from '../../platform/auth/api-keys';
import type { Member } from '../../platform/auth/members';
import { Forbidden } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { recordAudit } from '../audit/audit-log';
import { notFound } from '../workspace/not-found';

/** A new key for the member's workspace, acting as them; the key itself is in this answer only. */
export async function createApiKey(member: Member, request: CreateApiKey, now = new Date()): Promise<CreatedApiKey> {
  const expiry = keyValidUntil(request.expiresInDays, member.role, now);
  if ('refusal' in expiry) throw new Forbidden(expiry.refusal);
  const { key, prefix, keyHash } = newApiKey();
  const record = {
    id: newId(),
    name: request.name,
    prefix,
    keyHash,
    scopes: normalizedScopes(request.scopes),
    createdBy: member.userId,
    createdAt: now.toISOString(),
    lastUsedAt: null,
    validUntil: expiry.validUntil,
  };
  await storeApiKey(member.workspaceId, record);
  await recordAudit(member.workspaceId, {
    action: 'api_key.created',
    target: { type: 'api_key', id: record.id, label: record.name },
    changes: { scopes: [null, record.scopes], expiresAt: [null, record.validUntil] },
  });
  return { id: record.id, name: record.name, key, prefix, scopes: record.scopes, expiresAt: record.validUntil };
}

export async function listApiKeys(workspaceId: string): Promise<ApiKey[]> {
  const records = await listApiKeyRecords(workspaceId);
  return records.map(({ id, name, prefix, scopes, createdBy, createdAt, lastUsedAt, validUntil }) => ({
    id,
    name,
    prefix,
    scopes,
    createdBy,
    createdAt,
    lastUsedAt,
    expiresAt: validUntil,
  }));
}

export async function revokeApiKey(workspaceId: string, id: string): Promise<void> {
  if (!(await deleteApiKey(workspaceId, id))) throw notFound('apiKey');
  await recordAudit(workspaceId, { action: 'api_key.revoked', target: { type: 'api_key', id, label: id } });
}
