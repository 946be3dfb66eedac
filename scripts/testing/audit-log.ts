import type { AuditEntry } from '@shared/schemas/audit';
import type { ApiClient } from './api-client';

/** The audit log's first page as `reader` reads it through the API; `query` as in the URL (`?action=task.created`). */
export async function readAuditLog(reader: { client: ApiClient }, query = ''): Promise<AuditEntry[]> {
  const res = await reader.client.get(`/api/audit${query}`);
  if (res.status !== 200) throw new Error(`GET /api/audit${query} answered ${res.status}: ${res.text}`);
  return res.body.items;
}
