import { nullableNumber, nullableString } from '@shared/schemas/nullable';
import { exportJobStatuses } from '@shared/schemas/workspace-exports';
import * as z from '@shared/zod';
import { defineWorkspaceEntity } from '../../platform/dynamodb/entity';

/** The stored shape, v1, written out (functions/data/README.md). */
export const storedExportJobV1 = z.object({
  id: z.string(),
  requestedByUserId: z.string(),
  status: z.enum(exportJobStatuses),
  done: z.number(),
  total: z.number(),
  createdAt: z.string(),
  startedAt: nullableString,
  finishedAt: nullableString,
  fileKey: nullableString,
  fileName: nullableString,
  sizeBytes: nullableNumber,
  error: nullableString,
});
export type ExportJobRecord = z.infer<typeof storedExportJobV1>;

/**
 * A background 'Export all my data': `WS#<workspaceId>` / `EXPORT#<ulid>`, newest first by key. `queued` → `running`
 * → `done` (its ZIP at `fileKey`) or `failed`. Expires (TTL) with its ZIP, `EXPORT_RETENTION_DAYS` after it was asked.
 */
export const exportJobEntity = defineWorkspaceEntity('ExportJob', storedExportJobV1, 'EXPORT#{id}', { expires: true });
