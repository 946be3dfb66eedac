import { byUpdatedAt, type FakeEvent } from './business-records';
import { bearerAuth, decodeCursor, encodeCursor, type FakeProviderModule, type FakeReply, get } from './fake-provider';

/**
 * Google Calendar v3 as documented: `calendars/primary`, and `calendars/primary/events` with `singleEvents`,
 * `showDeleted`, `timeMin`, `maxResults` ≤ 2500, `pageToken`, and `syncToken` (changes since the token; an unknown
 * or expired token answers 410 `fullSyncRequired`); the last page carries `nextSyncToken`. Errors use Google's
 * `{error: {code, message, errors, status}}` envelope.
 */
const OWNER = 'owner@copperleaf.example';

function event(e: FakeEvent) {
  return {
    kind: 'calendar#event',
    etag: `"${Date.parse(e.updatedAt)}"`,
    id: e.id,
    status: e.status,
    htmlLink: `https://www.google.com/calendar/event?eid=${e.id}`,
    created: e.createdAt,
    updated: e.updatedAt,
    summary: e.title,
    organizer: { email: OWNER, self: true },
    start: { dateTime: e.startsAt, timeZone: 'UTC' },
    end: { dateTime: e.endsAt, timeZone: 'UTC' },
    attendees: [
      { email: OWNER, organizer: true, self: true, responseStatus: 'accepted' },
      ...(e.attendeeEmail
        ? [{ email: e.attendeeEmail, displayName: e.attendeeName ?? undefined, responseStatus: 'needsAction' }]
        : []),
    ],
  };
}

function googleError(code: number, message: string, reason: string, status: string): FakeReply {
  return { status: code, body: { error: { code, message, errors: [{ domain: 'global', reason, message }], status } } };
}

/** A sync token is the latest update time it has seen; only this fake's own tokens are accepted. */
const syncToken = (iso: string) => `CPDAlvWDx70CEPDAlvWDx70CGAU${Buffer.from(iso).toString('base64url')}`;
function readSyncToken(token: string): number | undefined {
  if (!token.startsWith('CPDAlvWDx70CEPDAlvWDx70CGAU')) return undefined;
  const at = Date.parse(Buffer.from(token.slice(27), 'base64url').toString('utf8'));
  return Number.isNaN(at) ? undefined : at;
}

export const googleCalendarFake: FakeProviderModule = {
  provider: 'google_calendar',
  authenticate: bearerAuth(
    googleError(
      401,
      'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
      'authError',
      'UNAUTHENTICATED',
    ),
  ),
  error(status, message) {
    return status === 429
      ? googleError(429, message, 'rateLimitExceeded', 'RESOURCE_EXHAUSTED')
      : googleError(status, message, 'backendError', 'INTERNAL');
  },
  routes: [
    get('/calendar/v3/calendars/primary', () => ({
      body: { kind: 'calendar#calendar', id: OWNER, summary: 'Copperleaf Cafe', timeZone: 'America/New_York' },
    })),
    get('/calendar/v3/calendars/primary/events', (req, ctx) => {
      const q = req.query;
      const token = q.get('syncToken');
      let matching = [...ctx.data.events].sort(byUpdatedAt);
      if (token) {
        if (q.get('timeMin'))
          return googleError(400, 'Sync token cannot be used with timeMin', 'invalid', 'INVALID_ARGUMENT');
        const since = readSyncToken(token);
        if (since === undefined) {
          return googleError(
            410,
            'Sync token is no longer valid, a full sync is required.',
            'fullSyncRequired',
            'GONE',
          );
        }
        matching = matching.filter((e) => Date.parse(e.updatedAt) >= since);
      } else {
        const timeMin = q.get('timeMin');
        if (timeMin) matching = matching.filter((e) => Date.parse(e.endsAt) >= Date.parse(timeMin));
        if (q.get('showDeleted') !== 'true') matching = matching.filter((e) => e.status !== 'cancelled');
      }
      const size = ctx.pageSize(q.get('maxResults'), 250, 2500);
      const start = decodeCursor(q.get('pageToken'));
      const page = matching.slice(start, start + size);
      const more = start + size < matching.length;
      const latest =
        ctx.data.events
          .map((e) => e.updatedAt)
          .sort()
          .at(-1) ?? '1970-01-01T00:00:00.000Z';
      return {
        body: {
          kind: 'calendar#events',
          summary: 'Copperleaf Cafe',
          updated: latest,
          timeZone: 'America/New_York',
          items: page.map(event),
          ...(more ? { nextPageToken: encodeCursor(start + size) } : { nextSyncToken: syncToken(latest) }),
        },
      };
    }),
  ],
};
