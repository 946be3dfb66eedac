import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Competencies } from '@shared/schemas/competencies';
import type { Employee, EmploymentType } from '@shared/schemas/employee';
import { db, isConditionalCheckFailure, tableName } from './client';
import { queryWorkspaceItems } from './query-all';

/**
 * Employees: `pk = WS#<workspaceId>`, `sk = EMPLOYEE#<ulid>`. The current competencies live on the employee item
 * (one read for the list and the profile); every save also writes a dated snapshot (`competency-snapshots.ts`).
 * Functions answer `undefined` for an id the workspace does not hold, so callers answer 404 alike for a missing
 * id and another workspace's id.
 */
export const employeeKey = (workspaceId: string, employeeId: string) => ({
  pk: `WS#${workspaceId}`,
  sk: `${EMPLOYEE_PREFIX}${employeeId}`,
});

const EMPLOYEE_PREFIX = 'EMPLOYEE#';

export type EmployeeRecord = Employee & { workspaceId: string };

export async function putNewEmployee(employee: EmployeeRecord): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...employeeKey(employee.workspaceId, employee.id), type: 'Employee', ...employee },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getEmployee(workspaceId: string, employeeId: string): Promise<EmployeeRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: employeeKey(workspaceId, employeeId), ConsistentRead: true }),
  );
  return Item ? toEmployee(Item) : undefined;
}

/** Every employee of the workspace, oldest first (ULID order = the order they were added). */
export async function listEmployees(workspaceId: string): Promise<EmployeeRecord[]> {
  const items = await queryWorkspaceItems(workspaceId, EMPLOYEE_PREFIX);
  return items.map(toEmployee);
}

export type EmployeeChanges = Partial<
  Omit<Employee, 'id' | 'createdAt' | 'updatedAt' | 'competencies'> & { competencies: Competencies }
> & { updatedAt: string };

/** Sets the given fields on an existing employee; `undefined` if the workspace has no such employee. */
export async function updateEmployee(
  workspaceId: string,
  employeeId: string,
  changes: EmployeeChanges,
): Promise<EmployeeRecord | undefined> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  for (const [field, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    names[`#${field}`] = field;
    values[`:${field}`] = value;
    sets.push(`#${field} = :${field}`);
  }
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: employeeKey(workspaceId, employeeId),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toEmployee(Attributes!);
  } catch (error) {
    if (isConditionalCheckFailure(error)) return undefined;
    throw error;
  }
}

/** Deletes the employee item; `false` if the workspace has no such employee. */
export async function deleteEmployee(workspaceId: string, employeeId: string): Promise<boolean> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: employeeKey(workspaceId, employeeId),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function toEmployee(item: Record<string, unknown>): EmployeeRecord {
  return {
    id: item.id as string,
    workspaceId: item.workspaceId as string,
    firstName: item.firstName as string,
    lastName: item.lastName as string,
    email: item.email as string,
    position: item.position as string,
    department: text(item.department),
    employeeId: text(item.employeeId),
    phone: text(item.phone),
    address: text(item.address),
    hireDate: item.hireDate as string,
    employmentType: (item.employmentType as EmploymentType | undefined) ?? 'full-time',
    salary: num(item.salary),
    hourlyRate: num(item.hourlyRate),
    profileImageUrl: text(item.profileImageUrl),
    skills: (item.skills as string[] | undefined) ?? [],
    certifications: (item.certifications as string[] | undefined) ?? [],
    performanceScore: num(item.performanceScore),
    competencies: item.competencies as Competencies,
    createdAt: item.createdAt as string,
    updatedAt: item.updatedAt as string,
  };
}

/** The employee as the API returns it: without its workspace id. */
export function toEmployeeView({ workspaceId: _workspaceId, ...employee }: EmployeeRecord): Employee {
  return employee;
}
