import { relative } from 'node:path';
import { type CfnElement, Stack, Validations } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { tableDefinition } from '../../functions/platform/dynamodb/table-definition';
import { jobEntries } from '../../scripts/bench/lambda-bundles';
import { startWorkspaceExport } from '../../shared/api/contracts/workspace';
import { routes } from '../../shared/api/routes';
import { businessEventTypes } from '../../shared/schemas/business-event-type';
import type { AppFunction } from '../constructs/app-function';
import { SECRET_NAMES } from '../constructs/secrets';
import { STATEMENT_IMPORT_HEAP_MB } from '../function-memory';
import { paths } from '../paths';
import { ROUTES_PER_STACK, routeGroups } from '../route-stacks';
import {
  allTemplates,
  defaultStack,
  iamPolicies,
  resourcesIn,
  resourcesOf,
  synth,
  TEST_ENV,
  templateOf,
} from './fixture';

const { stack, template } = defaultStack();

const CERTIFICATE = 'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-aaaa-bbbb-cccc-0123456789ab';
const WEB_ACL = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/bizpilot/0a1b2c3d-aaaa-bbbb-cccc-0123456789ab';
/** Every optional feature on, in the production stage, for a concrete account: one more synth covers them all. */
const variant = synth({
  env: TEST_ENV,
  context: {
    stage: 'prod',
    sesFromAddress: 'hello@bizpilot.example',
    sesIdentity: 'bizpilot.example',
    alarmEmail: 'ops@bizpilot.example',
    domainName: 'app.bizpilot.example',
    certificateArn: CERTIFICATE,
    webAclArn: WEB_ACL,
    // A stack deployed before the table's indexes: the first deploy adds one.
    tableIndexes: 1,
  },
});

describe('Data', () => {
  it('builds the table from the table definition, on demand, with PITR and TTL', () => {
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      KeySchema: [
        { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      TimeToLiveSpecification: { AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true },
      GlobalSecondaryIndexes: Object.entries(tableDefinition.indexes).map(([name, index]) => ({
        IndexName: name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      Replicas: [Match.objectLike({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } })],
    });
  });

  it('adds its indexes one deploy at a time when asked (`tableIndexes`), as CloudFormation requires', () => {
    const [first] = Object.keys(tableDefinition.indexes);
    variant.template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      GlobalSecondaryIndexes: [Match.objectLike({ IndexName: first })],
    });
  });

  it('is disposable in dev and retained with deletion protection in prod', () => {
    expect(resourcesOf(template, 'AWS::DynamoDB::GlobalTable')).toHaveLength(1);
    template.hasResource('AWS::DynamoDB::GlobalTable', { DeletionPolicy: 'Delete' });
    const prod = variant.template;
    prod.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ Replicas: [Match.objectLike({ DeletionProtectionEnabled: true })] }),
    });
    prod.hasResource('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ VersioningConfiguration: { Status: 'Enabled' } }),
    });
    prod.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }),
    });
  });
});

