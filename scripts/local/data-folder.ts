import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { StartupError } from './startup-error';

/** Files LevelDB writes even to an empty database; anything else in the folder is data. */
const LEVELDB_HOUSEKEEPING = new Set(['LOCK', 'LOG', 'LOG.old']);

/**
 * Checks the data folder before any engine touches it: it must be writable, and an existing database must still be
 * openable — LevelDB given a folder of data files without `CURRENT` would start a new, empty database there and
 * delete the old files, so that is refused, never repaired silently.
 */
export async function checkDataFolder(dataDir: string): Promise<void> {
  try {
    await mkdir(dataDir, { recursive: true });
    const probe = join(dataDir, `.write-check-${randomBytes(4).toString('hex')}`);
    await writeFile(probe, '');
    await rm(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new StartupError(
      `The data folder ${dataDir} is not writable (${code}): give this user write access to it, or set DATA_DIR to another folder.`,
    );
  }
  const database = dynamoDir(dataDir);
  if (!existsSync(database)) return;
  const files = (await readdir(database)).filter((name) => !LEVELDB_HOUSEKEEPING.has(name));
  if (files.length > 0 && !files.includes('CURRENT')) {
    throw new StartupError(
      `The database in ${database} has data files but no CURRENT file; BizPilot will not start over it (that would delete the data). Restore the folder from a backup, or rebuild it with: npm run data:repair`,
    );
  }
}

export const dynamoDir = (dataDir: string) => join(dataDir, 'dynamodb');

/** Whether the folder holds a database already (as opposed to a fresh start). */
export async function holdsDatabase(database: string): Promise<boolean> {
  if (!existsSync(database)) return false;
  return (await readdir(database)).some((name) => !LEVELDB_HOUSEKEEPING.has(name));
}
