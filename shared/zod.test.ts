import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { lambdaBuildOptions } from '../infra/lambda-bundling';
import { paths } from '../infra/paths';
import { pageQuerySchema } from './schemas/pagination';
import * as z from './zod';

describe('zod as the repo imports it', () => {
  it("writes zod's own messages in English, as classic zod did", () => {
    expect(z.string().safeParse(4).error?.issues[0]?.message).toBe('Invalid input: expected string, received number');
    expect(pageQuerySchema.safeParse({ limit: '500' }).error?.issues[0]?.message).toBe(
      'Too big: expected number to be <=200',
    );
  });

  it('keeps the English messages in a tree-shaken Lambda bundle', async () => {
    // A bundler may drop a module whose exports it resolves elsewhere unless package.json says it has side effects.
    const entry = `import { pageQuerySchema } from ${JSON.stringify(paths.resolve('shared/schemas/pagination.ts'))};
      export const message = pageQuerySchema.safeParse({ limit: 'many' }).error.issues[0].message;`;
    const built = await build({
      ...lambdaBuildOptions(paths.tsconfig),
      stdin: { contents: entry, resolveDir: paths.resolve('.'), loader: 'ts' },
      write: false,
      sourcemap: false,
      banner: {},
    });
    // A process of its own: zod keeps its settings on globalThis, and this one has imported ./zod already.
    const script = `const { message } = await import('data:text/javascript;base64,${Buffer.from(built.outputFiles[0]!.text).toString('base64')}'); process.stdout.write(message);`;
    const message = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(message).toBe('Invalid input: expected number, received NaN');
  });
});
