import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, describe, expect, it } from 'vitest';
import { spaContentSecurityPolicy } from '../../shared/security/content-security-policy';
import { SPA_REWRITE_FUNCTION } from '../constructs/web';
import { defaultStack, resourcesOf, synth, TEST_ENV } from './fixture';

const { stack, template } = defaultStack();

// AWS-managed policy ids (CloudFront documentation).
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

function distributionConfig(t = template) {
  const [[, distribution]] = resourcesOf(t, 'AWS::CloudFront::Distribution') as [[string, { Properties: any }]];
  return distribution.Properties.DistributionConfig;
}

describe('Web', () => {
  it('serves the site bucket through origin access control', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    const config = distributionConfig();
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    const s3Origin = config.Origins.find((o: any) => o.S3OriginConfig);
    expect(s3Origin.OriginAccessControlId).toBeDefined();
  });

  it('sends /api/* to the HTTP API uncached, forwarding cookies, query strings and headers except Host', () => {
    const [api] = distributionConfig().CacheBehaviors;
    expect(api).toMatchObject({
      PathPattern: '/api/*',
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      ViewerProtocolPolicy: 'redirect-to-https',
    });
    const apiOrigin = distributionConfig().Origins.find((o: any) => o.Id === api.TargetOriginId);
    expect(JSON.stringify(apiOrigin.DomainName)).toContain('execute-api');
    expect(apiOrigin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
    // The origin-verify header comes from Secrets Manager at deploy time; the template holds only a reference.
    expect(apiOrigin.OriginCustomHeaders).toEqual([{ HeaderName: 'x-origin-verify', HeaderValue: expect.anything() }]);
    expect(JSON.stringify(apiOrigin.OriginCustomHeaders[0].HeaderValue)).toContain('{{resolve:secretsmanager:');
    // Rotation: a new label changes the distribution, which makes CloudFormation re-resolve the header.
    expect(distributionConfig().Comment).toMatch(/origin key 1\)$/);
  });

  it('forwards the Authorization header of API-key requests to the API origin', () => {
    // An origin request policy cannot name Authorization, but the managed AllViewer policies forward it when the
    // behavior's cache policy is CachingDisabled (AWS knowledge center, "cloudfront-authorization-header"). Both halves
    // must hold, or every `Authorization: Bearer bp_live_…` request reaches the API without its key and answers 401.
    const api = distributionConfig().CacheBehaviors.find((b: any) => b.PathPattern === '/api/*');
    expect(api.CachePolicyId).toBe(CACHING_DISABLED);
    expect(api.OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST_HEADER);
    expect(api.ForwardedValues).toBeUndefined();
    // No custom origin request policy that would drop it: the managed one is the only one in the stack.
    expect(resourcesOf(template, 'AWS::CloudFront::OriginRequestPolicy')).toHaveLength(0);
  });

  it('falls back to index.html with a viewer-request function, not error-response mapping', () => {
    const config = distributionConfig();
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: expect.anything() },
    ]);
    // /api/* runs only the function that passes the viewer's IP (infra/test/firewall.test.ts).
    const api = config.CacheBehaviors.find((b: any) => b.PathPattern === '/api/*');
    expect(api.FunctionAssociations).toEqual([
      {
        EventType: 'viewer-request',
        FunctionARN: { 'Fn::GetAtt': [expect.stringMatching(/^WebViewerAddress/), 'FunctionARN'] },
      },
    ]);
  });

  it('serves /assets/* from the same bucket without running the rewrite function', () => {
    const config = distributionConfig();
    const assets = config.CacheBehaviors.find((b: any) => b.PathPattern === '/assets/*');
    expect(assets).toMatchObject({ TargetOriginId: config.DefaultCacheBehavior.TargetOriginId });
    expect(assets.FunctionAssociations).toBeUndefined();
    expect(assets.ResponseHeadersPolicyId).toEqual(config.DefaultCacheBehavior.ResponseHeadersPolicyId);
    expect(config.Origins).toHaveLength(2);
  });

  /** The CloudFront Function's handler, run here as the edge runs it. */
  const spaRewrite = () =>
    new Function(`${SPA_REWRITE_FUNCTION}; return handler;`)() as (e: { request: { uri: string } }) => {
      uri?: string;
      statusCode?: number;
    };

  it('rewrites client-side routes only', () => {
    const rewrite = spaRewrite();
    for (const route of ['/', '/tasks', '/employees/01J/edit']) {
      expect(rewrite({ request: { uri: route } }).uri, route).toBe('/index.html');
    }
    for (const file of ['/assets/index-abc123.js', '/favicon.ico']) {
      expect(rewrite({ request: { uri: file } }).uri, file).toBe(file);
    }
  });

  it('answers a path with malformed percent-escapes with 400 at the edge, as the local runtime does', () => {
    const rewrite = spaRewrite();
    for (const uri of ['/%c0%ae%c0%ae/', '/team/%ZZ', '/%E0%A4%A', '/favicon%ZZ.ico', '/%']) {
      expect(rewrite({ request: { uri } }), uri).toMatchObject({ statusCode: 400 });
    }
    // Well-formed escapes are still client-side routes.
    expect(rewrite({ request: { uri: '/team/J%C3%BCrgen' } })).toMatchObject({ uri: '/index.html' });
  });

  it('adds HSTS and the security headers to SPA and API responses', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: {
          StrictTransportSecurity: {
            AccessControlMaxAgeSec: 31536000,
            IncludeSubdomains: true,
            Override: true,
          },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
          // The API's own (stricter) CSP wins on /api responses.
          ContentSecurityPolicy: { ContentSecurityPolicy: Match.anyValue(), Override: false },
        },
      }),
    });
    // The SPA's CSP, with the files bucket's regional URL (a token) allowed for presigned statement uploads.
    const [, policy] = resourcesOf(template, 'AWS::CloudFront::ResponseHeadersPolicy')[0]!;
    const csp = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy;
    const [marker] = spaContentSecurityPolicy({ uploadOrigin: 'UPLOAD' }).split('UPLOAD');
    expect(csp.ContentSecurityPolicy['Fn::Join'][1][0]).toBe(`${marker}https://`);
    expect(JSON.stringify(csp)).toContain('RegionalDomainName');
    const config = distributionConfig();
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual(
      config.CacheBehaviors[0].ResponseHeadersPolicyId,
    );
  });

  it('logs requests to the access-log bucket', () => {
    expect(distributionConfig().Logging).toMatchObject({ Prefix: 'cloudfront/' });
  });

  it('skips the site deployment (with a warning) when web/dist is not built', () => {
    expect(stack.web.deployed).toBe(false);
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);
  });
});

