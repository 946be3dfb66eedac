import type { TestRunInput, TestRunResult } from '@shared/schemas/automation';
import { automationEntity } from '../../data/automations/automations';
import { dryRun } from '../../domain/automations/dry-run';
import { sampleData } from '../../domain/automations/run-data';
import { found } from '../workspace/not-found';

/** `POST /api/automations/{id}/test`: the automation as saved, run dry over the sample; reads only. */
export async function testAutomation(workspaceId: string, id: string, input: TestRunInput): Promise<TestRunResult> {
  const automation = found(await automationEntity.get({ workspaceId, id }, { consistent: true }), 'automation');
  return await dryRun(
    automation.triggerType,
    automation.steps,
    sampleData(automation.triggerType, input.sampleEvent ?? {}),
  );
}
