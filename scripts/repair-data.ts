import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import { ClassicLevel } from 'classic-level';
import { dynamoDir } from './local/data-folder';
import { repoRoot } from './local/repo-root';

/**
 * `npm run data:repair`: rebuilds the embedded database's index (LevelDB's RepairDB) from the data files it finds,
 * for a folder `npm start` refuses as damaged (e.g. a lost or broken `CURRENT`). A copy of the folder is kept
 * beside it first. Run it with the app stopped.
 */
const envFile = join(repoRoot, '.env');
if (process.env.DATA_DIR === undefined) {
  try {
    process.loadEnvFile(envFile);
  } catch {
    // no .env: the default folder
  }
}
const database = dynamoDir(process.env.DATA_DIR ?? join(repoRoot, '.data'));
const backup = `${database}.before-repair-${new Date().toISOString().replace(/[:.]/g, '-')}`;

await cp(database, backup, { recursive: true });
console.log(`Copied ${database} to ${backup}.`);
await ClassicLevel.repair(database);
console.log(`Repaired ${database}. Start the app with npm start; if data is missing, the copy above is untouched.`);
