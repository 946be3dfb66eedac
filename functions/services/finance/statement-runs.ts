import { parseStatement } from '../../adapters/statements/parse-statement';
import { StatementError, type StatementFormat } from '../../adapters/statements/statement';
import { releaseFinanceLease, takeFinanceLease } from '../../data/finance-lease';
import { statementEntity } from '../../data/statements';
import { newId } from '../../platform/ids';
import { logger } from '../../platform/logger';
import { workspaceBooks } from './books';
import { importStatement } from './statement-import';

/**
 * Runs one statement's import (the job: S3 `ObjectCreated` → Lambda in AWS, in-process locally): takes the
 * workspace's finance lease (waiting for another import to finish), moves the statement `uploaded → processing →
 * imported | failed`, and always gives the lease back. A failure names the problem and its line for the user; an
 * unexpected one is logged with the statement's id and shown as a retryable failure, never as internals.
 */
export const LEASE_WAIT_MS = 30_000;

export interface StatementRun {
  workspaceId: string;
  statementId: string;
  format: StatementFormat;
  chunks: AsyncIterable<Uint8Array>;
}

export async function runStatementImport(run: StatementRun): Promise<void> {
  const { workspaceId, statementId } = run;
  const holder = `statement:${statementId}:${newId()}`;
  if (!(await waitForLease(workspaceId, holder))) {
    throw new Error(`The finance lease of workspace ${workspaceId} stayed taken; the import will be retried`);
  }
  try {
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
        await workspaceBooks(workspaceId),
      );
      await statementEntity.update(
        { workspaceId, id: statementId },
        { status: 'imported', outcome, failure: null, finishedAt: new Date().toISOString() },
      );
    } catch (error) {
      const known = error instanceof StatementError;
      if (!known) logger.error('Statement import failed', { statementId, error: (error as Error).message });
      await statementEntity.update(
        { workspaceId, id: statementId },
        {
          status: 'failed',
          outcome: null,
          failure: known
            ? { reason: error.message, line: error.line ?? null }
            : { reason: 'The import failed on our side. Please upload the statement again.', line: null },
          finishedAt: new Date().toISOString(),
        },
      );
    }
  } finally {
    await releaseFinanceLease(workspaceId, holder);
  }
}

async function waitForLease(workspaceId: string, holder: string): Promise<boolean> {
  const deadline = Date.now() + LEASE_WAIT_MS;
  for (let delay = 100; ; delay = Math.min(delay * 2, 2_000)) {
    if (await takeFinanceLease(workspaceId, holder)) return true;
    if (Date.now() + delay > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}