describe('Storage', () => {
  it('keeps every bucket private, encrypted and TLS-only', () => {
    const buckets = resourcesOf(template, 'AWS::S3::Bucket');
    expect(buckets.length).toBe(3);
    for (const [, bucket] of buckets) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.BucketEncryption).toBeDefined();
    }
    const policies = resourcesOf(template, 'AWS::S3::BucketPolicy');
    for (const [, policy] of policies) {
      expect(policy.Properties.PolicyDocument.Statement).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      );
    }
  });

  it('versions the files bucket, expires old data and logs access, and takes presigned POSTs from browsers', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      VersioningConfiguration: { Status: 'Enabled' },
      LoggingConfiguration: { LogFilePrefix: 'files-bucket/' },
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } }),
          Match.objectLike({ ExpirationInDays: 400 }),
        ]),
      },
      CorsConfiguration: {
        CorsRules: [{ AllowedMethods: ['POST'], AllowedOrigins: ['*'], AllowedHeaders: ['*'], MaxAge: 3000 }],
      },
    });
  });

  it('starts the statement import job when a file is stored under statements/, keeping failures in a DLQ', () => {
    const [[importId]] = resourcesOf(template, 'AWS::Lambda::Function').filter(([id]) =>
      id.startsWith('JobsStatementImport'),
    ) as [[string, unknown]];
    template.hasResourceProperties('Custom::S3BucketNotifications', {
      NotificationConfiguration: {
        LambdaFunctionConfigurations: [
          {
            Events: ['s3:ObjectCreated:*'],
            Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: 'statements/' }] } },
            LambdaFunctionArn: { 'Fn::GetAtt': [importId, 'Arn'] },
          },
        ],
      },
    });
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: importId },
      DestinationConfig: {
        OnFailure: { Destination: { 'Fn::GetAtt': [Match.stringLikeRegexp('StatementImportDlq'), 'Arn'] } },
      },
    });
  });

  it('runs the statement import with the heap limit the finance bench measures it under', () => {
    const imports = resourcesOf(template, 'AWS::Lambda::Function').filter(([id]) =>
      id.startsWith('JobsStatementImport'),
    );
    expect(imports).toHaveLength(1);
    expect(imports[0]![1].Properties.Environment.Variables.NODE_OPTIONS).toBe(
      `--enable-source-maps --max-old-space-size=${STATEMENT_IMPORT_HEAP_MB}`,
    );
  });
});

describe('Secrets', () => {
  it('creates a secret per setting; provider keys empty, the cookie key and origin header generated', () => {
    const secrets = resourcesOf(template, 'AWS::SecretsManager::Secret');
    expect(secrets).toHaveLength(SECRET_NAMES.length + 1);
    const generated = secrets.filter(([, s]) => s.Properties.GenerateSecretString).map(([id]) => id);
    expect(generated).toEqual([expect.stringMatching(/AuthCookieSecret/), expect.stringMatching(/OriginVerifySecret/)]);
    for (const [, s] of secrets) expect(s.Properties.SecretString).toBeUndefined();
  });

  it('has a rotating KMS key for integration credentials', () => {
    template.hasResourceProperties('AWS::KMS::Key', { EnableKeyRotation: true });
    template.hasResourceProperties('AWS::KMS::Alias', { AliasName: 'alias/bizpilot-dev/integration-credentials' });
  });
});

describe('Auth', () => {
  it('signs in by email with a strong password policy and email recovery', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      Policies: {
        PasswordPolicy: {
          MinimumLength: 12,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        },
      },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
    });
  });

  it('has a managed-login domain and a PKCE code-flow client with no secret, calling back on CloudFront', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolDomain', { ManagedLoginVersion: 2 });
    template.resourceCountIs('AWS::Cognito::ManagedLoginBranding', 1);
    const [[, client]] = resourcesOf(template, 'AWS::Cognito::UserPoolClient') as [[string, { Properties: any }]];
    expect(client.Properties).toMatchObject({
      GenerateSecret: false,
      AllowedOAuthFlows: ['code'],
      AllowedOAuthFlowsUserPoolClient: true,
      AllowedOAuthScopes: expect.arrayContaining(['openid', 'email']),
    });
    const callback = JSON.stringify(client.Properties.CallbackURLs);
    expect(callback).toContain('WebDistribution');
    expect(callback).toContain('/api/auth/callback');
    expect(JSON.stringify(client.Properties.LogoutURLs)).toContain('WebDistribution');
  });
});

