import {
  acceptedStatementExtensions,
  fileTooLargeMessage,
  invalidFileTypeMessage,
  MAX_STATEMENT_BYTES,
  STATEMENT_FILES_AREA,
} from '@shared/finance/statement-upload';
import type { Statement } from '@shared/schemas/finance';
import type { PageQuery } from '@shared/schemas/pagination';
import { detectStatementFormat, FILE_TYPE_SNIFF_BYTES } from '../../adapters/statements/file-type';
import { type StatementRecord, statementEntity } from '../../data/finance/statements';
import { PayloadTooLarge, ValidationFailed } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { fileStore, workspaceFileKey } from '../../platform/storage';
import { recordAudit } from '../audit/audit-log';
import { statementTarget } from '../audit/audit-targets';
import { found, notFound } from '../workspace/not-found';

/**
 * A statement's file and its record. Both ways in end the same: the file is stored under
 * `statements/<workspaceId>/<statementId>` (the id a ULID, so keys are unguessable and a workspace's keys share its
 * prefix), and `registerStatement` turns a stored file into an `uploaded` statement once its bytes are known to be
 * a statement. The import then starts from S3's `ObjectCreated` event (a Lambda in AWS, the embedded S3's event
 * locally), whichever of the event and the API call comes first; registering twice finds the first record.
 *
 * - The API upload (`POST /api/financial/upload-statement`): the file arrives in the request and is checked before
 *   it is stored.
 * - The presigned upload: `POST /api/financial/statements/upload-url` signs an S3 POST policy for one new key (at
 *   most 10 MB, the file name fixed as metadata), the browser posts the file to S3, and `POST
 *   /api/financial/statements {key}` registers it (refused files are deleted there).
 */
export class InvalidStatementFile extends ValidationFailed {
  constructor() {
    super(invalidFileTypeMessage);
  }
}

export class StatementTooLarge extends PayloadTooLarge {
  constructor() {
    super(MAX_STATEMENT_BYTES, fileTooLargeMessage);
  }
}

/** The metadata key (`x-amz-meta-filename`) that carries the user's file name, URI-encoded (S3 metadata is ASCII). */
const FILENAME_METADATA = 'filename';

export function statementFileKey(workspaceId: string, statementId: string): string {
  return workspaceFileKey(STATEMENT_FILES_AREA, workspaceId, statementId);
}

/** The workspace and statement a file key names, or undefined for any other key. */
export function parseStatementFileKey(key: string): { workspaceId: string; statementId: string } | undefined {
  const match = new RegExp(`^${STATEMENT_FILES_AREA}/([0-9A-Za-z_-]{1,64})/([0-9A-HJKMNP-TV-Z]{26})$`).exec(key);
  return match ? { workspaceId: match[1]!, statementId: match[2]! } : undefined;
}

/** What the API answers of a record: everything but where its file is. */
export function statementOf({ fileKey: _fileKey, ...statement }: StatementRecord): Statement {
  return statement;
}

/** The name and size a browser announces, refused early with the spec's messages (the bytes are checked later). */
function checkAnnounced(filename: string, size: number): void {
  const name = filename.toLowerCase();
  if (!acceptedStatementExtensions.some((extension) => name.endsWith(extension))) throw new InvalidStatementFile();
  if (size > MAX_STATEMENT_BYTES) throw new StatementTooLarge();
}

/** `POST /api/financial/statements/upload-url`: a presigned POST for one new key of this workspace. */
export async function createStatementUploadUrl(
  workspaceId: string,
  request: { filename: string; contentType: string; size: number },
): Promise<{ url: string; fields: Record<string, string>; key: string }> {
  checkAnnounced(request.filename, request.size);
  const key = statementFileKey(workspaceId, newId());
  const post = await fileStore().presignedPost(key, {
    maxBytes: MAX_STATEMENT_BYTES,
    contentType: request.contentType,
    fields: { [`x-amz-meta-${FILENAME_METADATA}`]: encodeURIComponent(request.filename) },
  });
  return { ...post, key };
}

