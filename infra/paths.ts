import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Absolute paths the stack needs, independent of the directory `cdk` or the tests run from. */
export const paths = {
  root,
  lockFile: join(root, 'package-lock.json'),
  tsconfig: join(root, 'tsconfig.json'),
  httpHandlers: join(root, 'functions', 'http'),
  jobs: join(root, 'functions', 'jobs'),
  httpHandler: (handler: string) => join(root, 'functions', 'http', `${handler}.ts`),
  resolve: (relative: string) => join(root, relative),
};
