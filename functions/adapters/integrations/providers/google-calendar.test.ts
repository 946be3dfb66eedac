import { beforeEach, describe, expect, it } from 'vitest';
import { googleCalendarFake } from '../../../../scripts/local/sandbox/providers/google-calendar';
import { connectorHarness } from '../../../../scripts/testing/connector-harness';
import { googleCalendarConnector } from './google-calendar';

const harness = connectorHarness(googleCalendarFake);

beforeEach(() => {
  harness.data().events = [
    {
      id: 'b2fqc7s1gpq0r3nrkb7s0kmv4g',
      title: 'Discovery call with Aisha Patel',
      startsAt: '2026-03-05T15:00:00.000Z',
      endsAt: '2026-03-05T15:45:00.000Z',
      attendeeName: 'Aisha Patel',
      attendeeEmail: 'aisha@lumen.example',
      status: 'confirmed',
      createdAt: '2026-03-01T09:00:00.000Z',
      updatedAt: '2026-03-01T09:00:00.000Z',
    },
  ];
});

describe('Google Calendar connector', () => {
  it('maps a meeting with its start and the guest who is not the owner', async () => {
    const { items } = await harness.syncAll(googleCalendarConnector);
    expect(items).toEqual([
      expect.objectContaining({
        dataType: 'event',
        name: 'Discovery call with Aisha Patel',
        date: '2026-03-05T15:00:00.000Z',
        status: 'confirmed',
        contact: { name: 'Aisha Patel', email: 'aisha@lumen.example', phone: null },
      }),
    ]);
  });

  it('starts over with a full list when Google says the sync token expired (410)', async () => {
    const { items, cursor } = await harness.syncAll(googleCalendarConnector, { syncToken: 'expired-token' });
    expect(items.map((i) => i.externalId)).toEqual(['b2fqc7s1gpq0r3nrkb7s0kmv4g']);
    expect(cursor.syncToken).not.toBe('expired-token');
    const calls = harness.fake.requests.filter((r) => r.path.endsWith('/events')).slice(-2);
    expect(calls.map((c) => new URLSearchParams(c.query).has('syncToken'))).toEqual([true, false]);
  });
});
