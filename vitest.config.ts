import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          include: ['shared/**/*.test.ts', 'functions/**/*.test.ts', 'scripts/**/*.test.ts', 'infra/**/*.test.ts'],
          // API tests use the real local runtime (embedded DynamoDB + S3): one shared by the files that can
          // (`sharedTestApi`), started by this globalSetup on first use; the others start their own per file.
          globalSetup: ['scripts/testing/shared-runtime.global.ts'],
          // Give them room on 2 cores.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', LOG_LEVEL: 'SILENT' },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/testing/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
