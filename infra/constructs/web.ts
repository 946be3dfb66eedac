import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, type CfnElement, Duration, RemovalPolicy, Stack, Token, Validations } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '../../functions/authorizers/origin-verify-header';
import { spaContentSecurityPolicy } from '../../shared/security/content-security-policy';

export interface WebProps {
  /** The HTTP API's domain, e.g. `abc123.execute-api.eu-west-1.amazonaws.com`. */
  readonly apiDomainName: string;
  /** Sent to the API in `x-origin-verify`, so the API can refuse requests that bypass CloudFront. */
  readonly originVerifySecret: secretsmanager.ISecret;
  readonly logsBucket: s3.IBucket;
  /** Absolute path of the built SPA. Deployed when it holds an `index.html`; otherwise skipped with a warning. */
  readonly webDistPath?: string;
  /** @default PRICE_CLASS_100 (North America and Europe edges: the cheapest) */
  readonly priceClass?: cloudfront.PriceClass;
  /** Your own host name and its us-east-1 ACM certificate. @default the distribution's *.cloudfront.net name */
  readonly customDomain?: { readonly domainName: string; readonly certificateArn: string };
  /** Where the page posts presigned uploads (the files bucket's regional URL); its CSP allows it. */
  readonly uploadOrigin?: string;
  /** The WAF web ACL (CLOUDFRONT scope) to attach: the stack's own firewall, or one named in the settings. */
  readonly webAclArn?: string;
  /**
   * Bump after putting a new origin-verify secret value: CloudFormation resolves the header's dynamic reference only
   * when the distribution changes, and this label is part of it. @default '1'
   */
  readonly originVerifyRotation?: string;
}

/**
 * SPA fallback at the edge, for the default (S3) behaviour only: a path whose last segment has no file extension is
 * a client-side route, so it gets `/index.html`. This beats mapping S3's 403/404 to index.html with error responses:
 * those apply to the whole distribution, so they would also turn the API's JSON 403s and 404s into the SPA's HTML.
 * A path with a malformed percent-escape (`/team/%ZZ`, the overlong `%c0%ae`) names no file and no route: 400, as the
 * local runtime answers it, instead of a page the router cannot decode.
 */
export const SPA_REWRITE_FUNCTION = `function handler(event) {
  var request = event.request;
  try {
    decodeURIComponent(request.uri);
  } catch (e) {
    return { statusCode: 400, statusDescription: 'Bad Request' };
  }
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

/** Where the API reads the viewer's IP (`CLIENT_ADDRESS_HEADER`); API Gateway's own `sourceIp` is CloudFront's. */
export const VIEWER_ADDRESS_HEADER = 'x-viewer-address';

/**
 * Puts the viewer's IP in `x-viewer-address` on every API request, replacing any value the viewer sent, so the
 * API's per-client limits (the sign-in lockout per address) see the real client and cannot be told another one.
 */
export const VIEWER_ADDRESS_FUNCTION = `function handler(event) {
  var request = event.request;
  request.headers['${VIEWER_ADDRESS_HEADER}'] = { value: event.viewer.ip };
  return request;
}`;

/**
 * S3 + CloudFront for the SPA and, on the same origin, `/api/*` to the HTTP API, so the session cookie
 * (`__Host-sid`, SameSite=Lax) is first-party and sent on every API call.
 */
