import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { draftAutomation } from './draft-automation';
import { evalContext, evalSet } from './draft-eval-set';

/** What a case is scored on: everything the proposal does (its generated name aside). */
function scored(text: string) {
  const outcome = draftAutomation(text, evalContext);
  if (!outcome.ok) return null;
  const { triggerType, triggerConfig, steps } = outcome.proposal;
  return { triggerType, triggerConfig, steps };
}

describe("'Describe it': the built-in engine on the evaluation set", () => {
  it('has at least 40 descriptions', () => {
    expect(evalSet.length).toBeGreaterThanOrEqual(40);
  });

  it('gets at least 80% exactly right, and prints its score', () => {
    const misses = evalSet.filter((c) => !isDeepStrictEqual(scored(c.text), c.expected));
    const right = evalSet.length - misses.length;
    const score = (100 * right) / evalSet.length;
    console.log(`Describe it, built-in engine: ${right}/${evalSet.length} exactly right (${score.toFixed(1)}%)`);
    for (const miss of misses) console.log(`  missed: ${miss.text}\n    got: ${JSON.stringify(scored(miss.text))}`);
    expect(score).toBeGreaterThanOrEqual(80);
  });
});
