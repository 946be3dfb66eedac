import { describe, expect, it } from 'vitest';
import { startedMessage } from './started-message';

describe('startedMessage', () => {
  it("prints the sandbox's address beside the app's, and the data folder", () => {
    expect(startedMessage({ url: 'http://localhost:3000', sandboxUrl: 'http://127.0.0.1:41234' }, '/srv/.data')).toBe(
      'BizPilot is running at http://localhost:3000 (provider sandbox at http://127.0.0.1:41234; data in /srv/.data). Press Ctrl+C to stop.',
    );
  });

  it('says the sandbox is off when it is', () => {
    expect(startedMessage({ url: 'http://localhost:3000', sandboxUrl: null }, '.data')).toContain(
      'provider sandbox off (INTEGRATION_SANDBOX=off)',
    );
  });
});
