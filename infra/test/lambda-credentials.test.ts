import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { ENTRY_FILE, esbuildOptionsFor } from '../lambda-bundling';
import { paths } from '../paths';
import { deployedFunctions } from './fixture';

/**
 * The Lambda bundles resolve credentials from the environment only (the SDK's default chain aliased away, see
 * `functions/platform/lambda-credentials.ts`): proven on a real bundle making a real signed call.
 */
const dir = mkdtempSync(join(tmpdir(), 'bizpilot-credentials-'));
const bundle = join(dir, 'bundle', ENTRY_FILE);
const { metafile } = await build({
  ...esbuildOptionsFor(paths.resolve('infra/test/fixtures/first-aws-call.ts'), join(dir, 'bundle'), paths.tsconfig),
  write: true,
});
const bundledPackages = Object.keys(metafile?.inputs ?? {}).map(
  (input) => /node_modules\/(@[^/]+\/[^/]+)/.exec(input)?.[1],
);

// A shared credentials file the SDK's default chain would fall back on, outside Lambda.
const sharedCredentials = join(dir, 'credentials');
writeFileSync(sharedCredentials, '[default]\naws_access_key_id = AKIDFROMFILE\naws_secret_access_key = file-secret\n');

const received: IncomingHttpHeaders[] = [];
const server = createServer((req, res) => {
  received.push(req.headers);
  req
    .resume()
    .on('end', () => res.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' }).end('{"TableNames":[]}'));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

async function runBundle(credentials: Record<string, string>): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [bundle, endpoint], {
    env: {
      PATH: process.env.PATH,
      HOME: dir,
      AWS_SHARED_CREDENTIALS_FILE: sharedCredentials,
      AWS_CONFIG_FILE: join(dir, 'config'),
      AWS_EC2_METADATA_DISABLED: 'true',
      ...credentials,
    },
  });
  return stdout.trim();
}

describe('credentials in a Lambda bundle', () => {
  it('bundles the environment provider in place of the default chain and its STS/SSO clients', () => {
    expect(bundledPackages).toContain('@aws-sdk/credential-provider-env');
    for (const chainOnly of [
      '@aws-sdk/credential-provider-node',
      '@aws-sdk/credential-provider-ini',
      '@aws-sdk/credential-provider-sso',
      '@aws-sdk/nested-clients',
    ]) {
      expect(bundledPackages).not.toContain(chainOnly);
    }
  });

  it("signs with the role's credentials Lambda puts in the environment", async () => {
    received.length = 0;
    const outcome = await runBundle({
      AWS_ACCESS_KEY_ID: 'AKIDFROMLAMBDA',
      AWS_SECRET_ACCESS_KEY: 'lambda-secret',
      AWS_SESSION_TOKEN: 'lambda-session',
    });
    expect(outcome).toBe('sent');
    expect(received).toHaveLength(1);
    expect(received[0]!.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDFROMLAMBDA\/\d{8}\/us-east-1\/dynamodb\//,
    );
    expect(received[0]!['x-amz-security-token']).toBe('lambda-session');
  });

  it('looks nowhere else: without them it fails rather than reading a credentials file', async () => {
    received.length = 0;
    expect(await runBundle({})).toBe('Unable to find environment variable credentials.');
    expect(received).toHaveLength(0);
  });

  it('is what the stack deploys too (an AppFunction synthesised with bundling on)', () => {
    const { assetDirs } = deployedFunctions([paths.resolve('infra/test/fixtures/first-aws-call.ts')], join(dir, 'out'));
    const code = readFileSync(join(assetDirs[0]!, ENTRY_FILE), 'utf8');
    expect(code).toContain('Unable to find environment variable credentials.');
    // Each provider of the chain logs '<its package> - <its name>' when asked; only the environment's is left.
    expect(code).not.toMatch(/@aws-sdk\/credential-provider-(?!env)[a-z-]+ - /);
  }, 120_000);
});