describe('Jobs', () => {
  /** `fn` takes `queue`'s messages (`BatchSize` at a time…) and answers only the ones that failed. */
  const expectQueueConsumer = (fn: string, queueId: unknown, settings: Record<string, unknown>) =>
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: Match.stringLikeRegexp(`^${fn}Function`) },
      EventSourceArn: { 'Fn::GetAtt': [queueId, 'Arn'] },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      ...settings,
    });

  it.each([
    ['starts the hourly sync at the top of every hour', 'cron(0 * * * ? *)', 'SyncFanOut', 2],
    ['wakes the parked automation runs (delays, retries) every minute', 'rate(1 minute)', 'ResumeDueRuns', 0],
    ['fires the due schedule automations every minute', 'rate(1 minute)', 'AutomationSchedules', 1],
  ])('%s through EventBridge Scheduler, with a DLQ', (_what, expression, job, retries) => {
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: expression,
      State: 'ENABLED',
      Target: {
        Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp(`^Jobs${job}Function`), 'Arn'] },
        DeadLetterConfig: { Arn: Match.anyValue() },
        RetryPolicy: Match.objectLike({ MaximumRetryAttempts: retries }),
      },
    });
  });

  it('fans out to an encrypted SQS queue whose failed messages go to a DLQ after 3 receives', () => {
    template.hasResourceProperties('AWS::SQS::Queue', {
      SqsManagedSseEnabled: true,
      VisibilityTimeout: 1800,
      RedrivePolicy: { deadLetterTargetArn: Match.anyValue(), maxReceiveCount: 3 },
    });
    const fanOut = Object.entries(template.findResources('AWS::Lambda::Function')).find(([id]) =>
      id.startsWith('JobsSyncFanOutFunction'),
    )!;
    expect(JSON.stringify(fanOut[1].Properties.Environment.Variables.SYNC_QUEUE_URL)).toContain('JobsSyncQueue');
  });

  it('syncs one message at a time in a worker with reserved concurrency and partial batch failures', () => {
    expectQueueConsumer('JobsSyncWorker', Match.stringLikeRegexp('^JobsSyncQueue'), {
      BatchSize: 1,
      ScalingConfig: { MaximumConcurrency: 5 },
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'Syncs one integration per message of the sync queue',
      ReservedConcurrentExecutions: 5,
      Timeout: 300,
    });
  });

  it('routes the automation trigger types and queued replays on the app bus to the runner, every event to webhooks', () => {
    template.hasResourceProperties('AWS::Events::EventBus', { Name: 'bizpilot-dev' });
    template.hasResourceProperties('AWS::Events::Rule', {
      EventBusName: { Ref: Match.stringLikeRegexp('^JobsEventBus') },
      EventPattern: { source: ['bizpilot'], 'detail-type': [...businessEventTypes, 'automation_run_queued'] },
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^JobsAutomationRunnerFunction'), 'Arn'] },
          DeadLetterConfig: { Arn: Match.anyValue() },
        }),
      ],
    });
    template.hasResourceProperties('AWS::Events::Rule', {
      EventBusName: { Ref: Match.stringLikeRegexp('^JobsEventBus') },
      EventPattern: { source: ['bizpilot'] },
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^JobsWebhookFanOutFunction'), 'Arn'] },
          DeadLetterConfig: { Arn: Match.anyValue() },
        }),
      ],
    });
  });

  it('makes webhook attempts from a delayed SQS queue with a DLQ, and never lets webhooks reach private targets', () => {
    expectQueueConsumer('JobsWebhookDelivery', Match.stringLikeRegexp('^JobsWebhookQueue'), { BatchSize: 10 });
    const queue = resourcesOf(template, 'AWS::SQS::Queue').find(([id]) => /^JobsWebhookQueue(?!Dlq)/.test(id))!;
    expect(queue[1].Properties.RedrivePolicy).toMatchObject({ maxReceiveCount: 3 });
    const senders = resourcesOf(template, 'AWS::Lambda::Function').filter(([, fn]) =>
      JSON.stringify(fn.Properties.Environment?.Variables?.WEBHOOK_QUEUE_URL ?? '').includes('JobsWebhookQueue'),
    );
    expect(senders.map(([id]) => id)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^JobsWebhookFanOutFunction/),
        expect.stringMatching(/^JobsWebhookDeliveryFunction/),
      ]),
    );
    for (const [, fn] of resourcesOf(template, 'AWS::Lambda::Function')) {
      expect(fn.Properties.Environment?.Variables?.WEBHOOKS_ALLOW_PRIVATE_TARGETS).toBeUndefined();
    }
  });

  it('hands forecast recomputes and exports to consumers of their own: one message at a time, a DLQ after 3 receives', () => {
    const consumers = [
      { fn: 'JobsForecastRecompute', queue: 'JobsForecastQueue', timeout: 120, concurrency: 5 },
      { fn: 'JobsExportWorker', queue: 'JobsExportQueue', timeout: 300, concurrency: 2 },
    ];
    for (const { fn, queue, timeout, concurrency } of consumers) {
      const [queueId, queueResource] = resourcesOf(template, 'AWS::SQS::Queue').find(([id]) =>
        new RegExp(`^${queue}[0-9A-F]{8}$`).test(id),
      )!;
      expect(queueResource.Properties).toMatchObject({
        SqsManagedSseEnabled: true,
        // Six times the consumer's timeout, so a message is not received again while it runs.
        VisibilityTimeout: timeout * 6,
        RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [expect.stringMatching(`^${queue}Dlq`), 'Arn'] } },
      });
      expect(queueResource.Properties.RedrivePolicy.maxReceiveCount).toBe(3);
      expectQueueConsumer(fn, queueId, { BatchSize: 1, ScalingConfig: { MaximumConcurrency: concurrency } });
      const [, consumer] = resourcesOf(template, 'AWS::Lambda::Function').find(([id]) => id.startsWith(fn))!;
      expect(consumer.Properties.Timeout).toBe(timeout);
    }
  });

  it('lets only the jobs that change the books ask for a forecast, and only the export routes queue an export', () => {
    const functions = resourcesIn(allTemplates(stack), 'AWS::Lambda::Function');
    const withSetting = (name: string) =>
      functions.filter(([, fn]) => fn.Properties.Environment?.Variables?.[name]).map(([id]) => id);
    const senders = withSetting('FORECAST_QUEUE_URL');
    expect(senders).toHaveLength(2);
    expect(senders).toEqual(
      expect.arrayContaining([expect.stringMatching(/^JobsStatementImport/), expect.stringMatching(/^JobsSyncWorker/)]),
    );
    // The route that starts an export (and its siblings of the same module); no job, the worker included.
    const exporters = withSetting('EXPORT_QUEUE_URL');
    const startExport = stack.api.functions.get(startWorkspaceExport.id)!.function;
    expect(exporters).toContain(Stack.of(startExport).getLogicalId(startExport.node.defaultChild as CfnElement));
    expect(exporters.filter((id) => id.startsWith('Jobs'))).toEqual([]);
    // Sending is granted where the setting is, and nowhere else.
    const sendersOf = (queue: string) =>
      allTemplates(stack)
        .flatMap(iamPolicies)
        .filter((p) =>
          p.statements.some(
            (st) => [st.Action].flat().includes('sqs:SendMessage') && JSON.stringify(st.Resource).includes(queue),
          ),
        )
        .map((p) => p.id);
    const forecastSenders = sendersOf('JobsForecastQueue');
    expect(forecastSenders).toHaveLength(2);
    expect(forecastSenders).toEqual(
      expect.arrayContaining([expect.stringMatching(/^JobsStatementImport/), expect.stringMatching(/^JobsSyncWorker/)]),
    );
    const exportSenders = sendersOf('JobsExportQueue');
    expect(exportSenders.length).toBeGreaterThan(0);
    expect(exportSenders.filter((id) => id.startsWith('Jobs'))).toEqual([]);
  });

  it('denies every job any update or delete of an audit item, and a put unless it bundles the audit writer', () => {
    for (const fn of stack.jobs.functions) {
      const roleId = Stack.of(fn).getLogicalId(fn.role.node.defaultChild as CfnElement);
      const deny = iamPolicies(template)
        .filter((p) => p.roles.includes(roleId))
        .flatMap((p) => p.statements)
        .find((st) => st.Effect === 'Deny');
      expect(deny, fn.node.id).toMatchObject({
        Condition: { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': ['AUDIT#*'] } },
      });
      expect([deny!.Action].flat(), fn.node.id).toEqual(
        expect.arrayContaining(['dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem']),
      );
    }
    const putDenied = (fn: AppFunction) =>
      iamPolicies(template)
        .filter((p) => p.roles.includes(Stack.of(fn).getLogicalId(fn.role.node.defaultChild as CfnElement)))
        .some((p) =>
          p.statements.some((st) => st.Effect === 'Deny' && [st.Action].flat().includes('dynamodb:PutItem')),
        );
    // The forecast consumer writes no audit entry; the statement import does.
    expect(putDenied(stack.jobs.forecastRecompute)).toBe(true);
    expect(putDenied(stack.jobs.statementImport)).toBe(false);
  });

  it('deploys every job the bundle check measures (functions/jobs), and no other', () => {
    expect(stack.jobs.functions.map((fn) => relative(paths.root, fn.entry)).sort()).toEqual(
      jobEntries().map((job) => relative(paths.root, job.entry)),
    );
  });

  it('keeps an event whose run fails after Lambda’s retries (on-failure destination)', () => {
    const configs = resourcesOf(template, 'AWS::Lambda::EventInvokeConfig');
    // One per function EventBridge or the Scheduler invokes asynchronously (the scheduled automations and the due
    // automation runs job are the newest).
    expect(configs).toHaveLength(6);
    for (const [, config] of configs) {
      expect(config.Properties).toMatchObject({
        MaximumRetryAttempts: 2,
        MaximumEventAgeInSeconds: 6 * 3600,
        DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [expect.stringMatching(/Dlq/), 'Arn'] } } },
      });
    }
  });

  it('keeps dead letters encrypted, TLS-only, for 14 days', () => {
    const deadLetterQueues = resourcesOf(template, 'AWS::SQS::Queue').filter(([id]) => id.includes('Dlq'));
    expect(deadLetterQueues).toHaveLength(10);
    for (const [, queue] of deadLetterQueues) {
      expect(queue.Properties).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 });
    }
    // Each queue's policy refuses requests without TLS: the ten DLQs and the sync, webhook, forecast and export queues.
    template.resourceCountIs('AWS::SQS::QueuePolicy', 14);
  });
});

