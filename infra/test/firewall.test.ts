import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { isSignInRoute, SIGN_IN_REQUESTS_PER_MINUTE } from '../../shared/api/abuse-limits';
import { routes } from '../../shared/api/routes';
import { VIEWER_ADDRESS_FUNCTION, VIEWER_ADDRESS_HEADER } from '../constructs/web';
import { EdgeFirewallStack } from '../edge-firewall-stack';
import { allTemplates, defaultStack, resourcesIn, resourcesOf, synth, TEST_ENV } from './fixture';

const { stack, template } = defaultStack();
const signInPaths = [...new Set(routes.filter(isSignInRoute).map((route) => route.path))].sort();

describe('the firewall (AWS WAF on CloudFront)', () => {
  it('rate-limits each client IP on exactly the public sign-in routes of the route table, answering 429 JSON', () => {
    expect(signInPaths).toEqual(
      expect.arrayContaining(['/api/login', '/api/auth/local/sign-in', '/api/auth/local/sign-up']),
    );
    expect(signInPaths).not.toContain('/api/auth/user');
    template.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      Rules: Match.arrayWith([
        Match.objectLike({
          Name: 'SignInRatePerClient',
          Action: { Block: { CustomResponse: Match.objectLike({ ResponseCode: 429 }) } },
          Statement: {
            RateBasedStatement: {
              Limit: 5 * SIGN_IN_REQUESTS_PER_MINUTE,
              EvaluationWindowSec: 300,
              AggregateKeyType: 'IP',
              ScopeDownStatement: {
                OrStatement: {
                  Statements: signInPaths.map((path) => ({
                    ByteMatchStatement: Match.objectLike({
                      FieldToMatch: { UriPath: {} },
                      PositionalConstraint: 'EXACTLY',
                      SearchString: path,
                    }),
                  })),
                },
              },
            },
          },
        }),
      ]),
    });
    const [[, acl]] = resourcesOf(template, 'AWS::WAFv2::WebACL') as [[string, { Properties: any }]];
    const body = acl.Properties.CustomResponseBodies['too-many-requests'];
    expect(JSON.parse(body.Content)).toEqual({
      code: 'rate_limited',
      message: expect.stringMatching(/^Too many requests/),
    });
  });

  it("runs AWS's common rule set, only counting its 8 KB body rule (the API caps bodies itself)", () => {
    template.hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: Match.arrayWith([
        Match.objectLike({
          Name: 'AwsCommonRuleSet',
          OverrideAction: { None: {} },
          Statement: {
            ManagedRuleGroupStatement: {
              VendorName: 'AWS',
              Name: 'AWSManagedRulesCommonRuleSet',
              RuleActionOverrides: [{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }],
            },
          },
        }),
      ]),
    });
  });

  it('is attached to the distribution', () => {
    const webAclId = stack.resolve(stack.firewall!.webAcl.attrArn);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ WebACLId: webAclId }),
    });
  });

  it("gives the API the viewer's IP in a header no client can set, and tells the functions to read it", () => {
    expect(VIEWER_ADDRESS_FUNCTION).toContain(
      `request.headers['${VIEWER_ADDRESS_HEADER}'] = { value: event.viewer.ip }`,
    );
    template.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: VIEWER_ADDRESS_FUNCTION,
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
    });
    const functions = resourcesIn(allTemplates(stack), 'AWS::Lambda::Function').filter(
      ([, fn]) => fn.Properties.Environment?.Variables?.APP_ORIGIN,
    );
    expect(functions.length).toBeGreaterThan(routes.length - 1);
    for (const [, fn] of functions) {
      expect(fn.Properties.Environment.Variables.CLIENT_ADDRESS_HEADER).toBe(VIEWER_ADDRESS_HEADER);
    }
  });

  it('can be turned off (no web ACL), and refuses to be made outside us-east-1', () => {
    const off = synth({ context: { firewall: false } });
    expect(resourcesOf(off.template, 'AWS::WAFv2::WebACL')).toHaveLength(0);
    expect(() => synth({ env: TEST_ENV })).toThrow(/must be created in us-east-1/);
  });

  it('lives in its own us-east-1 stack for an app in another region', () => {
    const app = new App();
    const edge = new EdgeFirewallStack(app, 'Edge', {
      routes,
      env: { ...TEST_ENV, region: 'us-east-1' },
      crossRegionReferences: true,
    });
    Template.fromStack(edge).resourceCountIs('AWS::WAFv2::WebACL', 1);
    expect(Stack.of(edge.firewall).region).toBe('us-east-1');
  });
});
