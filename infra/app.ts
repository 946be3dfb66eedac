import { App, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { BizPilotStack } from './bizpilot-stack';
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
const stack = new BizPilotStack(app, `BizPilot-${settings.stage}`, {
  settings,
  description: `BizPilot (${settings.stage}): SPA, HTTP API, jobs, data`,
  ...(account && region ? { env: { account, region } } : {}),
});
Tags.of(stack).add('app', 'bizpilot');
Tags.of(stack).add('stage', settings.stage);

Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