describe('Message delivery', () => {
  it('is outbox-only unless a sender address is configured', () => {
    const runner = resourcesOf(template, 'AWS::Lambda::Function').find(([id]) =>
      id.startsWith('JobsAutomationRunner'),
    )!;
    expect(runner[1].Properties.Environment.Variables.MESSAGE_DELIVERY).toBeUndefined();
  });

  it('sends through SES from the verified identity and SNS SMS when sesFromAddress is set', () => {
    const t = variant.template;
    const runner = resourcesOf(t, 'AWS::Lambda::Function').find(([id]) => id.startsWith('JobsAutomationRunner'))!;
    expect(runner[1].Properties.Environment.Variables).toMatchObject({
      MESSAGE_DELIVERY: 'aws',
      SES_FROM_ADDRESS: 'hello@bizpilot.example',
    });
    const statements = iamPolicies(t)
      .filter((p) => p.id.startsWith('JobsAutomationRunner'))
      .flatMap((p) => p.statements);
    // cdk.json minimises policies, so an action may share its statement with others.
    const withAction = (action: string) => statements.find((st) => [st.Action].flat().includes(action));
    expect(JSON.stringify(withAction('ses:SendEmail')?.Resource)).toContain(':identity/bizpilot.example"');
    expect(withAction('sns:Publish')?.Resource).toBe('*');
  });
});

