/**
 * The single DynamoDB table, described once. The local runtime creates it from this (CreateTable) and the CDK
 * stack builds the real table from it, so key names, GSIs and the TTL attribute cannot drift apart.
 */
export const tableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Epoch seconds. DynamoDB deletes expired items lazily, so readers also check it (see `isExpired`). */
  timeToLiveAttribute: 'expiresAt',
  globalSecondaryIndexes: [{ indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' }],
} as const;

export type GsiName = (typeof tableDefinition.globalSecondaryIndexes)[number]['indexName'];

/** Every key attribute is a string. */
export function keyAttributeNames(): string[] {
  const names = new Set<string>([tableDefinition.partitionKey, tableDefinition.sortKey]);
  for (const gsi of tableDefinition.globalSecondaryIndexes) {
    names.add(gsi.partitionKey);
    names.add(gsi.sortKey);
  }
  return [...names];
}