/** `POST /api/financial/statements {key}`: the uploaded file becomes a statement; another workspace's key is a 404. */
export async function startStatementImport(workspaceId: string, key: string): Promise<Statement> {
  const ref = parseStatementFileKey(key);
  if (!ref || ref.workspaceId !== workspaceId) throw notFound('statement');
  try {
    return statementOf(await registerStatement(workspaceId, ref.statementId));
  } catch (error) {
    // A refused file is not kept: the user is told now, and nothing will import it.
    if (error instanceof InvalidStatementFile || error instanceof StatementTooLarge) await fileStore().delete(key);
    throw error;
  }
}

/** `POST /api/financial/upload-statement`: the file came in the request; it is checked, stored and registered. */
export async function uploadStatement(
  workspaceId: string,
  file: { filename: string; contentType: string; bytes: Uint8Array },
): Promise<Statement> {
  checkAnnounced(file.filename, file.bytes.byteLength);
  if (!detectStatementFormat(file.bytes.subarray(0, FILE_TYPE_SNIFF_BYTES), file.filename)) {
    throw new InvalidStatementFile();
  }
  const statementId = newId();
  const key = statementFileKey(workspaceId, statementId);
  await fileStore().put(key, file.bytes, file.contentType || 'application/octet-stream', {
    [FILENAME_METADATA]: encodeURIComponent(file.filename),
  });
  return statementOf(await registerStatement(workspaceId, statementId));
}

/**
 * The statement of a stored file, created `uploaded` the first time (the API call and S3's event may both get
 * here, in either order). The file's size and leading bytes decide: over 10 MB (S3 enforces the policy; this
 * holds for any other way in) or not a statement is refused. A missing file is a 404.
 */
export async function registerStatement(workspaceId: string, statementId: string): Promise<StatementRecord> {
  const existing = await statementEntity.get({ workspaceId, id: statementId }, { consistent: true });
  if (existing) return existing;
  const key = statementFileKey(workspaceId, statementId);
  const store = fileStore();
  const head = found(await store.head(key), 'statement');
  if (head.size > MAX_STATEMENT_BYTES) throw new StatementTooLarge();
  const filename = filenameOf(head.metadata[FILENAME_METADATA]);
  // An empty file is registered (its import fails, saying so); S3 answers no range of it.
  const start = head.size === 0 ? undefined : await store.readStart(key, FILE_TYPE_SNIFF_BYTES);
  const format = detectStatementFormat(start ?? new Uint8Array(), filename);
  if (!format) throw new InvalidStatementFile();
  const record = uploadedStatement({ id: statementId, filename, format, size: head.size, fileKey: key });
  if (await statementEntity.create({ workspaceId, ...record })) {
    await recordAudit(workspaceId, {
      action: 'statement.uploaded',
      target: statementTarget(record),
      changes: { size: [null, record.size] },
    });
    return record;
  }
  return found(await statementEntity.get({ workspaceId, id: statementId }, { consistent: true }), 'statement');
}

/** A statement as it is registered, before its import runs. */
export function uploadedStatement(
  file: Pick<StatementRecord, 'id' | 'filename' | 'format' | 'size' | 'fileKey'>,
  uploadedAt = new Date(),
): StatementRecord {
  return {
    ...file,
    status: 'uploaded',
    uploadedAt: uploadedAt.toISOString(),
    finishedAt: null,
    outcome: null,
    failure: null,
  };
}

function filenameOf(encoded: string | undefined): string {
  if (!encoded) return 'statement';
  try {
    return decodeURIComponent(encoded).slice(0, 255);
  } catch {
    return encoded.slice(0, 255);
  }
}

/** `GET /api/financial/statements`: newest first, a page at a time. */
export async function listStatements(
  workspaceId: string,
  { limit, cursor }: PageQuery,
): Promise<{ items: Statement[]; cursor: string | null }> {
  const page = await statementEntity.query({ workspaceId }, { limit, newestFirst: true, cursor });
  return { items: page.items.map(statementOf), cursor: page.cursor ?? null };
}
