import { inject } from 'vitest';
import { ApiClient } from './api-client';
import { startTestApi, type TestApi } from './test-runtime';

/**
 * The local runtime this test file shares with the other API test files (vitest's globalSetup
 * `scripts/testing/shared-runtime.global.ts` starts one, in its own process, on the first file's request): no
 * runtime to boot per file. Isolation comes from the file's own signed-up users, each with their own workspace, so
 * a file using it must not depend on the runtime's settings (it cannot change them), on counters per client address
 * (sign-in failures) or on being the only user. Without the globalSetup (a config that lacks it) the file starts its
 * own runtime, as `startTestApi` does.
 */
export async function sharedTestApi(): Promise<TestApi> {
  const broker = inject('sharedRuntimeBroker');
  if (!broker) {
    const { startedForThisFile } = await import('./for-this-file');
    return startedForThisFile(startTestApi());
  }
  const answer = await fetch(broker);
  if (!answer.ok) throw new Error(`No shared test runtime: ${await answer.text()}`);
  const { url, tableEndpoint } = (await answer.json()) as { url: string; tableEndpoint?: string };
  return { url, tableEndpoint, client: () => new ApiClient(url), stop: async () => {} };
}
