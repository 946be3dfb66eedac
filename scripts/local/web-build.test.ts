import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isWebBuildCurrent } from './web-build';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A checkout with one source file and, optionally, a build; times in seconds since the epoch. */
function checkout({ sourceAt, builtAt }: { sourceAt: number; builtAt?: number }): string {
  const root = mkdtempSync(join(tmpdir(), 'web-build-'));
  roots.push(root);
  mkdirSync(join(root, 'web/src/features'), { recursive: true });
  const source = join(root, 'web/src/features/page.tsx');
  writeFileSync(source, 'export {};');
  utimesSync(source, sourceAt, sourceAt);
  utimesSync(join(root, 'web/src/features'), sourceAt, sourceAt);
  utimesSync(join(root, 'web/src'), sourceAt, sourceAt);
  if (builtAt !== undefined) {
    mkdirSync(join(root, 'web/dist'));
    writeFileSync(join(root, 'web/dist/index.html'), '<!doctype html>');
    utimesSync(join(root, 'web/dist/index.html'), builtAt, builtAt);
  }
  return root;
}

describe('the web build npm start and the browser tests serve', () => {
  it('is built on a fresh clone, which has none', () => {
    expect(isWebBuildCurrent(checkout({ sourceAt: 1_000 }))).toBe(false);
  });

  it('is used as it is when no source changed after it', () => {
    expect(isWebBuildCurrent(checkout({ sourceAt: 1_000, builtAt: 2_000 }))).toBe(true);
  });

  it('is built again when a source file deep in web/src changed after it (a pull, an edit)', () => {
    const root = checkout({ sourceAt: 1_000, builtAt: 2_000 });
    const later = join(root, 'web/src/features/page.tsx');
    utimesSync(later, 3_000, 3_000);
    expect(isWebBuildCurrent(root)).toBe(false);
  });

  it('is built again when shared code the web app imports changed after it', () => {
    const root = checkout({ sourceAt: 1_000, builtAt: 2_000 });
    mkdirSync(join(root, 'shared'));
    writeFileSync(join(root, 'shared/roles.ts'), 'export {};');
    utimesSync(join(root, 'shared/roles.ts'), 3_000, 3_000);
    utimesSync(join(root, 'shared'), 1_000, 1_000);
    expect(isWebBuildCurrent(root)).toBe(false);
  });
});
