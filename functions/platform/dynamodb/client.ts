import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';
import { perContext } from '../runtime-context';

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
