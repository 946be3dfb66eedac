import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { EmployeeInsight } from '@shared/schemas/insight';
import { db, tableName } from './client';

/**
 * The latest AI insight of an employee: `pk = WS#<workspaceId>`, `sk = EMPINSIGHT#<employeeId>`. Each analysis
 * replaces it (the history that matters — competencies — is kept as snapshots).
 */
export const employeeInsightKey = (workspaceId: string, employeeId: string) => ({
  pk: `WS#${workspaceId}`,
  sk: `EMPINSIGHT#${employeeId}`,
});

export async function putEmployeeInsight(workspaceId: string, insight: EmployeeInsight): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...employeeInsightKey(workspaceId, insight.employeeId), type: 'EmployeeInsight', ...insight },
    }),
  );
}

export async function getEmployeeInsight(
  workspaceId: string,
  employeeId: string,
): Promise<EmployeeInsight | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: employeeInsightKey(workspaceId, employeeId) }),
  );
  if (!Item) return undefined;
  const { pk: _pk, sk: _sk, type: _type, ...insight } = Item;
  return insight as EmployeeInsight;
}

export async function deleteEmployeeInsight(workspaceId: string, employeeId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: employeeInsightKey(workspaceId, employeeId) }));
}
