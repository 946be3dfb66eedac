import { nullableString } from '@shared/schemas/nullable';
import type { SyncedItem } from '@shared/schemas/synced-item';
import * as z from '@shared/zod';
import { contactOf, syncedItem } from '../../../domain/integrations/synced-item';
import { defineConnector } from '../connector';
import { connectorHttp } from '../connector-http';
import { crmNoteWriter } from '../crm-note-writer';
import { isoDateTime, laterOf } from '../kit/dates';
import { currencyCode, decimalToCents } from '../kit/money';
import { paginate } from '../kit/paginate';
import type { ProviderHttp } from '../kit/provider-http';
import { drainPages, eachStreamSince } from '../sync-pages';

/**
 * HubSpot CRM v3 (https://developers.hubspot.com/docs/api/crm/search): contacts become leads, deals become deals.
 * Incremental through the search API, filtered on the last-modified property (GTE the highest value seen) and
 * sorted by it, paged with `paging.next.after`. A search query stops at 10,000 results, so a longer run of changes
 * is read as several queries, each starting at the last modification time read.
 * Auth: a private app token as a Bearer token (the dialog's secret field; `apiKey` is accepted too).
 */
const PAGE_SIZE = 100;
const SEARCH_RESULT_LIMIT = 10_000;

const contactProperties = [
  'firstname',
  'lastname',
  'email',
  'phone',
  'company',
  'lifecyclestage',
  'hs_analytics_source',
  'createdate',
  'lastmodifieddate',
] as const;

const dealProperties = [
  'dealname',
  'amount',
  'deal_currency_code',
  'dealstage',
  'closedate',
  'createdate',
  'hs_lastmodifieddate',
  'hs_is_closed',
  'hs_is_closed_won',
] as const;

const propertiesSchema = z.record(z.string(), z.optional(nullableString));

const searchAnswerSchema = z.object({
  total: z.optional(z.number()),
  results: z.array(
    z.object({
      id: z.string(),
      properties: propertiesSchema,
      createdAt: z.optional(z.string()),
      updatedAt: z.optional(z.string()),
    }),
  ),
  paging: z.optional(z.object({ next: z.optional(z.object({ after: z.string() })) })),
});
type SearchResult = z.infer<typeof searchAnswerSchema>['results'][number];

const accountSchema = z.object({ portalId: z.number(), companyCurrency: z.optional(z.string()) });

const cursorSchema = z.object({
  contactsModifiedSince: z.optional(z.string()),
  dealsModifiedSince: z.optional(z.string()),
});

function http(ctx: Parameters<typeof connectorHttp>[0]): ProviderHttp {
  return connectorHttp(ctx, 'hubspot', {
    auth: (c) => ({ type: 'bearer', token: c.apiSecret || c.apiKey || '' }),
  });
}

/** Every object changed at or after `since`, in modification order, as pages. */
async function* searchChanged(
  api: ProviderHttp,
  objectType: 'contacts' | 'deals',
  modifiedProperty: string,
  properties: readonly string[],
  since: string | undefined,
): AsyncGenerator<readonly SearchResult[]> {
  let mark = since;
  for (;;) {
    let read = 0;
    let lastModified: string | undefined;
    const pages = paginate<SearchResult, string>(api.providerName, undefined, async (after) => {
      const { data } = await api.request(`/crm/v3/objects/${objectType}/search`, {
        method: 'POST',
        idempotent: true,
        schema: searchAnswerSchema,
        json: {
          filterGroups: mark
            ? [{ filters: [{ propertyName: modifiedProperty, operator: 'GTE', value: String(Date.parse(mark)) }] }]
            : [],
          sorts: [{ propertyName: modifiedProperty, direction: 'ASCENDING' }],
          properties,
          limit: PAGE_SIZE,
          ...(after ? { after } : {}),
        },
      });
      const next = data.paging?.next?.after;
      // The search API refuses `after` beyond its 10,000-result window; the next query starts where this one ended.
      return { items: data.results, next: next && Number(next) < SEARCH_RESULT_LIMIT ? next : undefined };
    });
    for await (const page of pages) {
      read += page.length;
      for (const result of page) lastModified = laterOf(lastModified, modifiedAt(result, modifiedProperty));
      yield page;
    }
    if (read < SEARCH_RESULT_LIMIT || !lastModified || lastModified === mark) return;
    mark = lastModified;
  }
}