export class Web extends Construct {
  readonly siteBucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  readonly securityHeaders: cloudfront.ResponseHeadersPolicy;
  readonly deployed: boolean;
  /** The app's only public origin: `https://<custom domain>` or `https://<id>.cloudfront.net`. */
  readonly appOrigin: string;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);

    this.siteBucket = new s3.Bucket(this, 'SiteBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: props.logsBucket,
      serverAccessLogsPrefix: 'site-bucket/',
      // The site is rebuilt from source on every deploy, so it is never worth retaining.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    this.securityHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'BizPilot: HSTS and security headers on every response (SPA and API)',
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        // The API sets its own, stricter CSP on every response, which CloudFront keeps (override: false).
        contentSecurityPolicy: {
          contentSecurityPolicy: spaContentSecurityPolicy({ uploadOrigin: props.uploadOrigin }),
          override: false,
        },
      },
      customHeadersBehavior: {
        customHeaders: [
          { header: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()', override: false },
        ],
      },
    });

    const spaRewrite = new cloudfront.Function(this, 'SpaRewrite', {
      comment: 'Serves /index.html for client-side routes (paths without a file extension)',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(SPA_REWRITE_FUNCTION),
    });

    const viewerAddress = new cloudfront.Function(this, 'ViewerAddress', {
      comment: 'Passes the viewer IP to the API in x-viewer-address (any viewer-sent value is replaced)',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(VIEWER_ADDRESS_FUNCTION),
    });

    const apiOrigin = new origins.HttpOrigin(props.apiDomainName, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      // A dynamic reference, resolved by CloudFormation at deploy: the value is not in the template. CloudFront
      // replaces any x-origin-verify header a viewer sends.
      customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerifySecret.secretValue.unsafeUnwrap() },
    });

    const siteOrigin = origins.S3BucketOrigin.withOriginAccessControl(this.siteBucket);
    // The SPA's files: from the bucket, cached, compressed. Vite's hashed files (/assets/*, the bulk of requests) are
    // served just so; every other path also goes through the SPA rewrite, which would have nothing to do for them and
    // would be billed per request.
    const siteBehavior: cloudfront.BehaviorOptions = {
      origin: siteOrigin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: this.securityHeaders,
      compress: true,
    };

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `BizPilot: SPA from S3, /api/* to the HTTP API (origin key ${props.originVerifyRotation ?? '1'})`,
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: props.priceClass ?? cloudfront.PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.logsBucket,
      ...(props.customDomain
        ? {
            domainNames: [props.customDomain.domainName],
            certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', props.customDomain.certificateArn),
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        ...siteBehavior,
        functionAssociations: [{ function: spaRewrite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          // Never cache: every answer depends on the session cookie.
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          // Cookies, query strings and every header except Host (API Gateway routes on its own host name).
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: this.securityHeaders,
          compress: true,
          functionAssociations: [{ function: viewerAddress, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
        },
        '/assets/*': siteBehavior,
      },
    });

    this.appOrigin = `https://${props.customDomain?.domainName ?? this.distribution.distributionDomainName}`;

    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'The product serves small businesses anywhere; there is no country it must be withheld from.',
    });
    if (!props.webAclArn) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR2',
        reason:
          'The firewall setting is off (it costs about $7 a month): API Gateway route throttles, the sign-in lockout per email and per address, and the CSRF checks still apply. Turn it back on, or attach a web ACL with the webAclArn setting.',
      });
    }
    if (!props.customDomain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'The distribution uses the default *.cloudfront.net certificate, for which CloudFront fixes the viewer security policy; with the domainName/certificateArn settings it uses TLSv1.2_2021.',
      });
    }

    this.deployed = this.deploySite(props);
  }

  private deploySite(props: WebProps): boolean {
    const dist = props.webDistPath;
    if (!dist || !existsSync(join(dist, 'index.html'))) {
      Annotations.of(this).addWarningV2(
        'bizpilot:web-not-built',
        `No SPA build at ${dist ?? '(none)'}: the site bucket is deployed empty. Run "npm run build" before "cdk deploy".`,
      );
      return false;
    }
    // Vite writes content-hashed files under assets/: immutable, cached for a year, and never pruned, so a tab still
    // running the previous release can lazy-load its old chunks after a deploy. Everything at the root (index.html,
    // favicon, unhashed scripts) is revalidated on every use and invalidated in CloudFront when deployed.
    const assetsDir = join(dist, 'assets');
    const deployments: s3deploy.BucketDeployment[] = [];
    if (existsSync(assetsDir)) {
      deployments.push(
        new s3deploy.BucketDeployment(this, 'DeployAssets', {
          sources: [s3deploy.Source.asset(assetsDir)],
          destinationBucket: this.siteBucket,
          destinationKeyPrefix: 'assets/',
          prune: false,
          cacheControl: [s3deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
          memoryLimit: 512,
        }),
      );
    }
    const rootFiles = readdirSync(dist).filter((name) => name !== 'assets');
    const root = new s3deploy.BucketDeployment(this, 'DeployRoot', {
      sources: [s3deploy.Source.asset(dist, { exclude: ['assets'] })],
      destinationBucket: this.siteBucket,
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString('no-cache')],
      distribution: this.distribution,
      distributionPaths: ['/', ...rootFiles.map((name) => `/${name}`)],
      memoryLimit: 512,
    });
    // index.html goes last, so it never names an asset that is not there yet.
    for (const deployment of deployments) root.node.addDependency(deployment);
    this.acknowledgeDeploymentHandler();
    return true;
  }

  /**
   * BucketDeployment runs a CDK-provided Lambda (one per stack, a sibling of this construct) whose role and runtime
   * are fixed by the CDK. Its findings are acknowledged on that Lambda only.
   */
  private acknowledgeDeploymentHandler(): void {
    const stack = Stack.of(this);
    const handlers = stack.node.children.filter((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
    const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
    const region = Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region;
    const qualifier = String(stack.node.tryGetContext('@aws-cdk/core:bootstrapQualifier') ?? 'hnb659fds');
    const siteBucketId = stack.getLogicalId(this.siteBucket.node.defaultChild as CfnElement);
    const reason =
      'CDK BucketDeployment handler (deploy-time only): the CDK fixes its runtime and its role, which copies the site from the CDK asset bucket into the site bucket and invalidates CloudFront (no resource-level permission exists for CreateInvalidation lists).';
    const ids = [
      'AwsSolutions-L1',
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      ...['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'].map(
        (action) => `AwsSolutions-IAM5[Action::${action}]`,
      ),
      `AwsSolutions-IAM5[Resource::<${siteBucketId}.Arn>/*]`,
      'AwsSolutions-IAM5[Resource::*]',
      ...['<AWS::Partition>', 'aws'].map(
        (partition) =>
          `AwsSolutions-IAM5[Resource::arn:${partition}:s3:::cdk-${qualifier}-assets-${account}-${region}/*]`,
      ),
    ];
    for (const handler of handlers) Validations.of(handler).acknowledge(...ids.map((id) => ({ id, reason })));
  }
}
