import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ENTRY_FILE } from '../lambda-bundling';
import { paths } from '../paths';
import { deployedFunctions } from './fixture';

const dir = mkdtempSync(join(tmpdir(), 'bizpilot-app-function-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// The deploy path itself: what `cdk synth` hands Lambda, bundled as every AppFunction is. Two functions, as a stack
// has many: each must get its own bundle.
const {
  template,
  assetDirs: [assetDir, otherAssetDir],
} = deployedFunctions(
  [paths.resolve('infra/test/fixtures/lazy-handler.ts'), paths.resolve('infra/test/fixtures/first-aws-call.ts')],
  dir,
);

describe('a deployed function', () => {
  it("is Node.js 24 on arm64, started from index.mjs's handler", () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Handler: 'index.handler',
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
    });
  });

  it('gives every function a bundle of its own entry', () => {
    expect(assetDir).not.toBe(otherAssetDir);
    expect(readFileSync(join(otherAssetDir!, ENTRY_FILE), 'utf8')).toContain('ListTables');
    expect(readFileSync(join(otherAssetDir!, ENTRY_FILE), 'utf8')).not.toContain('lazy-greeting');
  });

  it('ships the entry with a source map, and what it imports dynamically as a chunk beside it', () => {
    expect(readdirSync(assetDir!).sort()).toEqual(['chunks', ENTRY_FILE, `${ENTRY_FILE}.map`]);
    const chunks = readdirSync(join(assetDir!, 'chunks'));
    expect(chunks.filter((file) => file.endsWith('.mjs'))).toEqual([expect.stringMatching(/^lazy-greeting-\w+\.mjs$/)]);
    expect(readFileSync(join(assetDir!, ENTRY_FILE), 'utf8')).not.toContain('lazy hello');
  });

  it('answers when Lambda imports index.mjs and calls handler: the chunk is found where it was put', () => {
    const script = `const { handler } = await import(${JSON.stringify(pathToFileURL(join(assetDir!, ENTRY_FILE)).href)});
      process.stdout.write(await handler({ name: 'Ada' }));`;
    expect(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })).toBe(
      'lazy hello, Ada',
    );
  });
});
