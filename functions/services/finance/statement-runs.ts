import { parseStatement } from '../../adapters/statements/parse-statement';
import { StatementError, type StatementFormat } from '../../adapters/statements/statement';
import { type StatementRecord, statementEntity } from '../../data/finance/statements';
import { statementImportedEvent } from '../../domain/finance/statement-events';
import { AppError } from '../../platform/errors';
import { publishEvent } from '../../platform/events';
import { newId } from '../../platform/ids';
import { logger } from '../../platform/logger';
import { fileStore } from '../../platform/storage';
import { recordAudit } from '../audit/audit-log';
import { statementTarget } from '../audit/audit-targets';
import { requestForecastRecompute } from '../forecast/forecast-requests';
import { workspaceBooks } from './books';
import { holdFinanceLease, LEASE_BUSY } from './finance-lease';
import { parseStatementFileKey, registerStatement } from './statement-files';
import { importStatement } from './statement-import';

/**
 * Runs one statement's import (the job: S3 `ObjectCreated` → Lambda in AWS, the embedded S3's event locally):
 * takes the workspace's finance lease (waiting for another import to finish) and keeps it renewed while it runs,
 * moves the statement `uploaded → processing → imported | failed`, and always gives the lease back. A failure
 * names the problem and its line for the user; an unexpected one is logged with the statement's id and shown as a
 * retryable failure, never as internals.
 */
export const LEASE_WAIT_MS = 30_000;

export interface StatementRun {
  workspaceId: string;
  statementId: string;
  format: StatementFormat;
  chunks: AsyncIterable<Uint8Array>;
}

export async function runStatementImport(run: StatementRun, renewEveryMs?: number): Promise<void> {
  const { workspaceId, statementId } = run;
  const holder = `statement:${statementId}:${newId()}`;
  const done = await holdFinanceLease(
    workspaceId,
    holder,
    LEASE_WAIT_MS,
    async (lease) => {
      const started = await statementEntity.update(
        { workspaceId, id: statementId },
        { status: 'processing' },
        { if: { status: 'uploaded' } },
      );
      // Already processing or finished (a redelivered event): nothing to do twice.
      if (!started) return;
      try {
        const outcome = await importStatement(
          statementId,
          parseStatement(run.format, run.chunks),
          await workspaceBooks(workspaceId, lease),
          started.filename,
        );
        const imported = await statementEntity.update(
          { workspaceId, id: statementId },
          { status: 'imported', outcome, failure: null, finishedAt: new Date().toISOString() },
        );
        if (imported) {
          await recordAudit(workspaceId, {
            action: 'statement.imported',
            target: statementTarget(imported),
            changes: { imported: [null, outcome.imported], duplicates: [null, outcome.duplicates] },
          });
          await announceImport(workspaceId, imported);
        }
      } catch (error) {
        const known = error instanceof StatementError;
        if (!known) logger.error('Statement import failed', { statementId, error: (error as Error).message });
        const failure = known
          ? { reason: error.message, line: error.line ?? null }
          : { reason: 'The import failed on our side. Please upload the statement again.', line: null };
        await statementEntity.update(
          { workspaceId, id: statementId },
          { status: 'failed', outcome: null, failure, finishedAt: new Date().toISOString() },
        );
        await recordAudit(workspaceId, {
          action: 'statement.failed',
          target: statementTarget(started),
          changes: { reason: [null, failure.reason] },
        });
      }
    },
    renewEveryMs,
  );
  if (done === LEASE_BUSY) {
    throw new Error(`The finance lease of workspace ${workspaceId} stayed taken; the import will be retried`);
  }
  await requestForecastRecompute(workspaceId);
}

/**
 * `statement_imported` on the bus (outgoing webhooks). The import stands whether or not it is announced, so a bus
 * failure is logged, not turned into a failed import.
 */
async function announceImport(workspaceId: string, statement: StatementRecord): Promise<void> {
  try {
    await publishEvent(statementImportedEvent(workspaceId, statement, newId()));
  } catch (error) {
    logger.error('Publishing statement_imported failed', { statementId: statement.id, error: error as Error });
  }
}

/**
 * The job's work for one stored file: registers it (if the API has not yet) and imports it. A key outside the
 * statements area, a file that is gone, or one the API refuses (not a statement, too large) is left alone: the API
 * tells the user and deletes it. A transient failure (the lease stayed taken, S3 or the table unreachable) throws,
 * so the delivery is retried and, in AWS, kept in the dead-letter queue after the last attempt.
 */
export async function importUploadedStatement(key: string): Promise<'imported' | 'skipped'> {
  const ref = parseStatementFileKey(key);
  if (!ref) {
    logger.warn('A file outside the statements area reached the statement import; ignored', { key });
    return 'skipped';
  }
  let statement: Awaited<ReturnType<typeof registerStatement>>;
  try {
    statement = await registerStatement(ref.workspaceId, ref.statementId);
  } catch (error) {
    if (error instanceof AppError) {
      logger.info('A stored file is not an importable statement; left for the API to refuse', {
        key,
        reason: error.message,
      });
      return 'skipped';
    }
    throw error;
  }
  if (statement.status !== 'uploaded') return 'skipped';
  await runStatementImport({ ...ref, format: statement.format, chunks: fileChunks(statement.fileKey) });
  return 'imported';
}

/** The file's bytes, opened only when the import starts reading (after it holds the lease). */
async function* fileChunks(key: string): AsyncGenerator<Uint8Array> {
  const chunks = await fileStore().stream(key);
  if (!chunks) throw new StatementError('The uploaded file is no longer there; please upload it again');
  yield* chunks;
}
