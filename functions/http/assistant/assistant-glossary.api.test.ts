import { describe, expect, it } from 'vitest';
import { send } from '../../../scripts/testing/chat-fixtures';
import { upgradeLocally } from '../../../scripts/testing/local-billing';
import { sharedTestApi } from '../../../scripts/testing/shared-test-api';
import { signUpOwner } from '../../../scripts/testing/teams';

/** The built-in assistant reads a question in the workspace's own words, from the glossary of its AI settings. */
describe("the built-in assistant and the workspace's glossary", () => {
  it("answers 'covers' as appointments once the glossary says so", async () => {
    const api = await sharedTestApi();
    const owner = await signUpOwner(api, 'Bea');
    await upgradeLocally(owner.client, 'elite');
    const question = 'How many covers did we have in the last 7 days?';

    const before = (await send(owner, question)).body.assistantMessage;
    expect(before.engine).toMatch(/built-in/i);
    expect(before.content).toMatch(/^I'm not sure what you're asking/);

    const saved = await owner.client.put('/api/workspace/ai-settings', {
      glossary: [{ term: 'covers', meaning: 'appointments' }],
    });
    expect(saved.status).toBe(200);
    const after = (await send(owner, question)).body.assistantMessage;
    expect(after.content).not.toMatch(/^I'm not sure/);
    expect(after.content).toMatch(/appointments/i);
    expect(after.sources.map((s: { tool: string }) => s.tool)).toContain('kpi_stats');
  });
});
