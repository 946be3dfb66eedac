import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';
import { perContext } from '../runtime-context';
import { capacityMiddleware, capacityMiddlewareOptions } from './capacity';
import { partitionPacerMiddleware, partitionPacerMiddlewareOptions } from './partition-pacer';

/** One client per container, reused across invocations (connection reuse is most of DynamoDB latency). */
export const db: () => DynamoDBDocumentClient = perContext(
  () => {
    const { AWS_REGION, DYNAMODB_ENDPOINT } = config();
    const client = new DynamoDBClient({
      region: AWS_REGION,
      ...(DYNAMODB_ENDPOINT
        ? { endpoint: DYNAMODB_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
        : {}),
    });
    // The SDK's logger step walks every input and output through the service schema to mask sensitive fields, on
    // every call, even with no logger configured (it discards the result): 5-8 % of a list route's CPU under load,
    // measured (scripts/bench/profile-api.ts). Nothing logs SDK calls here, so the step goes.
    client.middlewareStack.remove('loggerMiddleware');
    // Every call asks for its consumed capacity, summed per request (capacity.ts) and logged with it.
    client.middlewareStack.add(capacityMiddleware, capacityMiddlewareOptions);
    // Bulk writes are paced per partition, under DynamoDB's 1,000 write units a second (partition-pacer.ts).
    client.middlewareStack.add(partitionPacerMiddleware, partitionPacerMiddlewareOptions);
    return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  },
  (client) => client.destroy(),
);

export function tableName(): string {
  return config().TABLE_NAME;
}

export function isConditionalCheckFailure(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}
