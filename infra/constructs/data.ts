import { type RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { tableDefinition } from '../../functions/platform/dynamodb/table-definition';

export interface DataProps {
  readonly removalPolicy: RemovalPolicy;
  readonly deletionProtection: boolean;
  /** The first this many of `tableDefinition.indexes` (`Settings.tableIndexes`). */
  readonly indexes: number;
}

/**
 * The single DynamoDB table, built from the shared `tableDefinition` so key names and the TTL attribute are the ones
 * the code (and the local engine) use.
 */
export class Data extends Construct {
  readonly table: dynamodb.TableV2;
  /** The global indexes this table has (the first `DataProps.indexes` of the definition's). */
  private readonly indexNames: readonly string[];

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);
    const key = (name: string) => ({ name, type: dynamodb.AttributeType.STRING });
    const indexes = Object.entries(tableDefinition.indexes).slice(0, props.indexes);
    this.indexNames = indexes.map(([indexName]) => indexName);
    this.table = new dynamodb.TableV2(this, 'Table', {
      partitionKey: key(tableDefinition.partitionKey),
      sortKey: key(tableDefinition.sortKey),
      timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
      // Sparse, every attribute projected: a page by actor or by target is one Query of the entries themselves.
      globalSecondaryIndexes: indexes.map(([indexName, index]) => ({
        indexName,
        partitionKey: key(index.partitionKey),
        sortKey: key(index.sortKey),
        projectionType: dynamodb.ProjectionType.ALL,
      })),
      billing: dynamodb.Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: props.deletionProtection,
      removalPolicy: props.removalPolicy,
    });
    Validations.of(this.table).acknowledge({
      id: 'AwsSolutions-DDB4',
      reason:
        'Point-in-time recovery (35 days, restore to any second) is the backup; an AWS Backup plan would add cost and a second restore path for a single small table.',
    });
  }

  /**
   * Item reads and writes on the table, named one by one. No Scan, no table management: every access pattern is a
   * key lookup or a Query.
   */
  grantData(grantee: iam.IGrantable, options: { auditWrites: boolean }): void {
    iam.Grant.addToPrincipal({
      grantee,
      actions: [
        'dynamodb:GetItem',
        'dynamodb:BatchGetItem',
        'dynamodb:Query',
        'dynamodb:PutItem',
        'dynamodb:UpdateItem',
        'dynamodb:DeleteItem',
        'dynamodb:BatchWriteItem',
        'dynamodb:ConditionCheckItem',
      ],
      resourceArns: [this.table.tableArn],
    });
    // The audit log is append-only (functions/data/README.md, "Audit log"): its items are told apart by their
    // partition key, `AUDIT#<workspaceId>`. No function may update or delete one (BatchWriteItem, which can delete,
    // is denied on those keys too), and only the functions that bundle the audit writer may put one.
    const auditActions = ['dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
    if (!options.auditWrites) auditActions.push('dynamodb:PutItem');
    grantee.grantPrincipal.addToPrincipalPolicy(
      new iam.PolicyStatement({
        effect: iam.Effect.DENY,
        actions: auditActions,
        resources: [this.table.tableArn],
        conditions: { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': ['AUDIT#*'] } },
      }),
    );
  }

  /**
   * Query on the table's global indexes, each named (DynamoDB writes them from the table's items): the audit log's
   * reader.
   */
  grantIndexQuery(grantee: iam.IGrantable): void {
    if (this.indexNames.length === 0) return;
    iam.Grant.addToPrincipal({
      grantee,
      actions: ['dynamodb:Query'],
      resourceArns: this.indexNames.map((name) => `${this.table.tableArn}/index/${name}`),
    });
  }

  /**
   * Scan, for the one function that bundles the one-off sweep for note follow-ups (`follow-up-sweep.ts`): the only
   * pattern that must find workspaces the table keeps no list of. Reads only, page by page, once per table.
   */
  grantScan(grantee: iam.IGrantable): void {
    iam.Grant.addToPrincipal({ grantee, actions: ['dynamodb:Scan'], resourceArns: [this.table.tableArn] });
  }
}
