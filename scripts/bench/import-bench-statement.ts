import { statementEntity } from '../../functions/data/finance/statements';
import { uploadedStatement } from '../../functions/services/finance/statement-files';
import { runStatementImport } from '../../functions/services/finance/statement-runs';

/**
 * Imports a CSV statement through the real import job, as an upload to S3 would start it, and answers how many
 * transactions it imported; a failed import throws with its reason.
 */
export async function importBenchStatement(
  workspaceId: string,
  chunks: Parameters<typeof runStatementImport>[0]['chunks'],
): Promise<{ seconds: number; imported: number }> {
  const id = 'bench';
  await statementEntity.create({
    workspaceId,
    ...uploadedStatement({
      id,
      filename: 'bench.csv',
      format: 'csv',
      size: 0,
      fileKey: `workspaces/${workspaceId}/statements/${id}`,
    }),
  });
  const started = performance.now();
  await runStatementImport({ workspaceId, statementId: id, format: 'csv', chunks });
  const seconds = (performance.now() - started) / 1000;
  const statement = await statementEntity.get({ workspaceId, id });
  if (statement?.status !== 'imported')
    throw new Error(`Import ended ${statement?.status}: ${statement?.failure?.reason}`);
  return { seconds, imported: statement.outcome!.imported };
}
