import { App, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { routes } from '../shared/api/routes';
import { BizPilotStack } from './bizpilot-stack';
import { EdgeFirewallStack } from './edge-firewall-stack';
import { readSettings } from './settings';

/**
 * `npx cdk synth` / `npx cdk deploy` entry point. Environment-agnostic unless CDK_DEFAULT_ACCOUNT/REGION are set
 * (the CLI sets them from your AWS profile), so synth works offline with no account. cdk-nag's AwsSolutions pack
 * runs on every synth: an unacknowledged finding fails it.
 */
const app = new App();
const settings = readSettings(app.node);

const account = process.env.CDK_DEFAULT_ACCOUNT;
const region = process.env.CDK_DEFAULT_REGION;
// A CloudFront web ACL can only be made in us-east-1: for an app in another region, the firewall gets its own stack
// there, deployed first (`cdk deploy --all`), and the app stack reads its ARN across regions.
const edge =
  settings.firewall && !settings.webAclArn && account && region && region !== 'us-east-1'
    ? new EdgeFirewallStack(app, `BizPilot-${settings.stage}-edge`, {
        routes,
        env: { account, region: 'us-east-1' },
        crossRegionReferences: true,
        description: `BizPilot (${settings.stage}): the CloudFront web ACL (us-east-1)`,
      })
    : undefined;
const stack = new BizPilotStack(app, `BizPilot-${settings.stage}`, {
  settings,
  description: `BizPilot (${settings.stage}): SPA, HTTP API, jobs, data`,
  ...(account && region ? { env: { account, region } } : {}),
  ...(edge ? { edgeWebAclArn: edge.firewall.webAclArn, crossRegionReferences: true } : {}),
});
for (const tagged of [stack, edge]) {
  if (!tagged) continue;
  Tags.of(tagged).add('app', 'bizpilot');
  Tags.of(tagged).add('stage', settings.stage);
}

Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
