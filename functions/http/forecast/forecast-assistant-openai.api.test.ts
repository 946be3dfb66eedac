import { describe, expect, it } from 'vitest';
import { send } from '../../../scripts/testing/chat-fixtures';
import { fakeOpenAiForThisFile } from '../../../scripts/testing/fake-openai-server';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { upgradeLocally } from '../../../scripts/testing/local-billing';
import { signUpUser, startTestApi } from '../../../scripts/testing/test-runtime';

/** With OpenAI configured, the model drafts a scenario through the propose tool: a card, saved only on confirm. */
const fake = await fakeOpenAiForThisFile();
const api = await startedForThisFile(startTestApi());

type Message = { role: string; content: string };
const toolResults = (body: { messages: Message[] }) => body.messages.filter((m) => m.role === 'tool');

const hire = {
  name: 'Hire a designer',
  items: [{ label: 'Designer', amount: 4000, direction: 'out', cadence: 'monthly', startDate: '2027-03-01' }],
};

describe('the OpenAI assistant drafts a forecast scenario (issue 34)', { timeout: 120_000 }, () => {
  it('proposes it through propose_forecast_scenario; nothing is saved until the user confirms', async () => {
    const owner = await signUpUser(api);
    await upgradeLocally(owner.client, 'elite');
    fake.reply((body) =>
      toolResults(body).length
        ? { content: 'I prepared the scenario; confirm it below.' }
        : { toolCalls: [{ name: 'propose_forecast_scenario', arguments: hire }] },
    );
    const res = await send(owner, 'What if I hire a designer at $4,000 a month from March?');
    expect(res.body.assistantMessage.engine).toBe('OpenAI (gpt-fake)');
    const [action] = res.body.assistantMessage.actions;
    expect(action).toMatchObject({
      type: 'create_scenario',
      status: 'pending',
      summary: 'Save forecast scenario "Hire a designer": Designer: $4,000.00 out monthly from Mar 1, 2027',
    });
    expect((await owner.client.get('/api/forecast/scenarios')).body.items).toEqual([]);
    expect((await owner.client.post(`/api/chat/actions/${action.id}/confirm`)).status).toBe(200);
    expect((await owner.client.get('/api/forecast/scenarios')).body.items).toEqual([
      expect.objectContaining({ name: 'Hire a designer', items: [{ ...hire.items[0], endDate: null }] }),
    ]);
  });

  it('gives the model the form’s message for an invalid scenario, and the plan’s refusal below Elite; no card', async () => {
    const owner = await signUpUser(api);
    await upgradeLocally(owner.client, 'elite');
    const seen: string[] = [];
    fake.reply((body) => {
      const results = toolResults(body);
      if (results.length) {
        seen.push(results[0]!.content);
        return { content: 'I could not prepare that.' };
      }
      return {
        toolCalls: [
          {
            name: 'propose_forecast_scenario',
            arguments: { ...hire, items: [{ ...hire.items[0], endDate: '2027-01-01' }] },
          },
        ],
      };
    });
    expect((await send(owner, 'What if …')).body.assistantMessage.actions).toEqual([]);
    expect(seen[0]).toContain('An item ends before it starts');

    const starter = await signUpUser(api);
    fake.reply((body) => {
      const results = toolResults(body);
      if (results.length) {
        seen.push(results[0]!.content);
        return { content: 'Forecasting needs Elite.' };
      }
      return { toolCalls: [{ name: 'propose_forecast_scenario', arguments: hire }] };
    });
    expect((await send(starter, 'What if I hire?')).body.assistantMessage.actions).toEqual([]);
    expect(seen[1]).toContain('Forecasting is part of the Elite plan; this workspace is on Starter');
    expect((await starter.client.get('/api/forecast/scenarios')).status).toBe(402);
  });
});
