import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eventually } from '../../../scripts/testing/eventually';
import { sharedTestApi } from '../../../scripts/testing/shared-test-api';
import { uploadDirect, waitForImport } from '../../../scripts/testing/statement-uploads';
import { aTeam } from '../../../scripts/testing/teams';

const api = await sharedTestApi();
const chase = readFileSync(new URL('../../adapters/statements/fixtures/chase-business-checking.csv', import.meta.url));

/** Only the forecast queue's consumer redoes a stored forecast after an import: the read computes one only when none is stored. */
describe('the forecast after a statement import', { timeout: 240_000 }, () => {
  it("is redone from the imported books by the forecast queue's consumer (the import job no longer carries the models)", async () => {
    const { owner } = await aTeam(api, { tier: 'elite' });
    const before = (await owner.client.get('/api/forecast/cash')).body;
    expect(before.startingBalance).toBe(0);

    const uploaded = await uploadDirect(owner.client, 'chase-january.csv', chase);
    expect(uploaded.status).toBe(201);
    expect((await waitForImport(owner.client, uploaded.body.id)).status).toBe('imported');

    const { value: after } = await eventually(
      async () => {
        const answer = await owner.client.get('/api/forecast/cash');
        // Polling may meet the per-user rate limit; anything else but a forecast is a failure.
        if (answer.status === 429) return undefined;
        expect(answer.status).toBe(200);
        return answer.body.startingBalance !== 0 ? answer.body : undefined;
      },
      60_000,
      1_000,
    );
    expect(after.startingBalance).toBe(18305.17);
  });
});
