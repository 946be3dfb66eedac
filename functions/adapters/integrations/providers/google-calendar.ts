import type { SyncedItem } from '@shared/schemas/synced-item';
import * as z from '@shared/zod';
import { contactOf, syncedItem } from '../../../domain/integrations/synced-item';
import type { ConnectorContext } from '../connector';
import { defineConnector } from '../connector';
import { connectorHttp } from '../connector-http';
import { bearerApiKey } from '../kit/auth-style';
import { isoDateTime, isoFromDateOnly } from '../kit/dates';
import { paginate } from '../kit/paginate';
import type { ProviderHttp } from '../kit/provider-http';
import { drainPages } from '../sync-pages';

/**
 * Google Calendar API v3 (https://developers.google.com/calendar/api/guides/sync): events of the primary calendar
 * become events. Google's own incremental sync: the first sync lists events from 90 days back (recurring ones as
 * single instances, cancelled ones included) and ends with a `nextSyncToken`; later syncs send it and get only what
 * changed. A token Google no longer accepts answers 410 Gone, and the sync starts over with a full list.
 */
const PAGE_SIZE = 250;
const HISTORY_MS = 90 * 86_400_000;

const eventSchema = z.object({
  id: z.string(),
  status: z.optional(z.string()),
  summary: z.optional(z.string()),
  start: z.optional(z.object({ dateTime: z.optional(z.string()), date: z.optional(z.string()) })),
  attendees: z.optional(
    z.array(
      z.object({
        email: z.optional(z.string()),
        displayName: z.optional(z.string()),
        self: z.optional(z.boolean()),
        organizer: z.optional(z.boolean()),
      }),
    ),
  ),
  updated: z.optional(z.string()),
});
type CalendarEvent = z.infer<typeof eventSchema>;

const eventsAnswer = z.object({
  items: z.array(eventSchema),
  nextPageToken: z.optional(z.string()),
  nextSyncToken: z.optional(z.string()),
});

const cursorSchema = z.object({ syncToken: z.string() });

function http(ctx: ConnectorContext): ProviderHttp {
  return connectorHttp(ctx, 'google_calendar', { auth: bearerApiKey });
}

const eventStatuses = new Set(['confirmed', 'tentative', 'cancelled']);

export function googleEventItem(event: CalendarEvent): SyncedItem {
  const guest =
    event.attendees?.find((a) => !a.self && !a.organizer) ?? event.attendees?.find((a) => !a.self) ?? undefined;
  const status = event.status && eventStatuses.has(event.status) ? event.status : 'confirmed';
  return syncedItem({
    externalId: event.id,
    dataType: 'event',
    // A cancelled event in an incremental answer may carry nothing but its id and status.
    name: event.summary ?? (status === 'cancelled' ? 'Cancelled event' : '(No title)'),
    date: isoDateTime(event.start?.dateTime) ?? isoFromDateOnly(event.start?.date),
    status,
    contact: contactOf({ name: guest?.displayName, email: guest?.email }),
    updatedAt: isoDateTime(event.updated),
  });
}

/** 410 Gone: Google expired the sync token. */
class SyncTokenExpired extends Error {}

async function readEvents(
  api: ProviderHttp,
  query: Record<string, string | number | boolean | undefined>,
  sink: Parameters<typeof drainPages>[2],
): Promise<string | undefined> {
  let syncToken: string | undefined;
  const pages = paginate<CalendarEvent, string>(api.providerName, undefined, async (pageToken) => {
    const { status, data } = await api.request('/calendar/v3/calendars/primary/events', {
      schema: eventsAnswer,
      query: { ...query, maxResults: PAGE_SIZE, pageToken },
      acceptStatus: [410],
    });
    if (status === 410) throw new SyncTokenExpired();
    syncToken = data.nextSyncToken ?? syncToken;
    return { items: data.items, next: data.nextPageToken };
  });
  await drainPages(pages, googleEventItem, sink);
  return syncToken;
}

export const googleCalendarConnector = defineConnector({
  provider: 'google_calendar',
  cursorSchema,

  oauth: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    scopes: ['https://www.googleapis.com/auth/calendar.readonly'],
    authorizeParams: { access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true' },
    clientAuth: 'body',
    pkce: true,
  },

  async test(ctx) {
    const calendar = await http(ctx).get('/calendar/v3/calendars/primary', z.object({ summary: z.string() }));
    return { message: `Connected to Google Calendar "${calendar.summary}"` };
  },

  async sync(ctx, cursor, sink) {
    const api = http(ctx);
    const full = {
      singleEvents: true,
      showDeleted: true,
      timeMin: new Date(ctx.now.getTime() - HISTORY_MS).toISOString(),
    };
    let syncToken: string | undefined;
    try {
      syncToken = await readEvents(
        api,
        cursor ? { singleEvents: true, showDeleted: true, syncToken: cursor.syncToken } : full,
        sink,
      );
    } catch (error) {
      if (!(error instanceof SyncTokenExpired)) throw error;
      syncToken = await readEvents(api, full, sink);
    }
    // Google always ends the last page with a sync token; keeping the old one is the safe fallback.
    return { syncToken: syncToken ?? cursor?.syncToken ?? '' };
  },
});
