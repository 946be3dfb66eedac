import { type CfnElement, Duration, type RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as eventTargets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as lambdaDestinations from 'aws-cdk-lib/aws-lambda-destinations';
import * as lambdaEventSources from 'aws-cdk-lib/aws-lambda-event-sources';
import type * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3n from 'aws-cdk-lib/aws-s3-notifications';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as schedulerTargets from 'aws-cdk-lib/aws-scheduler-targets';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { STATEMENT_FILES_AREA } from '../../shared/finance/statement-upload';
import { runnerEventTypes } from '../../shared/schemas/bus-event';
import { BUSINESS_EVENT_SOURCE } from '../../shared/schemas/business-event';
import { FUNCTION_MEMORY_MB, STATEMENT_IMPORT_HEAP_MB } from '../function-memory';
import { paths } from '../paths';
import { AppFunction, type AppFunctionProps } from './app-function';

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
 * A job's one name: the property of `Jobs` that holds it and its key in FUNCTION_MEMORY_MB; its construct id
 * (`SyncWorker`) and handler (`functions/jobs/sync-worker.ts`) are spelled from it.
 */
type JobName = Exclude<keyof typeof FUNCTION_MEMORY_MB, 'route'>;
/** What differs from job to job besides its name; the environment, logs and removal policy are the stack's. */
type JobSettings = Pick<AppFunctionProps, 'description' | 'timeout' | 'heapLimitMb'>;
const jobId = (name: JobName) => name.charAt(0).toUpperCase() + name.slice(1);

/** A schedule that starts a job, and the role of its own it invokes the job under. */
interface ScheduleSettings extends Pick<scheduler.ScheduleProps, 'description' | 'schedule'> {
  readonly id: string;
  /** The schedule's own role: its construct id, and what it invokes (for the role's description). */
  readonly role: { readonly id: string; readonly invokes: string };
  readonly retryAttempts: number;
  readonly maxEventAge: Duration;
}

/** How many syncs run at once, across all workspaces: enough for an hour's work, few enough not to stampede. */
export const SYNC_WORKER_CONCURRENCY = 5;
/** A 10,000-item first sync takes well under this; the sync's own lease (15 minutes) is longer still. */
const SYNC_WORKER_TIMEOUT = Duration.minutes(5);
/**
 * An attempt waits at most 10 s for the receiver, plus the table reads and writes around it; the attempts of a batch
 * run side by side, so a batch takes as long as its slowest.
 */
const WEBHOOK_DELIVERY_TIMEOUT = Duration.seconds(30);
/** Batches in flight at once, across all workspaces: a slow receiver holds one for up to 10 s. */
const WEBHOOK_DELIVERY_CONCURRENCY = 20;
/**
 * Attempts per invocation: an event's deliveries to a workspace's endpoints are queued together, so a batch reads
 * each endpoint (and opens its secrets) once for several attempts.
 */
const WEBHOOK_DELIVERY_BATCH = 10;
/** A forecast of two years of books took 20 s under heavy load locally; this leaves room for a large workspace. */
const FORECAST_RECOMPUTE_TIMEOUT = Duration.minutes(2);
/** The export ran in the sync worker's five minutes before it had a consumer of its own: the same room. */
const EXPORT_WORKER_TIMEOUT = Duration.minutes(5);
/** Forecasts redone at once, across all workspaces: each is CPU for seconds, and a late one only waits. */
const FORECAST_RECOMPUTE_CONCURRENCY = 5;
/** Exports built at once, across all workspaces: rare, each minutes of reads and a ZIP in memory. */
const EXPORT_WORKER_CONCURRENCY = 2;

/**
 * Background work, each delivery path with its own dead-letter queue (a message or event that cannot be delivered is
 * kept for 14 days, not lost):
 * - the app's event bus, whose rule routes business events (source `bizpilot`) to the automation runner;
 * - the hourly sync: EventBridge Scheduler (top of every hour) → the fan-out function, which enqueues one message per
 *   registered sync target → the sync queue → the sync worker (batch size 1, partial batch failures, reserved
 *   concurrency), whose failed messages are received 3 times and then kept in the queue's DLQ;
 * - the forecast queue → the forecast recompute (batch size 1): the jobs that change the books (the statement import,
 *   a scheduled bank sync) ask for the forecast to be redone there, so the forecast's models are no part of them;
 * - the export queue → the export worker (batch size 1): the background 'Export all my data', whose ZIP writer and
 *   CSVs are no part of the sync worker;
 * - the KPI recompute job, which nothing triggers: it is invoked by hand to rebuild one workspace's dashboard rollups.
 *
 * The bus and the queue are created first (API functions publish and enqueue); the functions come in
 * `addFunctions`, once the settings they read (the app origin, Cognito) exist.
 */
export class Jobs extends Construct {
  readonly eventBus: events.EventBus;
  readonly syncQueue: sqs.Queue;
  /** One message per webhook delivery attempt, delayed by the retry schedule (at most 15 minutes a hop). */
  readonly webhookQueue: sqs.Queue;
  /** One message per forecast to redo after a job changed a workspace's books. */
  readonly forecastQueue: sqs.Queue;
  /** One message per background export. */
  readonly exportQueue: sqs.Queue;
  automationRunner!: AppFunction;
  syncFanOut!: AppFunction;
  resumeDueRuns!: AppFunction;
  automationSchedules!: AppFunction;
  syncWorker!: AppFunction;
  webhookFanOut!: AppFunction;
  webhookDelivery!: AppFunction;
  kpiRecompute!: AppFunction;
  statementImport!: AppFunction;
  forecastRecompute!: AppFunction;
  exportWorker!: AppFunction;
  readonly deadLetterQueues: sqs.Queue[] = [];
  private readonly props: JobsProps;

  constructor(scope: Construct, id: string, props: JobsProps) {
    super(scope, id);
    this.props = props;
    this.eventBus = new events.EventBus(this, 'EventBus', {
      eventBusName: `bizpilot-${props.stage}`,
      description: 'BizPilot business events (task created, automation triggered, ...)',
    });
    this.syncQueue = this.workQueue('SyncQueue', SYNC_WORKER_TIMEOUT);
    this.webhookQueue = new sqs.Queue(this, 'WebhookQueue', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: Duration.seconds(WEBHOOK_DELIVERY_TIMEOUT.toSeconds() * 6),
      // The longest wait between attempts is 10 h, made of 15-minute hops; a message lives far less than this.
      retentionPeriod: Duration.days(4),
      // A message fails only when its attempt could not be logged (a receiver's failure is retried by schedule).
      deadLetterQueue: { queue: this.deadLetterQueue('WebhookQueueDlq'), maxReceiveCount: 3 },
      removalPolicy: props.removalPolicy,
    });
    this.forecastQueue = this.workQueue('ForecastQueue', FORECAST_RECOMPUTE_TIMEOUT);
    this.exportQueue = this.workQueue('ExportQueue', EXPORT_WORKER_TIMEOUT);
  }

  /** Every function of the jobs, for their grants and monitoring. */
  get functions(): AppFunction[] {
    return [
      this.automationRunner,
      this.syncFanOut,
      this.resumeDueRuns,
      this.automationSchedules,
      this.syncWorker,
      this.kpiRecompute,
      this.statementImport,
      this.webhookFanOut,
      this.webhookDelivery,
      this.forecastRecompute,
      this.exportWorker,
    ];
  }

  addFunctions(props: JobFunctionsProps): void {
    const job = (name: JobName, settings: JobSettings) =>
      new AppFunction(this, jobId(name), {
        ...settings,
        memorySize: FUNCTION_MEMORY_MB[name],
        entry: paths.resolve(`functions/jobs/${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.ts`),
        environment: props.environment,
        logRetention: this.props.logRetention,
        removalPolicy: this.props.removalPolicy,
      });

    this.automationRunner = job('automationRunner', {
      description: 'Runs automations for business events from the event bus',
      timeout: Duration.minutes(1),
    });
    this.busRule('BusinessEventsRule', this.automationRunner, 'AutomationEventsDlq', {
      description: 'Business events of the automation trigger types, and queued replays, go to the automation runner',
      // Only triggers and the runner's own commands: the bus also carries notify-only events (task updated…) for webhooks.
      eventPattern: { source: [BUSINESS_EVENT_SOURCE], detailType: [...runnerEventTypes] },
    });

    this.webhookFanOut = job('webhookFanOut', {
      description: 'Turns every business event into deliveries to the webhooks subscribed to it',
      timeout: Duration.minutes(1),
    });
    this.busRule('WebhookEventsRule', this.webhookFanOut, 'WebhookEventsDlq', {
      description: 'Every business event goes to the webhook fan-out',
      eventPattern: { source: [BUSINESS_EVENT_SOURCE] },
    });
    this.webhookDelivery = job('webhookDelivery', {
      description: 'Makes the webhook delivery attempts of a batch of the webhook queue, one per message',
      timeout: WEBHOOK_DELIVERY_TIMEOUT,
    });
    this.consume(this.webhookQueue, this.webhookDelivery, WEBHOOK_DELIVERY_BATCH, WEBHOOK_DELIVERY_CONCURRENCY);

    /** A job the Scheduler starts; what it cannot deliver, and what the job fails, is kept in `<Job>Dlq`. */
    const scheduledJob = (name: JobName, settings: JobSettings, tick: ScheduleSettings) => {
      const fn = job(name, settings);
      this.schedule(fn, `${jobId(name)}Dlq`, tick);
      return fn;
    };
    /** A job woken every minute has that minute to run, so one tick is over before the next begins. */
    const everyMinute = (name: JobName, description: string, tick: Omit<ScheduleSettings, 'schedule'>) =>
      scheduledJob(
        name,
        { description, timeout: Duration.minutes(1) },
        { ...tick, schedule: scheduler.ScheduleExpression.rate(Duration.minutes(1)) },
      );

    this.syncFanOut = scheduledJob(
      'syncFanOut',
      { description: 'Hourly: enqueues one sync message per connected integration', timeout: Duration.minutes(5) },
      {
        id: 'HourlySync',
        description: 'Starts the hourly sync at the top of every hour',
        schedule: scheduler.ScheduleExpression.cron({ minute: '0' }),
        role: { id: 'SchedulerRole', invokes: 'the hourly sync fan-out' },
        retryAttempts: 2,
        maxEventAge: Duration.minutes(30),
      },
    );
    this.resumeDueRuns = everyMinute(
      'resumeDueRuns',
      'Every minute: resumes the automation runs whose delay ended or whose step is due for a retry',
      {
        id: 'EveryMinuteDueRuns',
        description: 'Wakes the parked automation runs every minute',
        role: { id: 'DueRunsSchedulerRole', invokes: 'the due automation runs job' },
        // The next tick a minute later picks up whatever this one missed: no point retrying a stale tick.
        retryAttempts: 0,
        maxEventAge: Duration.minutes(1),
      },
    );
    this.automationSchedules = everyMinute(
      'automationSchedules',
      'Every minute: fires the due schedule automations and note follow-ups as business events',
      {
        id: 'AutomationSchedulesEveryMinute',
        description: 'Fires the schedule automations that are due, every minute',
        role: { id: 'AutomationSchedulesRole', invokes: 'the scheduled automations job' },
        // A tick retried late still finds its occurrence within the job's 5-minute window; later ticks find it too.
        retryAttempts: 1,
        maxEventAge: Duration.minutes(5),
      },
    );

    this.syncWorker = job('syncWorker', {
      description: 'Syncs one integration per message of the sync queue',
      timeout: SYNC_WORKER_TIMEOUT,
    });
    // Reserved concurrency caps the worker; the event source's own maximum keeps the poller from being throttled.
    (this.syncWorker.function.node.defaultChild as lambda.CfnFunction).reservedConcurrentExecutions =
      SYNC_WORKER_CONCURRENCY;
    this.consume(this.syncQueue, this.syncWorker, 1, SYNC_WORKER_CONCURRENCY);

    this.forecastRecompute = job('forecastRecompute', {
      description:
        "Redoes a workspace's forecast once a job changed its books, one message of the forecast queue at a time",
      timeout: FORECAST_RECOMPUTE_TIMEOUT,
    });
    this.consume(this.forecastQueue, this.forecastRecompute, 1, FORECAST_RECOMPUTE_CONCURRENCY);
    this.exportWorker = job('exportWorker', {
      description: "Builds a background 'Export all my data' ZIP, one message of the export queue at a time",
      timeout: EXPORT_WORKER_TIMEOUT,
    });
    this.consume(this.exportQueue, this.exportWorker, 1, EXPORT_WORKER_CONCURRENCY);

    // No trigger: invoked by hand with {"workspaceId": "…"} to rebuild that workspace's dashboard rollups.
    this.kpiRecompute = job('kpiRecompute', {
      description: "Rebuilds one workspace's dashboard rollups from its source items (invoked by hand)",
      timeout: Duration.minutes(5),
    });
    // A statement stored in the files bucket (by the API or a browser's presigned POST) starts its import: S3
    // invokes asynchronously, Lambda retries twice, then the event and its error are kept in the queue.
    this.statementImport = job('statementImport', {
      description: 'Imports a bank statement once S3 reports it stored',
      timeout: Duration.minutes(5),
      // The import streams the file; memory buys CPU for parsing and categorising 100,000 rows, the heap limit keeps
      // what it holds small (see STATEMENT_IMPORT_HEAP_MB).
      heapLimitMb: STATEMENT_IMPORT_HEAP_MB,
    });
    this.keepFailedInvocations(this.statementImport, 'StatementImportDlq');
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
   * A rule of the app's bus that hands the events it matches to `fn`: EventBridge retries 4 times over 2 hours, then
   * keeps the event in `dlqId`, the queue that also keeps the function's own failed invocations.
   */
  private busRule(
    id: string,
    fn: AppFunction,
    dlqId: string,
    rule: Pick<events.RuleProps, 'description' | 'eventPattern'>,
  ) {
    new events.Rule(this, id, {
      ...rule,
      eventBus: this.eventBus,
      targets: [
        new eventTargets.LambdaFunction(fn.function, {
          deadLetterQueue: this.keepFailedInvocations(fn, dlqId),
          retryAttempts: 4,
          maxEventAge: Duration.hours(2),
        }),
      ],
    });
  }

  /**
   * An EventBridge Scheduler schedule that invokes `fn` with `{ trigger: 'schedule' }` under a role of its own; what
   * it cannot deliver, and what `fn` fails, is kept in `dlqId`. How often it retries is the job's own choice.
   */
  private schedule(fn: AppFunction, dlqId: string, tick: ScheduleSettings) {
    const { id, description, schedule, role, ...target } = tick;
    new scheduler.Schedule(this, id, {
      description,
      schedule,
      target: new schedulerTargets.LambdaInvoke(fn.function, {
        ...target,
        role: this.schedulerRole(fn, role),
        input: scheduler.ScheduleTargetInput.fromObject({ trigger: 'schedule' }),
        deadLetterQueue: this.keepFailedInvocations(fn, dlqId),
      }),
    });
  }

  /**
   * `fn` takes `queue`'s messages `batchSize` at a time, at most `maxConcurrency` batches at once, answering the
   * messages that failed (partial batch failures) so only those come back.
   */
  private consume(queue: sqs.IQueue, fn: AppFunction, batchSize: number, maxConcurrency: number): void {
    fn.function.addEventSource(
      new lambdaEventSources.SqsEventSource(queue, { batchSize, reportBatchItemFailures: true, maxConcurrency }),
    );
  }

  /**
   * EventBridge and the Scheduler invoke asynchronously: their DLQ only catches events they could not hand to Lambda.
   * If the function then fails, Lambda retries twice and would drop the event; the on-failure destination keeps it
   * (with the error) in the same queue, so one alarm and one place cover both. Answers that queue, for the trigger's
   * own dead-letter setting.
   */
  private keepFailedInvocations(fn: AppFunction, queueId: string): sqs.Queue {
    const queue = this.deadLetterQueue(queueId);
    fn.function.configureAsyncInvoke({
      retryAttempts: 2,
      maxEventAge: Duration.hours(6),
      onFailure: new lambdaDestinations.SqsDestination(queue),
    });
    return queue;
  }

  /** The schedule's own role (instead of the shared default), trusted only by this account's scheduler. */
  private schedulerRole(target: AppFunction, { id, invokes }: ScheduleSettings['role']): iam.Role {
    const role = new iam.Role(this, id, {
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
      description: `EventBridge Scheduler: invokes ${invokes}`,
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

  /** A queue of work for one consumer whose invocation may take `consumerTimeout`; its failures go to a DLQ of its own. */
  private workQueue(id: string, consumerTimeout: Duration): sqs.Queue {
    return new sqs.Queue(this, id, {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // AWS advises at least six times the consumer's timeout, so a message is not received again mid-run.
      visibilityTimeout: Duration.seconds(consumerTimeout.toSeconds() * 6),
      retentionPeriod: Duration.days(1),
      deadLetterQueue: { queue: this.deadLetterQueue(`${id}Dlq`), maxReceiveCount: 3 },
      removalPolicy: this.props.removalPolicy,
    });
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
        'This queue is itself a dead-letter queue (of an EventBridge target or a work queue); a DLQ of a DLQ would only move the problem.',
    });
    this.deadLetterQueues.push(queue);
    return queue;
  }
}