describe('Cognito e-mail', () => {
  it('uses Cognito’s built-in sender by default', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', { EmailConfiguration: Match.absent() });
  });

  it('sends through SES as the verified identity when configured', () => {
    const [pool] = Object.values(variant.template.findResources('AWS::Cognito::UserPool'));
    const email = pool!.Properties.EmailConfiguration;
    expect(email).toMatchObject({ EmailSendingAccount: 'DEVELOPER', From: 'BizPilot <hello@bizpilot.example>' });
    expect(JSON.stringify(email.SourceArn)).toMatch(/:ses:eu-west-1:123456789012:identity\/bizpilot\.example"/);
  });
});

describe('Monitoring', () => {
  it('has no alarms unless an alarm address is configured', () => {
    template.resourceCountIs('AWS::CloudWatch::Alarm', 0);
    template.resourceCountIs('AWS::SNS::Topic', 0);
  });

  it('alarms on API 5xx, job errors and dead letters, to an e-mail subscription', () => {
    const t = variant.template;
    t.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@bizpilot.example' });
    const alarms = resourcesOf(t, 'AWS::CloudWatch::Alarm').map(([, a]) => a.Properties);
    // The API, each of the ten jobs that run on their own (not the KPI recompute, run by hand; the webhook fan-out
    // and attempts, the scheduled automations, the due automation runs, the forecast recompute and the export worker
    // among them), each of the ten dead-letter queues.
    expect(alarms).toHaveLength(1 + 10 + 10);
    expect(alarms.map((a) => `${a.Namespace}/${a.MetricName}`).sort()).toEqual([
      'AWS/ApiGateway/5xx',
      ...Array(10).fill('AWS/Lambda/Errors'),
      ...Array(10).fill('AWS/SQS/ApproximateNumberOfMessagesVisible'),
    ]);
    for (const alarm of alarms) expect(alarm.AlarmActions).toHaveLength(1);
  });
});