function modifiedAt(result: SearchResult, property: string): string | undefined {
  return isoDateTime(result.properties[property] ?? result.updatedAt) ?? undefined;
}

export function hubspotContactItem(result: SearchResult): SyncedItem {
  const p = result.properties;
  const contact = contactOf({ firstName: p.firstname, lastName: p.lastname, email: p.email, phone: p.phone });
  return syncedItem({
    externalId: result.id,
    dataType: 'lead',
    name: contact?.name || contact?.email || `Contact ${result.id}`,
    date: isoDateTime(p.createdate ?? result.createdAt),
    status: p.lifecyclestage || null,
    contact,
    source: p.hs_analytics_source || null,
    updatedAt: modifiedAt(result, 'lastmodifieddate') ?? null,
  });
}

export function hubspotDealItem(result: SearchResult): SyncedItem {
  const p = result.properties;
  const won = p.hs_is_closed_won === 'true' || p.dealstage === 'closedwon';
  const lost = !won && (p.hs_is_closed === 'true' || p.dealstage === 'closedlost');
  return syncedItem({
    externalId: result.id,
    dataType: 'deal',
    name: p.dealname || `Deal ${result.id}`,
    date: isoDateTime(p.closedate) ?? isoDateTime(p.createdate ?? result.createdAt),
    valueCents: decimalToCents(p.amount),
    currency: currencyCode(p.deal_currency_code),
    status: won ? 'won' : lost ? 'lost' : 'open',
    updatedAt: modifiedAt(result, 'hs_lastmodifieddate') ?? null,
  });
}

export const hubspotConnector = defineConnector({
  provider: 'hubspot',
  cursorSchema,

  async test(ctx) {
    const account = await http(ctx).get('/account-info/v3/details', accountSchema);
    return { message: `Connected to HubSpot account ${account.portalId}` };
  },

  async sync(ctx, cursor, sink) {
    const api = http(ctx);
    return eachStreamSince(cursor, {
      contactsModifiedSince: (since) =>
        drainPages(
          searchChanged(api, 'contacts', 'lastmodifieddate', contactProperties, since),
          hubspotContactItem,
          sink,
          since,
        ),
      dealsModifiedSince: (since) =>
        drainPages(
          searchChanged(api, 'deals', 'hs_lastmodifieddate', dealProperties, since),
          hubspotDealItem,
          sink,
          since,
        ),
    });
  },

  crm: crmNoteWriter('HubSpot', {
    async findContact(ctx, query) {
      const { data } = await http(ctx).request('/crm/v3/objects/contacts/search', {
        method: 'POST',
        idempotent: true,
        schema: searchAnswerSchema,
        json: {
          ...(query.by === 'email'
            ? { filterGroups: [{ filters: [{ propertyName: 'email', operator: 'EQ', value: query.email }] }] }
            : { query: query.name }),
          properties: ['email'],
          limit: 1,
        },
      });
      return data.results[0]?.id;
    },
    async addNote(ctx, contactId, note) {
      await http(ctx).request('/crm/v3/objects/notes', {
        method: 'POST',
        schema: z.object({ id: z.string() }),
        json: {
          properties: { hs_timestamp: note.occurredAt, hs_note_body: note.text },
          // 202: HubSpot's defined association type "note to contact".
          associations: [
            { to: { id: contactId }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 202 }] },
          ],
        },
      });
    },
  }),
});
