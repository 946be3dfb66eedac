import { Aws, CfnOutput, Stack, type StackProps, Token } from 'aws-cdk-lib';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { RouteDefinition } from '../shared/api/route-contract';
import { routes as routeTable } from '../shared/api/routes';
import { Api } from './constructs/api';
import { Auth } from './constructs/auth';
import { Data } from './constructs/data';
import { Firewall } from './constructs/firewall';
import { grantAccess } from './constructs/function-access';
import { Jobs } from './constructs/jobs';
import { Monitoring } from './constructs/monitoring';
import { Secrets } from './constructs/secrets';
import { Storage } from './constructs/storage';
import { VIEWER_ADDRESS_HEADER, Web } from './constructs/web';
import { sourceModulesOf } from './handler-modules';
import { accessForModules } from './route-access';
import { removalPolicyFor, type Settings } from './settings';

export interface BizPilotStackProps extends StackProps {
  readonly settings: Settings;
  /** @default the route table in shared/api/routes.ts */
  readonly routes?: readonly RouteDefinition[];
  /**
   * The firewall's web ACL when it lives in its own us-east-1 stack (`EdgeFirewallStack`, made by infra/app.ts
   * when this stack is in another region: a CLOUDFRONT-scope web ACL can only be created in us-east-1).
   */
  readonly edgeWebAclArn?: string;
}

/**
 * The whole product in one stack: one construct per concern. The order below follows the dependency chain
 * (see `Api`): API resource → CloudFront → Cognito client → functions.
 */
export class BizPilotStack extends Stack {
  readonly data: Data;
  readonly storage: Storage;
  readonly secrets: Secrets;
  readonly api: Api;
  readonly web: Web;
  readonly auth: Auth;
  readonly jobs: Jobs;
  readonly monitoring?: Monitoring;
  /** The stack's own web ACL, when it is in us-east-1 (or environment-agnostic) and the firewall setting is on. */
  readonly firewall?: Firewall;