describe('Custom domain and WAF', () => {
  it('serves the custom domain with its certificate, TLS 1.2+, and the web ACL', () => {
    variant.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['app.bizpilot.example'],
        ViewerCertificate: {
          AcmCertificateArn: CERTIFICATE,
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
        WebACLId: WEB_ACL,
      }),
    });
  });

  it('uses the custom domain as the app origin and OAuth callback', () => {
    const getHealth = variant.stack.api.functions.get('getHealth')!;
    const fn = resourcesOf(templateOf(getHealth), 'AWS::Lambda::Function').find(([id]) => id.startsWith('getHealth'))!;
    expect(fn[1].Properties.Environment.Variables.APP_ORIGIN).toBe('https://app.bizpilot.example');
    variant.template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      CallbackURLs: ['https://app.bizpilot.example/api/auth/callback'],
    });
  });
});

describe('cdk-nag with every option on', () => {
  it('reports no unacknowledged findings', () => {
    const report = new AwsSolutionsChecks().validateScope(variant.stack);
    expect(report.violations.map((v) => `${v.ruleName} @ ${v.violatingResources[0]?.constructPath}`)).toEqual([]);
  });
});

describe('CloudFormation validation', () => {
  // A whole synth with validation: about 30 s alone on this machine with every route's function, 155 s beside other
  // suites at a load of 26. It runs synchronously, so no bound can stop it early: the bound only decides whether a
  // slow machine fails it, and a hang would keep the worker busy whatever it says.
  it('passes CDK’s built-in template validation with errors made fatal (as `npm run synth` does)', () => {
    expect(() => synth({ validateTemplates: true })).not.toThrow();
  }, 600_000);
});

