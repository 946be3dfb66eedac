import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './repo-root';

/** The quick start is the first thing a new user follows: what it must say (issue 28 §8). */
const quickStart = () => {
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
  return readme.slice(readme.indexOf('## Quick start'), readme.indexOf('## What runs where'));
};

describe("the README's quick start", () => {
  it('says how to choose the port and the data folder, and that the seed must use the same data folder', () => {
    const text = quickStart().replace(/\s+/g, ' ');
    expect(text).toContain('Choose the port with `PORT` and the data folder with `DATA_DIR`');
    expect(text).toContain('The seed must use the same data folder as the app');
    expect(text).toContain('`DATA_DIR=… npm run seed -- --email <your email>`');
    expect(text).toContain("the provider sandbox's");
  });
});
