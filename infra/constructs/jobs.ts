import { type CfnElement, Duration, type RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as eventTargets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambdaDestinations from 'aws-cdk-lib/aws-lambda-destinations';
import type * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3n from 'aws-cdk-lib/aws-s3-notifications';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as schedulerTargets from 'aws-cdk-lib/aws-scheduler-targets';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { STATEMENT_FILES_AREA } from '../../shared/finance/statement-upload';
import { BUSINESS_EVENT_SOURCE } from '../../shared/schemas/business-event';
import { paths } from '../paths';
import { AppFunction } from './app-function';

export interface JobsProps {
  readonly stage: string;
  readonly logRetention: logs.RetentionDays;
  readonly removalPolicy: RemovalPolicy;
}

export interface JobFunctionsProps {
  readonly environment: Record<string, string>;
  /** The bucket whose stored statements (`statements/…`) start the import job. */
  readonly filesBucket: s3.IBucket;
}

/**
 * Background work: the app's event bus with a rule that routes business events (source `bizpilot`) to the
 * automation runner, and an hourly EventBridge Scheduler schedule for the integration sync. Each delivery path has
 * its own dead-letter queue, so an event or a run that cannot be delivered is kept for 14 days, not lost.
 *
 * The bus is created first (API functions publish to it); the functions come in `addFunctions`, once the settings
 * they read (the app origin, Cognito) exist.
 */
export class Jobs extends Construct {
  readonly eventBus: events.EventBus;
  automationRunner!: AppFunction;
  integrationSync!: AppFunction;
  statementImport!: AppFunction;
  readonly deadLetterQueues: sqs.Queue[] = [];
  private readonly props: JobsProps;

  constructor(scope: Construct, id: string, props: JobsProps) {
    super(scope, id);
    this.props = props;
    this.eventBus = new events.EventBus(this, 'EventBus', {
      eventBusName: `bizpilot-${props.stage}`,
      description: 'BizPilot business events (task created, automation triggered, ...)',
    });
  }

  addFunctions(props: JobFunctionsProps): void {
    const common = {
      environment: props.environment,
      logRetention: this.props.logRetention,
      removalPolicy: this.props.removalPolicy,
    };

    this.automationRunner = new AppFunction(this, 'AutomationRunner', {
      ...common,
      entry: paths.resolve('functions/jobs/automation-runner.ts'),
      description: 'Runs automations for business events from the event bus',
      timeout: Duration.minutes(1),
      memorySize: 512,
    });
    const automationDlq = this.deadLetterQueue('AutomationEventsDlq');
    this.keepFailedInvocations(this.automationRunner, automationDlq);
    new events.Rule(this, 'BusinessEventsRule', {
      eventBus: this.eventBus,
      description: 'Every business event goes to the automation runner',
      eventPattern: { source: [BUSINESS_EVENT_SOURCE] },
      targets: [
        new eventTargets.LambdaFunction(this.automationRunner.function, {
          deadLetterQueue: automationDlq,
          retryAttempts: 4,
          maxEventAge: Duration.hours(2),
        }),
      ],
    });

    this.integrationSync = new AppFunction(this, 'IntegrationSync', {
      ...common,
      entry: paths.resolve('functions/jobs/integration-sync.ts'),
      description: 'Hourly pull of the connected integrations of every workspace',
      timeout: Duration.minutes(5),
      memorySize: 512,
    });
    const syncDlq = this.deadLetterQueue('IntegrationSyncDlq');
    this.keepFailedInvocations(this.integrationSync, syncDlq);
    new scheduler.Schedule(this, 'HourlyIntegrationSync', {
      description: 'Runs the integration sync once an hour',
      schedule: scheduler.ScheduleExpression.rate(Duration.hours(1)),
      target: new schedulerTargets.LambdaInvoke(this.integrationSync.function, {
        role: this.schedulerRole(this.integrationSync),
        input: scheduler.ScheduleTargetInput.fromObject({ trigger: 'schedule' }),
        deadLetterQueue: syncDlq,
        retryAttempts: 2,
        maxEventAge: Duration.minutes(30),
      }),
    });

    // A statement stored in the files bucket (by the API or a browser's presigned POST) starts its import: S3
    // invokes asynchronously, Lambda retries twice, then the event and its error are kept in the queue.
    this.statementImport = new AppFunction(this, 'StatementImport', {
      ...common,
      entry: paths.resolve('functions/jobs/statement-import.ts'),
      description: 'Imports a bank statement once S3 reports it stored',
      timeout: Duration.minutes(5),
      // The import streams the file; memory buys CPU for parsing and categorising 100,000 rows.
      memorySize: 1024,
    });
    const importDlq = this.deadLetterQueue('StatementImportDlq');
    this.keepFailedInvocations(this.statementImport, importDlq);
    props.filesBucket.addEventNotification(
      s3.EventType.OBJECT_CREATED,
      new s3n.LambdaDestination(this.statementImport.function),
      { prefix: `${STATEMENT_FILES_AREA}/` },
    );
    // The CDK's singleton handler that writes the bucket's notification configuration at deploy time.
    for (const handler of Stack.of(this).node.children.filter((c) =>
      c.node.id.startsWith('BucketNotificationsHandler'),
    )) {
      Validations.of(handler).acknowledge({
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason:
          'CDK BucketNotifications handler (deploy-time only): the CDK fixes its role, which only writes its logs and the files bucket’s notification configuration.',
      });
    }
  }

  /**
   * EventBridge and the Scheduler invoke asynchronously: their DLQ only catches events they could not hand to Lambda.
   * If the function then fails, Lambda retries twice and would drop the event; the on-failure destination keeps it
   * (with the error) in the same queue, so one alarm and one place cover both.
   */
  private keepFailedInvocations(fn: AppFunction, queue: sqs.Queue): void {
    fn.function.configureAsyncInvoke({
      retryAttempts: 2,
      maxEventAge: Duration.hours(6),
      onFailure: new lambdaDestinations.SqsDestination(queue),
    });
  }

  /** The schedule's own role (instead of the shared default), trusted only by this account's scheduler. */
  private schedulerRole(target: AppFunction): iam.Role {
    const role = new iam.Role(this, 'SchedulerRole', {
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
      description: 'EventBridge Scheduler: invokes the integration sync',
    });
    // LambdaInvoke grants lambda:InvokeFunction on the function and on `<arn>:*` (its versions and aliases).
    const fnLogicalId = Stack.of(this).getLogicalId(target.function.node.defaultChild as CfnElement);
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${fnLogicalId}.Arn>:*]`,
      reason:
        'The wildcard covers only versions and aliases of the one function this schedule invokes (added by the CDK LambdaInvoke target).',
    });
    return role;
  }

  private deadLetterQueue(id: string): sqs.Queue {
    const queue = new sqs.Queue(this, id, {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
      removalPolicy: this.props.removalPolicy,
    });
    Validations.of(queue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue is itself a dead-letter queue (of an EventBridge target); a DLQ of a DLQ would only move the problem.',
    });
    this.deadLetterQueues.push(queue);
    return queue;
  }
}
