/**
 * The single DynamoDB table, described once. The local runtime creates it from this (CreateTable) and the CDK
 * stack builds the real table from it, so key names, indexes and the TTL attribute cannot drift apart.
 *
 * Two sparse global secondary indexes, both projecting every attribute: an item is in one only when it carries both
 * of that index's key attributes, which only entities that declare `indexKeys` write (today the audit log's entries:
 * `gsi1` by actor, `gsi2` by target, so an entry is found by who or what in one write and one Query; see
 * functions/data/README.md, "Audit log"). Every other access pattern is a key lookup or a Query in one partition.
 */
export const tableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Epoch seconds. DynamoDB deletes expired items lazily, so readers also check it (see `isExpired`). */
  timeToLiveAttribute: 'expiresAt',
  /**
   * In the order a stack that predates them must add them: CloudFormation creates one global index per update
   * (infra/README.md, "Table indexes").
   */
  indexes: {
    gsi1: { partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    gsi2: { partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  },
} as const;

export type TableIndexName = keyof typeof tableDefinition.indexes;
/** `gsi1pk`, `gsi1sk`, …: the attributes that put an item in an index. */
export type IndexKeyAttribute = (typeof tableDefinition.indexes)[TableIndexName]['partitionKey' | 'sortKey'];
