import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { definedEntities } from '../../platform/dynamodb/entity';
import './tasks';

const taskEntity = definedEntities().find((entity) => entity.type === 'Task')!;
const v1 = JSON.parse(readFileSync(new URL('../fixtures/v1/Task.json', import.meta.url), 'utf8'));

describe('stored tasks, v1 → v2', () => {
  it("gives a v1 task an automation created that automation's chain, so completing it cannot run it again", () => {
    expect(taskEntity.version).toBe(2);
    expect(taskEntity.parseStored({ ...v1, createdByAutomationId: 'A1' })).toMatchObject({
      createdByAutomationId: 'A1',
      automationChain: ['A1'],
    });
  });

  it('gives a task a person created no chain', () => {
    expect(taskEntity.parseStored(v1)).not.toHaveProperty('automationChain');
  });
});
