import { strToU8, zipSync } from 'fflate';
import { chatActionEntity } from '../../data/assistant/assistant-actions';
import { chatMessageEntity } from '../../data/assistant/assistant-messages';
import { automationRunEntity } from '../../data/automations/automation-runs';
import { automationEntity } from '../../data/automations/automations';
import { outboxEntity } from '../../data/automations/outbox';
import { brandNameOf } from '../../data/branding/brand-in-force';
import { categoryRuleEntity } from '../../data/finance/category-rules';
import { financeAccountEntity } from '../../data/finance/finance-accounts';
import { statementEntity } from '../../data/finance/statements';
import { integrationItemEntity } from '../../data/integrations/integration-items';
import { taskEntity } from '../../data/tasks/tasks';
import { competencySnapshotEntity } from '../../data/team/competency-snapshots';
import { employeeInsightEntity } from '../../data/team/employee-insights';
import { employeeNoteEntity } from '../../data/team/employee-notes';
import { employeeEntity } from '../../data/team/employees';
import { workspaceEntity } from '../../data/workspace/workspaces';
import { productNameFor } from '../../domain/branding/product-name';
import { type CsvColumn, csvDocument } from '../../domain/workspace/csv';
import type { Member } from '../../platform/auth/members';
import { memberEntity } from '../../platform/auth/members';
import { NotFound } from '../../platform/errors';
import { recordAudit } from '../audit/audit-log';
import { reportTarget } from '../audit/audit-targets';
import { listTransactions } from '../finance/transactions';
import { listIntegrations } from '../integrations/integrations';
import { everyPage } from './csv-exports';

type Row = Record<string, unknown>;

/**
 * 'Export all my data': one ZIP with every kind of business item of the workspace, each as `<kind>.json` (exactly
 * the stored fields) and `<kind>.csv` (the same, one column per field, nested values as JSON). What is in it is an
 * allow-list, so nothing secret (sealed integration and bank-link credentials, session and sign-in records) and no
 * derived cache (the dashboard's rollups, recomputable from the rest) can leave by accident; integrations come as the
 * list the Integrations screen shows. The assistant conversation is the exporting person's own.
 */
export async function exportWorkspaceData(
  member: Pick<Member, 'workspaceId' | 'userId'>,
  now = new Date(),
  onProgress: (progress: { done: number; total: number }) => Promise<void> = async () => {},
): Promise<{ fileName: string; body: Uint8Array }> {
  const { workspaceId, userId } = member;
  const inWorkspace = { workspaceId };
  const workspace = await workspaceEntity.get(inWorkspace);
  if (!workspace) throw new NotFound('Workspace not found');
  const kinds: Record<string, Promise<readonly object[]>> = {
    workspace: Promise.resolve([
      {
        id: workspace.id,
        name: workspace.name,
        createdAt: workspace.createdAt,
        plan: workspace.subscriptionTier,
        timeZone: workspace.timeZone,
      },
    ]),
    members: memberEntity.queryAll(inWorkspace),
    tasks: taskEntity.queryAll(inWorkspace),
    automations: automationEntity.queryAll(inWorkspace),
    'automation-runs': automationRunEntity.queryAll(inWorkspace),
    'sent-messages': outboxEntity.queryAll(inWorkspace),
    employees: employeeEntity.queryAll(inWorkspace),
    'employee-notes': employeeNoteEntity.queryAll(inWorkspace),
    'competency-history': competencySnapshotEntity.queryAll(inWorkspace),
    'employee-insights': employeeInsightEntity.queryAll(inWorkspace),
    'bank-accounts': financeAccountEntity.queryAll(inWorkspace),
    statements: statementEntity.queryAll(inWorkspace),
    transactions: everyPage((cursor) => listTransactions(workspaceId, { limit: 200, cursor })),
    'category-rules': categoryRuleEntity.queryAll(inWorkspace),
    integrations: listIntegrations(workspaceId, now),
    'integration-data': integrationItemEntity.queryAll(inWorkspace),
    'assistant-messages': chatMessageEntity.queryAll({ workspaceId, userId }),
    'assistant-actions': chatActionEntity.queryAll(inWorkspace),
  };
  const files: Record<string, Uint8Array> = {};
  const entries = Object.entries(kinds);
  for (const [i, [kind, reading]] of entries.entries()) {
    const rows = (await reading) as Row[];
    files[`${kind}.json`] = strToU8(`${JSON.stringify(rows, null, 2)}\n`);
    files[`${kind}.csv`] = strToU8(recordsCsv(rows));
    await onProgress({ done: i + 1, total: entries.length });
  }
  const day = now.toISOString().slice(0, 10);
  // A white-labelled workspace's export names its own product, or none, in its README and its file name.
  const brand = await brandNameOf(workspaceId);
  const product = productNameFor(brand);
  files['README.txt'] = strToU8(
    `${product ? `${product} export` : 'Export'} of "${workspace.name}", made ${now.toISOString()}.\r\n` +
      'Each kind of item is here twice: as JSON (exactly as stored) and as CSV (one column per field).\r\n',
  );
  await recordAudit(workspaceId, { action: 'report.exported', target: reportTarget('workspace data') });
  const fileName = `${brand.hideBizPilotName ? '' : 'bizpilot-'}export-${day}.zip`;
  return { fileName, body: zipSync(files, { level: 6, mtime: now }) };
}

/** One column per field any row has, in first-seen order; nested values as JSON. */
export function recordsCsv(rows: readonly Row[]): string {
  const fields = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const columns: CsvColumn<Row>[] = fields.map((field) => ({
    header: field,
    value: (row) => {
      const value = row[field];
      if (value === null || value === undefined) return null;
      if (typeof value === 'object') return JSON.stringify(value);
      return value as string | number | boolean;
    },
  }));
  return csvDocument(columns, rows);
}
