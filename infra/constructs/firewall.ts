import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { isSignInRoute, SIGN_IN_REQUESTS_PER_MINUTE } from '../../shared/api/abuse-limits';
import type { ErrorBody } from '../../shared/api/error-codes';
import type { RouteDefinition } from '../../shared/api/route-contract';

export interface FirewallProps {
  /** The route table: the sign-in rate rule covers exactly its public sign-in routes. */
  readonly routes: readonly RouteDefinition[];
  /** Requests per client IP per 5 minutes to the sign-in routes. @default 5 × SIGN_IN_REQUESTS_PER_MINUTE */
  readonly signInRequestsPer5Minutes?: number;
}

const TOO_MANY = 'too-many-requests';

/**
 * The AWS WAF web ACL in front of CloudFront (scope CLOUDFRONT, so its stack must be in us-east-1):
 *
 * 1. `SignInRatePerClient`: a rate-based rule per client IP on the public sign-in routes of the route table (each
 *    costs a scrypt or a Cognito round trip), answering 429 in the API's JSON shape. The local runtime's token
 *    bucket enforces the same rate (shared/api/abuse-limits.ts).
 * 2. `AwsCommonRuleSet`: AWS's managed baseline (bad bots, known exploit patterns, path traversal, oversized
 *    headers), with `SizeRestrictions_BODY` (8 KB) only counted: the API caps bodies itself (1 MB, or a route's
 *    declared limit) and statement uploads are larger.
 */
export class Firewall extends Construct {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: FirewallProps) {
    super(scope, id);
    const signInPaths = [...new Set(props.routes.filter(isSignInRoute).map((route) => route.path))].sort();
    const pathMatches = signInPaths.map(
      (path): wafv2.CfnWebACL.StatementProperty => ({
        byteMatchStatement: {
          fieldToMatch: { uriPath: {} },
          // A path with parameters is matched up to its first one.
          positionalConstraint: path.includes('{') ? 'STARTS_WITH' : 'EXACTLY',
          searchString: path.split('{')[0]!,
          textTransformations: [{ priority: 0, type: 'NONE' }],
        },
      }),
    );

    const signInRule: wafv2.CfnWebACL.RuleProperty = {
      name: 'SignInRatePerClient',
      priority: 0,
      action: {
        block: {
          customResponse: {
            responseCode: 429,
            customResponseBodyKey: TOO_MANY,
            responseHeaders: [{ name: 'retry-after', value: '300' }],
          },
        },
      },
      statement: {
        rateBasedStatement: {
          limit: props.signInRequestsPer5Minutes ?? 5 * SIGN_IN_REQUESTS_PER_MINUTE,
          evaluationWindowSec: 300,
          aggregateKeyType: 'IP',
          scopeDownStatement: pathMatches.length === 1 ? pathMatches[0] : { orStatement: { statements: pathMatches } },
        },
      },
      visibilityConfig: metrics('bizpilot-sign-in-rate'),
    };

    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      description: 'BizPilot: per-client sign-in rate limit and the AWS common rule set',
      defaultAction: { allow: {} },
      visibilityConfig: metrics('bizpilot-web-acl'),
      customResponseBodies: {
        [TOO_MANY]: {
          contentType: 'APPLICATION_JSON',
          // The app's own error shape, so the web reads the WAF's refusal like the API's.
          content: JSON.stringify({
            code: 'rate_limited',
            message: 'Too many requests. Try again in a few minutes.',
          } satisfies ErrorBody),
        },
      },
      rules: [
        ...(pathMatches.length ? [signInRule] : []),
        {
          name: 'AwsCommonRuleSet',
          priority: pathMatches.length ? 1 : 0,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name: 'AWSManagedRulesCommonRuleSet',
              ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }],
            },
          },
          visibilityConfig: metrics('bizpilot-common-rule-set'),
        },
      ],
    });
  }

  get webAclArn(): string {
    return this.webAcl.attrArn;
  }
}

const metrics = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});