  constructor(scope: Construct, id: string, props: BizPilotStackProps) {
    super(scope, id, props);
    const { settings } = props;
    const removalPolicy = removalPolicyFor(settings);
    const logRetention = toRetentionDays(settings.logRetentionDays);

    this.data = new Data(this, 'Data', {
      removalPolicy,
      deletionProtection: settings.retainData,
      indexes: settings.tableIndexes,
    });
    this.storage = new Storage(this, 'Storage', { removalPolicy });
    this.secrets = new Secrets(this, 'Secrets', { stage: settings.stage, removalPolicy });
    this.jobs = new Jobs(this, 'Jobs', { stage: settings.stage, logRetention, removalPolicy });

    this.api = new Api(this, 'Api', {
      stage: settings.stage,
      originVerifySecret: this.secrets.originVerify,
      environment: { LOG_LEVEL: settings.logLevel, POWERTOOLS_SERVICE_NAME: 'bizpilot' },
      rateLimit: settings.apiRateLimit,
      burstLimit: settings.apiBurstLimit,
      signInRateLimit: settings.signInRateLimit,
      signInBurstLimit: settings.signInBurstLimit,
      logRetention,
      removalPolicy,
    });

    const routes = props.routes ?? routeTable;
    let webAclArn = settings.webAclArn ?? props.edgeWebAclArn;
    if (!webAclArn && settings.firewall) {
      if (!Token.isUnresolved(this.region) && this.region !== 'us-east-1') {
        throw new Error(
          `The firewall's web ACL must be created in us-east-1, and this stack is in ${this.region}: deploy through infra/app.ts (it adds the us-east-1 firewall stack), or set webAclArn, or firewall=false.`,
        );
      }
      this.firewall = new Firewall(this, 'Firewall', { routes });
      webAclArn = this.firewall.webAclArn;
    }

    // Browsers post statements straight to the files bucket (presigned POST): its regional URL, allowed by the
    // page's CSP and named to the API as the upload URL; its CORS takes POSTs.
    const filesUploadUrl = `https://${this.storage.filesBucket.bucketRegionalDomainName}`;
    this.storage.allowBrowserUploads();
    this.web = new Web(this, 'Web', {
      apiDomainName: this.api.originDomainName,
      uploadOrigin: filesUploadUrl,
      originVerifySecret: this.secrets.originVerify,
      originVerifyRotation: settings.originVerifyRotation,
      logsBucket: this.storage.logsBucket,
      webDistPath: settings.webDistPath,
      ...(settings.customDomain ? { customDomain: settings.customDomain } : {}),
      ...(webAclArn ? { webAclArn } : {}),
    });

    this.auth = new Auth(this, 'Auth', {
      appOrigin: this.web.appOrigin,
      domainPrefix: settings.cognitoDomainPrefix ?? `bizpilot-${settings.stage}-${Aws.ACCOUNT_ID}`,
      ...(settings.sesFromAddress && settings.sesIdentity
        ? { email: { fromAddress: settings.sesFromAddress, identity: settings.sesIdentity } }
        : {}),
      removalPolicy,
      deletionProtection: settings.retainData,
    });

    // What every function reads through `config()` (functions/platform/config.ts). AWS_REGION is set by Lambda;
    // TABLE_NAME, FILES_BUCKET, EVENT_BUS_NAME and the secret ARNs come with their grants (function-access.ts).
    const environment: Record<string, string> = {
      AUTH_MODE: 'cognito',
      APP_ORIGIN: this.web.appOrigin,
      FILES_UPLOAD_URL: filesUploadUrl,
      COGNITO_DOMAIN: this.auth.domainUrl,
      COGNITO_CLIENT_ID: this.auth.client.userPoolClientId,
      COGNITO_USER_POOL_ID: this.auth.userPool.userPoolId,
      CLIENT_ADDRESS_HEADER: VIEWER_ADDRESS_HEADER,
      LOG_LEVEL: settings.logLevel,
      POWERTOOLS_SERVICE_NAME: 'bizpilot',
      ...settings.environment,
    };
    const resources = {
      data: this.data,
      filesBucket: this.storage.filesBucket,
      secrets: this.secrets,
      eventBus: this.jobs.eventBus,
      syncQueue: this.jobs.syncQueue,
      webhookQueue: this.jobs.webhookQueue,
      forecastQueue: this.jobs.forecastQueue,
      exportQueue: this.jobs.exportQueue,
      ...(settings.sesFromAddress && settings.sesIdentity
        ? { messageDelivery: { fromAddress: settings.sesFromAddress, identity: settings.sesIdentity } }
        : {}),
    };

    this.api.addRouteTable({ routes, environment, resources });

    this.jobs.addFunctions({ environment, filesBucket: this.storage.filesBucket });
    // Jobs get what their code uses, like routes.
    const jobModules = sourceModulesOf(this.jobs.functions.map((fn) => fn.entry));
    for (const fn of this.jobs.functions) {
      grantAccess(fn, accessForModules(jobModules.get(fn.entry) ?? new Set()), resources);
    }

    if (settings.alarmEmail) {
      this.monitoring = new Monitoring(this, 'Monitoring', {
        alarmEmail: settings.alarmEmail,
        httpApi: this.api.httpApi,
        // The recompute job runs by hand and its caller sees the outcome: no alarm for it.
        jobFunctions: this.jobs.functions.filter((fn) => fn !== this.jobs.kpiRecompute),
        deadLetterQueues: this.jobs.deadLetterQueues,
      });
    }
    new CfnOutput(this, 'AppUrl', { value: this.web.appOrigin, description: 'Open this in a browser' });
    new CfnOutput(this, 'DistributionDomainName', {
      value: this.web.distribution.distributionDomainName,
      description: 'Point your custom domain here (CNAME, or a Route 53 alias)',
    });
    new CfnOutput(this, 'ApiEndpoint', {
      value: this.api.httpApi.apiEndpoint,
      description: 'The HTTP API itself (use the AppUrl; /api/* is served there)',
    });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'CognitoDomain', { value: this.auth.domainUrl });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'FilesBucketName', { value: this.storage.filesBucket.bucketName });
    new CfnOutput(this, 'SiteBucketName', { value: this.web.siteBucket.bucketName });
    new CfnOutput(this, 'EventBusName', { value: this.jobs.eventBus.eventBusName });
    new CfnOutput(this, 'OriginVerifySecretArn', {
      value: this.secrets.originVerify.secretArn,
      description: 'The CloudFront origin header value (see "Rotating the origin header" in infra/README.md)',
    });
    for (const [name, secret] of Object.entries(this.secrets.secrets)) {
      new CfnOutput(this, `${name.replaceAll('_', '')}SecretArn`, {
        value: secret.secretArn,
        description: `Secrets Manager secret for ${name}`,
      });
    }
  }
}

function toRetentionDays(days: number): logs.RetentionDays {
  const allowed = Object.values(logs.RetentionDays).filter((v): v is number => typeof v === 'number');
  if (!allowed.includes(days)) {
    throw new Error(`logRetentionDays must be one of CloudWatch's values (${allowed.join(', ')}), got ${days}`);
  }
  return days as logs.RetentionDays;
}
