import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionalCheckFailure, tableName } from './client';

/**
 * What makes an employee unique in a workspace: their email and their employee ID. Each is claimed with a conditional
 * put of its own item (`pk = WS#<workspaceId>`, `sk = EMPKEY#<field>#<value>`) naming the employee it belongs to,
 * so two concurrent requests cannot both take one value, without a transaction. Values are compared case-blind.
 */
export type EmployeeIdentifierField = 'email' | 'employeeId';

export interface EmployeeIdentifierClaim {
  employeeId: string;
  claimedAt: string;
}

export const employeeIdentifierKey = (workspaceId: string, field: EmployeeIdentifierField, value: string) => ({
  pk: `WS#${workspaceId}`,
  sk: `EMPKEY#${field}#${value.trim().toLowerCase()}`,
});

/**
 * Claims the value for the employee (again, if they hold it already). When another holds it, answers that claim;
 * with `replacing`, only a claim by exactly that holder is replaced (taking over a claim whose employee never came to
 * be).
 */
export async function claimEmployeeIdentifier(
  workspaceId: string,
  field: EmployeeIdentifierField,
  value: string,
  claim: EmployeeIdentifierClaim,
  replacing?: EmployeeIdentifierClaim,
): Promise<EmployeeIdentifierClaim | 'claimed'> {
  const key = employeeIdentifierKey(workspaceId, field, value);
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...key, type: 'EmployeeIdentifier', field, value, ...claim },
        ...(replacing
          ? {
              ConditionExpression: 'employeeId = :holder AND claimedAt = :claimedAt',
              ExpressionAttributeValues: { ':holder': replacing.employeeId, ':claimedAt': replacing.claimedAt },
            }
          : {
              ConditionExpression: 'attribute_not_exists(pk) OR employeeId = :holder',
              ExpressionAttributeValues: { ':holder': claim.employeeId },
            }),
      }),
    );
    return 'claimed';
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
    if (!Item) return claimEmployeeIdentifier(workspaceId, field, value, claim);
    return { employeeId: String(Item.employeeId), claimedAt: String(Item.claimedAt) };
  }
}

/** Gives the value up, if the employee still holds it. */
export async function releaseEmployeeIdentifier(
  workspaceId: string,
  field: EmployeeIdentifierField,
  value: string,
  employeeId: string,
): Promise<void> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: employeeIdentifierKey(workspaceId, field, value),
        ConditionExpression: 'employeeId = :employeeId',
        ExpressionAttributeValues: { ':employeeId': employeeId },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailure(error)) throw error;
  }
}
