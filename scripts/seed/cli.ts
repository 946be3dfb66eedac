/**
 * `npm run seed -- --email <user>`: adds a demo team to that user's workspace (10 employees with
 * competency history, manager notes, tasks and AI insights) through the data layer.
 *
 * Where the data goes: `DYNAMODB_ENDPOINT` when set (a running DynamoDB-compatible engine, or AWS with the
 * usual credentials and `TABLE_NAME`), otherwise the embedded engine under `DATA_DIR` (default `.data/`) — the
 * same folder `npm start` uses, so stop the app first (the engine holds a lock on the folder), seed, start again.
 * The user must have signed up first (built-in sign-in). With Cognito sign-in pass `--workspace <id>` instead.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { localCredentialEntity } from '../../functions/data/auth/local-credentials';
import { userEntity } from '../../functions/data/auth/users';
import { workspaceEntity } from '../../functions/data/workspace/workspaces';
import { config } from '../../functions/platform/config';
import { startRuntimeContext, stopRuntimeContext } from '../../functions/platform/runtime-context';
import { type EmbeddedService, startEmbeddedDynamo } from '../local/embedded-services';
import { ensureTable } from '../local/provision-table';
import { repoRoot } from '../local/repo-root';
import { seedTeammates } from './seed-teammates';
import { seedWorkspace } from './seed-workspace';

const envFile = join(repoRoot, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);
process.env.LOG_LEVEL ??= 'WARN';
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const { values } = parseArgs({
  options: { email: { type: 'string' }, workspace: { type: 'string' } },
});

async function main(): Promise<void> {
  if (!values.email && !values.workspace) throw new Error('Usage: npm run seed -- --email <user email>');
  let engine: EmbeddedService | undefined;
  if (!process.env.DYNAMODB_ENDPOINT) {
    const dataDir = process.env.DATA_DIR ?? join(repoRoot, '.data');
    // The engine locks the folder: while `npm start` runs on it, opening fails (or the engine dies on first use).
    const locked = (error: unknown) =>
      new Error(
        `Could not open the data folder ${dataDir}: is \`npm start\` running on it? Stop it first. (${(error as Error).message})`,
      );
    try {
      engine = await startEmbeddedDynamo(dataDir);
      process.env.DYNAMODB_ENDPOINT = engine.endpoint;
      startRuntimeContext();
      await ensureTable(engine.endpoint, config().TABLE_NAME, config().AWS_REGION);
    } catch (error) {
      // The engine's thread may already be gone; do not wait on it for long.
      await Promise.race([engine?.stop().catch(() => undefined), new Promise((r) => setTimeout(r, 1000))]);
      throw locked(error);
    }
  }
  try {
    const { workspaceId, userId } = await resolveWorkspace();
    const result = await seedWorkspace(workspaceId, userId);
    if (result.employees === 0) {
      console.log(`Workspace ${workspaceId} already has the demo team (${result.alreadyThere} of its employees).`);
    } else {
      const left = result.alreadyThere ? ` (${result.alreadyThere} demo employees were already there)` : '';
      console.log(
        `Seeded workspace ${workspaceId}: ${result.employees} employees${left}, ${result.snapshots} competency ` +
          `assessments, ${result.notes} manager notes, ${result.tasks} tasks, ${result.insights} AI insights.`,
      );
    }
    const { teammates, planNote } = await seedTeammates(workspaceId);
    if (planNote) console.log(planNote);
    console.log('Demo teammates (sign in with these to try their roles):');
    for (const t of teammates) {
      const linked = t.employee ? `, linked to the employee ${t.employee}` : '';
      console.log(`  ${t.role.padEnd(8)} ${t.email}  password: ${t.password}${linked}`);
    }
    console.log("  Each lands in their own workspace first: pick yours under 'Switch workspace' in the user menu.");
  } finally {
    stopRuntimeContext();
    await engine?.stop();
  }
}

async function resolveWorkspace(): Promise<{ workspaceId: string; userId: string }> {
  if (values.workspace) {
    const workspace = await workspaceEntity.get({ workspaceId: values.workspace });
    if (!workspace) throw new Error(`No workspace ${values.workspace}`);
    return { workspaceId: workspace.id, userId: workspace.ownerUserId };
  }
  const email = values.email!.trim().toLowerCase();
  const credential = await localCredentialEntity.get({ email });
  const user = credential && (await userEntity.get({ id: credential.userId }));
  if (!user) throw new Error(`No user signed up with ${email}. Sign up in the app first, then seed.`);
  return { workspaceId: user.workspaceId, userId: user.id };
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
