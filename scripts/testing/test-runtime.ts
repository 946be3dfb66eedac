import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cheapPasswordHashingForTests } from '../../functions/platform/auth/password';
import type { LocalRuntime, LocalRuntimeOptions } from '../local/runtime';
import { ApiClient } from './api-client';

export interface TestApi {
  url: string;
  /**
   * The endpoint of the runtime's table, for a test that writes what no route makes (yet) straight into it
   * (`scripts/testing/teams.ts`); absent when the table is not the embedded engine's.
   */
  tableEndpoint?: string;
  /** A fresh, signed-out client. */
  client(): ApiClient;
  stop(): Promise<void>;
}

/** A runtime of the test file's own, in its process: the file can also wait for its background work. */
export interface OwnTestApi extends TestApi {
  syncsIdle: LocalRuntime['syncsIdle'];
}

/**
 * Starts the real local runtime (embedded DynamoDB and S3, every handler) on a random port with a temporary
 * data folder. One per test file: vitest runs files in separate processes, so their environments never mix.
 */
export async function startTestApi(
  options: Pick<LocalRuntimeOptions, 'signInRequestsPerMinute' | 'arrivals'> = {},
): Promise<OwnTestApi> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bizpilot-test-'));
  // A handler that drifts from its route's contract fails here, in the tests, not in the web. The app itself (npm
  // start, Lambda) skips the check: it would cost every request a second parse of its answer.
  process.env.VALIDATE_RESPONSES ??= 'true';
  // Loaded here, not at the top: a file on the shared runtime (shared-test-api.ts) signs up its users with this
  // module and must not pay for importing the whole app.
  const { startLocalRuntime } = await import('../local/runtime');
  // Passwords hashed at a test cost while this runtime runs (a few hundred sign-ups per suite; the real cost is
  // proven in password.test.ts, and verification reads the cost from each hash).
  const releaseCheapHashing = cheapPasswordHashingForTests();
  const runtime = await startLocalRuntime({
    port: 0,
    dataDir,
    webDist: join(dataDir, 'no-web-build'),
    // Test files sign up their users from one address in a burst; the rate limit has its own tests.
    signInRequestsPerMinute: 100_000,
    ...options,
  }).catch(async (error: unknown) => {
    releaseCheapHashing();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    url: runtime.url,
    tableEndpoint: process.env.DYNAMODB_ENDPOINT,
    client: () => new ApiClient(runtime.url),
    syncsIdle: runtime.syncsIdle,
    stop: async () => {
      await runtime.stop();
      releaseCheapHashing();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;

export interface TestUser {
  client: ApiClient;
  email: string;
  password: string;
  user: { id: string; firstName: string; lastName: string; email: string; subscriptionTier: string };
}

/** The password of every account the tests sign up, unless a test gives its own. */
export const TEST_PASSWORD = 'correct horse battery';

/** Signs up a new account on any running API (a test API, a local runtime, a bench's runtime process). */
export async function signUpUser(
  api: { url: string },
  overrides: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {},
): Promise<TestUser> {
  counter += 1;
  const body = {
    email: `user${counter}-${Date.now()}@example.com`,
    password: TEST_PASSWORD,
    firstName: 'Test',
    lastName: `User${counter}`,
    ...overrides,
  };
  const client = new ApiClient(api.url);
  const response = await client.post('/api/auth/local/sign-up', body);
  if (response.status !== 201) throw new Error(`Sign-up failed: ${response.status} ${response.text}`);
  return { client, email: body.email.trim().toLowerCase(), password: body.password, user: response.body };
}

/** Signs in through the real sign-in route; the answer's client carries the new session. */
export async function signInUser(api: { url: string }, email: string, password = TEST_PASSWORD) {
  const client = new ApiClient(api.url);
  const response = await client.post('/api/auth/local/sign-in', { email, password });
  return { client, response };
}

/**
 * Two users, each with their own workspace: every feature's tests use this to prove one workspace can neither
 * read nor change the other's data.
 */
export async function signUpTwoUsers(api: TestApi): Promise<[TestUser, TestUser]> {
  const alice = await signUpUser(api, { firstName: 'Alice', lastName: 'Owner' });
  const bob = await signUpUser(api, { firstName: 'Bob', lastName: 'Intruder' });
  return [alice, bob];
}
