import { describe, expect, it } from 'vitest';
import { recognizeIntent } from '../intents';
import { EVALUATION_EMPLOYEES, EVALUATION_NOW, EVALUATION_TIME_ZONE, phrasings } from './phrasings';

/**
 * The built-in engine's score on the evaluation set: the share of phrasings read exactly (intent and every argument).
 * The goal is 95%; below 90% fails. The misses are printed so a change to the parser shows what it broke or fixed.
 */
const GOAL = 0.95;
const FLOOR = 0.9;

describe('assistant evaluation', () => {
  it(`reads at least ${FLOOR * 100}% of the owner phrasings exactly (goal ${GOAL * 100}%)`, () => {
    const context = { now: EVALUATION_NOW, timeZone: EVALUATION_TIME_ZONE, employees: EVALUATION_EMPLOYEES };
    const misses: string[] = [];
    for (const [phrase, expected] of phrasings) {
      const got = recognizeIntent(phrase, context);
      if (JSON.stringify(sorted(got)) !== JSON.stringify(sorted(expected))) {
        misses.push(`  ${phrase}\n    expected ${JSON.stringify(expected)}\n    got      ${JSON.stringify(got)}`);
      }
    }
    const exact = phrasings.length - misses.length;
    const share = exact / phrasings.length;
    console.log(
      `assistant evaluation: ${exact}/${phrasings.length} exact (${(share * 100).toFixed(1)}%)` +
        (misses.length ? `\nmisses:\n${misses.join('\n')}` : ''),
    );
    expect(phrasings.length).toBeGreaterThanOrEqual(120);
    expect(share).toBeGreaterThanOrEqual(FLOOR);
  });
});

/** The same value with object keys in one order, so two equal intents compare equal as JSON. */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, sorted(v)]),
    );
  }
  return value;
}
