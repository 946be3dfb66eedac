import { type CfnElement, Names, Stack, Validations } from 'aws-cdk-lib';
import type * as events from 'aws-cdk-lib/aws-events';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { FunctionAccess } from '../route-access';
import type { AppFunction } from './app-function';
import type { Data } from './data';
import type { Secrets } from './secrets';

/** The shared resources a function can be given access to. */
export interface FunctionResources {
  readonly data: Data;
  readonly filesBucket: s3.IBucket;
  readonly secrets: Secrets;
  readonly eventBus: events.IEventBus;
  /** Where the hourly sync's fan-out (and connect/remove) hand work to the sync worker. */
  readonly syncQueue: sqs.IQueue;
  /** Where webhook deliveries queue their attempts (with the retry schedule's delays). */
  readonly webhookQueue: sqs.IQueue;
  /** Where the jobs that change the books ask for the forecast to be redone. */
  readonly forecastQueue: sqs.IQueue;
  /** Where the export route queues a background export. */
  readonly exportQueue: sqs.IQueue;
  /** Set when the stage sends real e-mail and SMS (context `sesFromAddress`); otherwise messages stay in the outbox. */
  readonly messageDelivery?: { readonly fromAddress: string; readonly identity: string };
}

/**
 * Grants exactly what `access` lists, each with the environment variable the code reads to find the resource.
 * Statements name actions one by one (no `s3:*`-style wildcards); the wildcards left are the object keys of the files
 * bucket, which cannot be known in advance, and SNS SMS, which has no resource ARN.
 */
export function grantAccess(fn: AppFunction, access: FunctionAccess, resources: FunctionResources): void {
  if (access.table) {
    resources.data.grantData(fn.function, { auditWrites: access.auditWrites });
    if (access.queryIndexes) resources.data.grantIndexQuery(fn.function);
    if (access.scanTable) resources.data.grantScan(fn.function);
    fn.addEnvironment('TABLE_NAME', resources.data.table.tableName);
  }

  for (const name of access.secrets) fn.grantSecret(name, resources.secrets.secrets[name]);

  if (access.files) {
    iam.Grant.addToPrincipal({
      grantee: fn.function,
      actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
      resourceArns: [resources.filesBucket.arnForObjects('*')],
    });
    // Listing a workspace's prefix: deleting a workspace deletes its files, whose keys no item lists.
    iam.Grant.addToPrincipal({
      grantee: fn.function,
      actions: ['s3:ListBucket'],
      resourceArns: [resources.filesBucket.bucketArn],
    });
    Validations.of(fn.role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${arnAsReferencedBy(fn, resources.filesBucket)}>/*]`,
      reason:
        'Object keys are made at upload time (statements/<workspace>/<id>); the code scopes every key to the session’s workspace.',
    });
    fn.addEnvironment('FILES_BUCKET', resources.filesBucket.bucketName);
  }

  if (access.credentialsKey) {
    const key = resources.secrets.credentialsKey;
    // Envelope encryption: GenerateDataKey to seal a credential, Decrypt to open it.
    iam.Grant.addToPrincipal({
      grantee: fn.function,
      actions: ['kms:Decrypt', 'kms:GenerateDataKey'],
      resourceArns: [key.keyArn],
    });
    fn.addEnvironment('CREDENTIALS_KEY_ARN', key.keyArn);
  }

  if (access.publishEvents) {
    resources.eventBus.grantPutEventsTo(fn.function);
    fn.addEnvironment('EVENT_BUS_NAME', resources.eventBus.eventBusName);
  }

  // The work queues, each with the variable the code finds its URL by.
  for (const [granted, queue, variable] of [
    [access.sendToSyncQueue, resources.syncQueue, 'SYNC_QUEUE_URL'],
    [access.sendToWebhookQueue, resources.webhookQueue, 'WEBHOOK_QUEUE_URL'],
    [access.sendToForecastQueue, resources.forecastQueue, 'FORECAST_QUEUE_URL'],
    [access.sendToExportQueue, resources.exportQueue, 'EXPORT_QUEUE_URL'],
  ] as const) {
    if (!granted) continue;
    queue.grantSendMessages(fn.function);
    fn.addEnvironment(variable, queue.queueUrl);
  }

  if (access.sendMessages && resources.messageDelivery) {
    const { fromAddress, identity } = resources.messageDelivery;
    fn.addEnvironment('MESSAGE_DELIVERY', 'aws');
    fn.addEnvironment('SES_FROM_ADDRESS', fromAddress);
    // SES authorises SendEmail on the verified identity the mail is sent as: the address or its domain.
    fn.role.addToPolicy(
      new iam.PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [Stack.of(fn).formatArn({ service: 'ses', resource: 'identity', resourceName: identity })],
      }),
    );
    // SMS goes to a phone number, which has no ARN, so AWS requires Resource "*" for sns:Publish here.
    fn.role.addToPolicy(new iam.PolicyStatement({ actions: ['sns:Publish'], resources: ['*'] }));
  }
}

/**
 * How the bucket's ARN reads in the function's template, as cdk-nag names it: `<Logical.Arn>` in the bucket's own
 * stack, the parameter a nested stack (the API routes') receives it by otherwise: CDK names that parameter
 * `reference-to-<the bucket's unique id><attribute>` (aws-cdk-lib core/lib/private/refs), without the dashes.
 */
function arnAsReferencedBy(fn: AppFunction, bucket: s3.IBucket): string {
  const resource = bucket.node.defaultChild as CfnElement;
  if (Stack.of(fn) === Stack.of(resource)) return `${Stack.of(fn).getLogicalId(resource)}.Arn`;
  return `referenceto${Names.nodeUniqueId(resource.node)}Arn`;
}
