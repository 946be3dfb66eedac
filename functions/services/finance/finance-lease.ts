import { releaseFinanceLease, takeFinanceLease } from '../../data/finance-lease';
import { Conflict } from '../../platform/errors';
import { newId } from '../../platform/ids';

/**
 * Runs `work` as the workspace's one writer of its books. A request does not wait long: if an import holds the
 * lease past a few seconds, it answers 409 and the user tries again.
 */
export async function withFinanceLease<T>(workspaceId: string, work: () => Promise<T>, waitMs = 5_000): Promise<T> {
  const holder = `request:${newId()}`;
  const deadline = Date.now() + waitMs;
  for (let delay = 100; !(await takeFinanceLease(workspaceId, holder)); delay = Math.min(delay * 2, 1_000)) {
    if (Date.now() + delay > deadline) {
      throw new Conflict('A statement is being imported into your books; try again in a moment');
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
  try {
    return await work();
  } finally {
    await releaseFinanceLease(workspaceId, holder);
  }
}
