import { logger } from '../../platform/logger';

/**
 * Fires each due entry an every-minute pass found, one at a time: one workspace's failure is logged and does not keep
 * the others from firing (that entry is still registered, so the next tick tries it again). Answers how many fired.
 */
export async function fireEachDue<Due extends object>(
  candidates: readonly Due[],
  fire: (due: Due) => Promise<boolean>,
  names: { one: string; many: string },
): Promise<number> {
  let fired = 0;
  for (const due of candidates) {
    try {
      if (await fire(due)) fired += 1;
    } catch (error) {
      logger.error(`${names.one} could not be fired`, { ...due, error: error as Error });
    }
  }
  if (fired) logger.info(`${names.many} fired: ${fired}`, { fired });
  return fired;
}