describe('CloudFormation limits', () => {
  // CloudFormation refuses a stack of more than 500 resources (TooManyResourcesInStack), 200 parameters or 200
  // outputs. The route functions live in nested stacks (one per area, see infra/route-stacks.ts) so none gets near.
  const HEADROOM = 400;
  const counts = (t: Template) => {
    const json = t.toJSON();
    return {
      resources: Object.keys(json.Resources ?? {}).length,
      parameters: Object.keys(json.Parameters ?? {}).length,
      outputs: Object.keys(json.Outputs ?? {}).length,
    };
  };

  it('keeps the parent stack and every nested route stack far below 500 resources', () => {
    expect(counts(template).resources).toBeLessThan(HEADROOM);
    for (const nested of stack.api.routeStacks) {
      const { resources, parameters, outputs } = counts(templateOf(nested));
      expect(resources, nested.node.id).toBeLessThan(HEADROOM);
      expect(parameters, nested.node.id).toBeLessThan(HEADROOM / 2);
      expect(outputs, nested.node.id).toBeLessThan(HEADROOM / 2);
    }
    // Every route of the table is in exactly one nested stack.
    const grouped = routeGroups(routes).flatMap((group) => group.routes.map((route) => route.id));
    expect(grouped.sort()).toEqual(routes.map((route) => route.id).sort());
    expect(stack.api.routeStacks.map((nested) => nested.node.id)).toEqual(
      routeGroups(routes).map((group) => `${group.name}Routes`),
    );
  });

  it('fits a full nested stack of routes under the headroom: the table can grow to hundreds of routes', () => {
    // What a route costs in its nested stack (function, permission, integration, route) and what a stack costs
    // besides (log group, one role per kind of access), measured on the real stacks.
    let overhead = 0;
    for (const [i, group] of routeGroups(routes).entries()) {
      const nested = templateOf(stack.api.routeStacks[i]!);
      const perRoute = [
        'AWS::Lambda::Function',
        'AWS::Lambda::Permission',
        'AWS::ApiGatewayV2::Integration',
        'AWS::ApiGatewayV2::Route',
      ];
      for (const type of perRoute)
        expect(resourcesOf(nested, type), `${group.name} ${type}`).toHaveLength(group.routes.length);
      overhead = Math.max(overhead, counts(nested).resources - perRoute.length * group.routes.length);
    }
    expect(ROUTES_PER_STACK * 4 + overhead).toBeLessThan(HEADROOM);

    // 400 routes in one area (the worst case) are cut into stacks of at most ROUTES_PER_STACK, each named stably.
    const many = Array.from({ length: 400 }, (_, i) => ({ ...routes[0]!, id: `r${i}`, handler: 'tasks/list-tasks' }));
    const groups = routeGroups(many);
    expect(groups.map((g) => g.name)).toEqual(['Tasks', 'Tasks2', 'Tasks3', 'Tasks4', 'Tasks5']);
    for (const group of groups) expect(group.routes.length).toBeLessThanOrEqual(ROUTES_PER_STACK);
    // The parent holds one resource per nested stack, whatever the number of routes in it.
    expect(counts(template).resources + groups.length).toBeLessThan(HEADROOM);
  });
});

describe('Outputs', () => {
  it('prints the app URL and each secret ARN', () => {
    const outputs = template.findOutputs('*');
    expect(Object.keys(outputs)).toEqual(
      expect.arrayContaining(['AppUrl', 'UserPoolId', 'OPENAIAPIKEYSecretArn', 'STRIPESECRETKEYSecretArn']),
    );
  });
});

function* walk(node: IConstruct): Generator<IConstruct> {
  yield node;
  for (const child of node.node.children) yield* walk(child);
}

describe('cdk-nag AwsSolutions (default stage)', () => {
  it('reports no unacknowledged findings (errors or warnings)', () => {
    const report = new AwsSolutionsChecks().validateScope(stack);
    const findings = report.violations.map((v) => ({
      rule: v.ruleName,
      severity: v.severity,
      resources: v.violatingResources.map((r) => r.constructPath),
    }));
    expect(findings).toEqual([]);
    expect(report.success).toBe(true);
  });

  it('gives every acknowledgement a written reason', () => {
    const acknowledgements = [...walk(stack)].flatMap((construct) =>
      construct.node.metadata
        .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
        .flatMap((entry) => Object.entries(entry.data as Record<string, string>))
        .map(([id, reason]) => ({ path: construct.node.path, id, reason })),
    );
    expect(acknowledgements.length).toBeGreaterThan(0);
    for (const ack of acknowledgements) {
      expect(ack.reason.length, `${ack.path} ${ack.id}`).toBeGreaterThan(40);
    }
    // Acknowledgements sit on the resource they are about, never on the whole stack.
    expect(stack.node.metadata.filter((e) => e.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)).toEqual([]);
  });
});
