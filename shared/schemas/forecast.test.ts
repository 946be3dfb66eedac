import { describe, expect, it } from 'vitest';
import { createScenarioSchema } from './forecast';

const item = { label: 'Designer', amount: 4000, direction: 'out', cadence: 'monthly', startDate: '2026-12-02' };

describe('createScenarioSchema', () => {
  // The scenario form sent blank showed zod's own 'Too small: expected string to have >=1 characters'.
  it('asks for a name in words when the scenario has none', () => {
    for (const name of ['', '   ', undefined]) {
      const result = createScenarioSchema.safeParse({ name, items: [item] });
      expect(result.error?.issues[0]?.message).toBe('Give the scenario a name');
    }
  });

  it('asks for a label in words when an item has none, and says how long a name may be', () => {
    expect(
      createScenarioSchema.safeParse({ name: 'Hire', items: [{ ...item, label: ' ' }] }).error?.issues[0]?.message,
    ).toBe('Give each item of the scenario a label');
    expect(createScenarioSchema.safeParse({ name: 'x'.repeat(121), items: [item] }).error?.issues[0]?.message).toBe(
      'The scenario name must be at most 120 characters',
    );
  });
});
