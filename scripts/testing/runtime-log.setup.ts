import { relative } from 'node:path';
import { expect } from 'vitest';
import { repoRoot } from '../local/repo-root';
import { logRuntimeTo } from './runtime-log';

// Every node test file's runtimes (its own, in this worker) log into the test runtime log under the file's name.
logRuntimeTo(relative(repoRoot, expect.getState().testPath ?? 'vitest'));
