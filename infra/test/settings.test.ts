import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { tableDefinition } from '../../functions/platform/dynamodb/table-definition';
import { readSettings } from '../settings';

const settingsFor = (context: Record<string, unknown>) => readSettings(new App({ context }).node);

describe('settings from CDK context', () => {
  it('has working defaults', () => {
    expect(settingsFor({})).toEqual({
      stage: 'dev',
      retainData: false,
      logLevel: 'INFO',
      logRetentionDays: 30,
      apiRateLimit: 1000,
      apiBurstLimit: 2000,
      signInRateLimit: 20,
      signInBurstLimit: 40,
      firewall: true,
      webDistPath: 'web/dist',
      environment: {},
      originVerifyRotation: '1',
      tableIndexes: Object.keys(tableDefinition.indexes).length,
    });
  });

  it('retains data in prod unless told otherwise', () => {
    expect(settingsFor({ stage: 'prod' }).retainData).toBe(true);
    expect(settingsFor({ stage: 'prod', retainData: 'false' }).retainData).toBe(false);
    expect(settingsFor({ stage: 'qa', retainData: 'true' }).retainData).toBe(true);
  });

  it('parses values given as strings on the command line', () => {
    const s = settingsFor({ apiRateLimit: '20', logLevel: 'debug', environment: '{"OPENAI_MODEL":"gpt-4o"}' });
    expect(s).toMatchObject({ apiRateLimit: 20, logLevel: 'DEBUG', environment: { OPENAI_MODEL: 'gpt-4o' } });
  });

  it('rejects bad values loudly', () => {
    expect(() => settingsFor({ stage: 'Prod!' })).toThrow(/stage/);
    expect(() => settingsFor({ apiRateLimit: '0' })).toThrow(/apiRateLimit/);
    expect(settingsFor({ tableIndexes: '1' }).tableIndexes).toBe(1);
    expect(() => settingsFor({ tableIndexes: '0' })).toThrow(/tableIndexes/);
    expect(() => settingsFor({ tableIndexes: '9' })).toThrow(/tableIndexes/);
    expect(() => settingsFor({ logLevel: 'LOUD' })).toThrow(/logLevel/);
    expect(() => settingsFor({ sesFromAddress: 'nobody' })).toThrow(/sesFromAddress/);
    expect(() => settingsFor({ alarmEmail: 'ops' })).toThrow(/alarmEmail/);
    expect(() => settingsFor({ sesFromAddress: 'a@b.example', sesIdentity: 'c.example' })).toThrow(/sesIdentity/);
    expect(settingsFor({ sesFromAddress: 'a@b.example' }).sesIdentity).toBe('a@b.example');
    expect(() => settingsFor({ domainName: 'app.example.com' })).toThrow(/go together/);
    expect(() =>
      settingsFor({
        domainName: 'app.example.com',
        certificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/abc',
      }),
    ).toThrow(/us-east-1/);
    expect(() => settingsFor({ webAclArn: 'arn:aws:wafv2:eu-west-1:123456789012:regional/webacl/x/y' })).toThrow(
      /CLOUDFRONT-scope/,
    );
    expect(() => settingsFor({ environment: { TABLE_NAME: 'x' } })).toThrow(/set by the stack/);
    expect(() => settingsFor({ environment: { STRIPE_SECRET_KEY: 'sk' } })).toThrow(/Secrets Manager/);
    // The SSRF rule's only override is for local runs: the stack refuses it (and a shrunk retry schedule).
    expect(() => settingsFor({ environment: { WEBHOOKS_ALLOW_PRIVATE_TARGETS: '1' } })).toThrow(
      /local runs and tests only/,
    );
    expect(() => settingsFor({ environment: { WEBHOOK_RETRY_DELAYS_SECONDS: '1' } })).toThrow(
      /local runs and tests only/,
    );
    expect(() => settingsFor({ environment: { WEBHOOK_TARGETS_CACHE_SECONDS: '5' } })).toThrow(
      /local runs and tests only/,
    );
    expect(() => settingsFor({ environment: { WEBHOOK_QUEUE_URL: 'https://x' } })).toThrow(/set by the stack/);
  });
});
