import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder, wherever a script is started from. A leaf module: it loads nothing else. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
