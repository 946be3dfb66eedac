/**
 * The single DynamoDB table, described once. The local runtime creates it from this (CreateTable) and the CDK
 * stack builds the real table from it, so key names and the TTL attribute cannot drift apart.
 *
 * No secondary index: every access pattern today is a key lookup or a Query in one partition (see
 * functions/data/README.md). The first feature that needs one adds it here and in the two places that build the table.
 */
export const tableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Epoch seconds. DynamoDB deletes expired items lazily, so readers also check it (see `isExpired`). */
  timeToLiveAttribute: 'expiresAt',
} as const;
