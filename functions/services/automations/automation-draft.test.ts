import { describe, expect, it } from 'vitest';
import { openAiClientFor, startFakeOpenAi } from '../../../scripts/testing/fake-openai-server';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { evalContext } from '../../domain/automations/draft/draft-eval-set';
import { ValidationFailed } from '../../platform/errors';
import { proposeAutomation } from './automation-draft';

const text = 'When a Shopify order over $500 comes in, tell #sales on Slack and create a task for Sam';

const modelProposal = {
  name: 'Big orders to #sales',
  triggerType: 'integration_item',
  triggerConfig: { dataType: 'order' },
  steps: [
    { type: 'condition', match: 'all', terms: [{ field: 'trigger.amount', op: 'gt', value: 500 }] },
    {
      type: 'action',
      action: 'post_slack',
      config: {
        integrationId: 'int-slack',
        channel: '#sales',
        text: 'Order {{trigger.reference}}: {{trigger.amount}}',
      },
    },
    {
      type: 'action',
      action: 'create_task',
      config: { taskTitle: 'Thank the buyer', taskAssigneeEmployeeId: 'e-sam' },
    },
  ],
};

const fake = await startedForThisFile(startFakeOpenAi());

describe("'Describe it' with OpenAI (the real SDK against a local fake)", () => {
  const ai = () => openAiClientFor(fake);

  it("takes the model's proposal when it fits the steps model and names only the workspace's people and apps", async () => {
    fake.reply(() => ({ content: JSON.stringify(modelProposal) }));
    const result = await proposeAutomation(text, evalContext, ai());
    expect(result).toEqual({ proposal: modelProposal, notes: [], source: 'openai', model: 'gpt-4o-mini' });
    const request = fake.requests.at(-1)!.body as {
      messages: { role: string; content: string }[];
      response_format: unknown;
    };
    expect(request.response_format).toEqual({ type: 'json_object' });
    // The model is told the catalogue, the workspace's connected apps and people, and the JSON Schema of a proposal.
    const system = request.messages.map((m) => m.content).join('\n');
    expect(system).toContain('"integrationId":"int-slack"');
    expect(system).toContain('"name":"Sam Lee"');
    expect(system).toContain('"post_slack"');
    expect(request.messages.at(-2)).toEqual({ role: 'user', content: text });
  });

  it('falls back to the built-in engine when the answer does not match the steps model', async () => {
    fake.reply(() => ({
      content: JSON.stringify({ ...modelProposal, steps: [{ type: 'delay', minutes: 999_999 }] }),
    }));
    const result = await proposeAutomation(text, evalContext, ai());
    expect(result.source).toBe('built-in');
    expect(result.proposal.steps.map((s) => (s.type === 'action' ? s.action : s.type))).toEqual([
      'condition',
      'post_slack',
      'create_task',
    ]);
  });

  it('falls back when the model names an integration the workspace does not have', async () => {
    const stranger = structuredClone(modelProposal);
    (stranger.steps[1]!.config as { integrationId: string }).integrationId = 'int-someone-elses';
    fake.reply(() => ({ content: JSON.stringify(stranger) }));
    const result = await proposeAutomation(text, evalContext, ai());
    expect(result.source).toBe('built-in');
    expect(result.proposal.steps[1]).toMatchObject({ config: { integrationId: 'int-slack' } });
  });

  it('falls back when OpenAI fails', async () => {
    fake.reply(() => ({ status: 500 }));
    expect((await proposeAutomation(text, evalContext, ai())).source).toBe('built-in');
  });
});

describe("'Describe it' without OpenAI", () => {
  it('answers with the built-in engine and says what it left out', async () => {
    const result = await proposeAutomation(
      'When a lead comes in, post to #sales on Teams and notify me',
      evalContext,
      undefined,
    );
    expect(result.source).toBe('built-in');
    expect(result.proposal.steps).toEqual([
      { type: 'action', action: 'notify', config: { memberUserIds: ['u-olivia'] } },
    ]);
    expect(result.notes).toEqual(['Microsoft Teams is not connected: connect it in Integrations to post there.']);
  });

  it('refuses words it cannot read as an automation, with an example', async () => {
    const refusal = proposeAutomation('make my business better', evalContext, undefined);
    await expect(refusal).rejects.toBeInstanceOf(ValidationFailed);
    await expect(refusal).rejects.toThrow(
      /^Say when it should run and what it should do, e\.g\. “When an invoice is paid/,
    );
  });
});
