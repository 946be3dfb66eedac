import { can } from '@shared/access/roles';
import type { Employee } from '@shared/schemas/employee';
import type { Task } from '@shared/schemas/task';
import { type CsvColumn, csvDocument } from '../../domain/workspace/csv';
import type { Member } from '../../platform/auth/members';
import { recordAudit } from '../audit/audit-log';
import { reportTarget } from '../audit/audit-targets';
import { listBankAccounts } from '../finance/accounts';
import { listTransactions, type TransactionsQuery } from '../finance/transactions';
import { listTasks } from '../tasks/tasks';
import { listEmployees } from '../team/employees';

/** A CSV download: its file name (dated, so a second export does not overwrite the first) and its text. */
export interface CsvFile {
  fileName: string;
  body: string;
}

/** Pages of a list read through its own service, so an export holds exactly what the screen's list holds. */
export async function everyPage<Item>(read: (cursor?: string) => Promise<{ items: Item[]; cursor: string | null }>) {
  const items: Item[] = [];
  let cursor: string | undefined;
  do {
    const page = await read(cursor);
    items.push(...page.items);
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return items;
}

const EXPORT_PAGE = 200;

/** Every download is on the audit log before it is answered: what left the workspace, and how many rows. */
export const recordExport = (workspaceId: string, report: string, rows: number) =>
  recordAudit(workspaceId, {
    action: 'report.exported',
    target: reportTarget(report),
    changes: { rows: [null, rows] },
  });
const dated = (name: string, now: Date) => `${name}-${now.toISOString().slice(0, 10)}.csv`;

export async function exportTasks(workspaceId: string, now = new Date()): Promise<CsvFile> {
  const names: Record<string, string> = {};
  const tasks = await everyPage(async (cursor) => {
    const page = await listTasks(workspaceId, { limit: EXPORT_PAGE, cursor });
    Object.assign(names, page.assigneeNames);
    return page;
  });
  const columns: CsvColumn<Task>[] = [
    { header: 'Title', value: (t) => t.title },
    { header: 'Description', value: (t) => t.description },
    { header: 'Status', value: (t) => t.status },
    { header: 'Priority', value: (t) => t.priority },
    { header: 'Due date', value: (t) => t.dueDate },
    { header: 'Assignee', value: (t) => (t.assigneeEmployeeId ? (names[t.assigneeEmployeeId] ?? '') : '') },
    { header: 'Created', value: (t) => t.createdAt },
    { header: 'Completed', value: (t) => t.completedAt },
    { header: 'ID', value: (t) => t.id },
  ];
  await recordExport(workspaceId, 'tasks', tasks.length);
  return { fileName: dated('tasks', now), body: csvDocument(columns, tasks) };
}

/**
 * The team. Salary and hourly rate are columns only for a role that may see compensation; anyone else gets them for
 * their own linked record alone (blank on the others), as on the screens.
 */
export async function exportEmployees(member: Member, now = new Date()): Promise<CsvFile> {
  // The list already leaves out what the reader's role may not see (compensation but their own).
  const employees = await everyPage((cursor) => listEmployees(member, { limit: EXPORT_PAGE, cursor }));
  const seesAny = can(member.role, 'compensation.view') || member.employeeId !== null;
  const columns: CsvColumn<Employee>[] = [
    { header: 'First name', value: (e) => e.firstName },
    { header: 'Last name', value: (e) => e.lastName },
    { header: 'Email', value: (e) => e.email },
    { header: 'Position', value: (e) => e.position },
    { header: 'Department', value: (e) => e.department },
    { header: 'Employee ID', value: (e) => e.employeeId },
    { header: 'Phone', value: (e) => e.phone },
    { header: 'Employment type', value: (e) => e.employmentType },
    { header: 'Hire date', value: (e) => e.hireDate },
    ...(seesAny
      ? [
          { header: 'Salary', value: (e: Employee) => e.salary },
          { header: 'Hourly rate', value: (e: Employee) => e.hourlyRate },
        ]
      : []),
    { header: 'Performance score', value: (e) => e.performanceScore },
    { header: 'Skills', value: (e) => e.skills.join('; ') },
    { header: 'Certifications', value: (e) => e.certifications.join('; ') },
    { header: 'ID', value: (e) => e.id },
  ];
  await recordExport(member.workspaceId, 'team', employees.length);
  return { fileName: dated('team', now), body: csvDocument(columns, employees) };
}

/** Transactions under the list's own filters (dates, category, words, account), every page of them. */
export async function exportTransactions(
  workspaceId: string,
  filters: Omit<TransactionsQuery, 'limit' | 'cursor'>,
  now = new Date(),
): Promise<CsvFile> {
  const [transactions, accounts] = await Promise.all([
    everyPage((cursor) => listTransactions(workspaceId, { ...filters, limit: EXPORT_PAGE, cursor })),
    listBankAccounts(workspaceId),
  ]);
  const accountNames = new Map(accounts.map((account) => [account.id, account.name]));
  const columns: CsvColumn<(typeof transactions)[number]>[] = [
    { header: 'Date', value: (t) => t.date },
    { header: 'Description', value: (t) => t.description },
    { header: 'Merchant', value: (t) => t.merchant },
    { header: 'Category', value: (t) => t.category },
    { header: 'Revenue kind', value: (t) => t.revenueKind },
    { header: 'Amount', value: (t) => Math.round(t.amount * 100) / 100 },
    { header: 'Account', value: (t) => accountNames.get(t.accountId) ?? '' },
    { header: 'ID', value: (t) => t.id },
  ];
  await recordExport(workspaceId, 'transactions', transactions.length);
  return { fileName: dated('transactions', now), body: csvDocument(columns, transactions) };
}
