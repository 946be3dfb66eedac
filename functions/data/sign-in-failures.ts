import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';

/**
 * Failed sign-ins per email, counted in one-minute buckets with an atomic `ADD`. Summing the buckets of the last
 * N minutes gives a sliding window accurate to a minute without read-modify-write races.
 */
const bucketKey = (email: string, minute: number) => ({
  pk: `SIGNIN_FAILURES#${email}`,
  sk: `MINUTE#${String(minute).padStart(12, '0')}`,
});

const epochMinute = (now: Date) => Math.floor(now.getTime() / 60_000);

export async function recordSignInFailure(email: string, now: Date, windowMinutes: number): Promise<void> {
  const minute = epochMinute(now);
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: bucketKey(email, minute),
      UpdateExpression: 'ADD failures :one SET expiresAt = :exp, #type = :type',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':one': 1, ':exp': (minute + windowMinutes + 1) * 60, ':type': 'SignInFailures' },
    }),
  );
}

export async function countRecentSignInFailures(email: string, now: Date, windowMinutes: number): Promise<number> {
  const from = bucketKey(email, epochMinute(now) - windowMinutes + 1);
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk >= :from',
      ExpressionAttributeValues: { ':pk': from.pk, ':from': from.sk },
    }),
  );
  return Items.reduce((sum, item) => sum + Number(item.failures ?? 0), 0);
}