describe('Web with a built SPA', () => {
  const dist = mkdtempSync(join(tmpdir(), 'bizpilot-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>BizPilot</title>');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  // For a concrete account, as `cdk deploy` synthesises: the CDK asset bucket name then carries the account id.
  // The firewall of a non-us-east-1 app lives in its own stack (infra/app.ts); not what this test is about.
  const built = synth({ context: { webDistPath: dist, firewall: false }, env: TEST_ENV });

  it('deploys hashed assets immutable and root files revalidated, invalidating only the root files', () => {
    const deployments = resourcesOf(built.template, 'Custom::CDKBucketDeployment');
    expect(deployments).toHaveLength(2);
    const assets = deployments.find(([id]) => id.includes('DeployAssets'))![1].Properties;
    const root = deployments.find(([id]) => id.includes('DeployRoot'))![1].Properties;
    expect(assets).toMatchObject({
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
      DestinationBucketKeyPrefix: 'assets/',
      Prune: false,
    });
    expect(root).toMatchObject({ SystemMetadata: { 'cache-control': 'no-cache' }, Prune: false });
    expect(root.DistributionPaths.sort()).toEqual(['/', '/favicon.svg', '/index.html']);
  });

  it('passes cdk-nag with the deployment custom resource too', () => {
    const report = new AwsSolutionsChecks().validateScope(built.stack);
    expect(report.violations.map((v) => `${v.ruleName} @ ${v.violatingResources[0]?.constructPath}`)).toEqual([]);
  });
});
