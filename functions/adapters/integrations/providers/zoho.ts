import { nullableNumber, nullableString } from '@shared/schemas/nullable';
import type { SyncedItem } from '@shared/schemas/synced-item';
import * as z from '@shared/zod';
import { syncedItem } from '../../../domain/integrations/synced-item';
import { defineConnector } from '../connector';
import { connectorHttp } from '../connector-http';
import { crmNoteWriter } from '../crm-note-writer';
import { apiKeyHeader } from '../kit/auth-style';
import { crmLeadItem } from '../kit/crm-lead';
import { isoDateTime, isoFromDateOnly } from '../kit/dates';
import { currencyCode, decimalToCents } from '../kit/money';
import { nullishText } from '../kit/nullish-text';
import { paginate } from '../kit/paginate';
import type { ProviderHttp } from '../kit/provider-http';
import { drainPages, eachStreamSince } from '../sync-pages';

/**
 * Zoho CRM API v6 (https://www.zoho.com/crm/developer/docs/api/v6/): Leads become leads, Deals become deals.
 * Incremental with the `If-Modified-Since` header (Zoho answers 304 when nothing changed, 204 for an empty
 * module), paged with `page_token` / `info.next_page_token` while `info.more_records`. The `update_crm` action finds
 * the lead with the search API and adds a note to it. Auth: an OAuth token in Zoho's `Zoho-oauthtoken` scheme; the
 * connection's URL is the account's data centre (`api_domain` in the OAuth answer).
 */
const API = '/crm/v6';
const PAGE_SIZE = 200;

const recordsAnswer = <T extends z.ZodMiniType>(record: T) =>
  z.object({
    data: z.array(record),
    info: z.optional(z.object({ more_records: z.optional(z.boolean()), next_page_token: z.optional(nullableString) })),
  });

const leadSchema = z.object({
  id: z.string(),
  ...nullishText('First_Name', 'Last_Name', 'Full_Name', 'Email', 'Phone', 'Company', 'Lead_Status', 'Lead_Source'),
  Created_Time: z.string(),
  Modified_Time: z.string(),
});
type Lead = z.infer<typeof leadSchema>;

const dealSchema = z.object({
  id: z.string(),
  Deal_Name: z.string(),
  Amount: z.optional(nullableNumber),
  ...nullishText('Currency', 'Stage', 'Closing_Date'),
  Created_Time: z.string(),
  Modified_Time: z.string(),
});
type Deal = z.infer<typeof dealSchema>;

const cursorSchema = z.object({
  leadsModifiedSince: z.optional(z.string()),
  dealsModifiedSince: z.optional(z.string()),
});

function http(ctx: Parameters<typeof connectorHttp>[0]): ProviderHttp {
  return connectorHttp(ctx, 'zoho', { auth: apiKeyHeader('Authorization', 'Zoho-oauthtoken') });
}

function modified<T>(api: ProviderHttp, module: string, fields: string, schema: z.ZodMiniType<T>, since?: string) {
  const answer = recordsAnswer(schema);
  return paginate<T, string>(api.providerName, undefined, async (pageToken) => {
    const { data, status } = await api.request(`${API}/${module}`, {
      schema: answer,
      query: { fields, per_page: PAGE_SIZE, page_token: pageToken },
      headers: since ? { 'if-modified-since': new Date(since).toISOString().replace(/\.\d{3}Z$/, '+00:00') } : {},
      empty: { data: [] },
      acceptStatus: [304],
    });
    if (status === 304) return { items: [], next: undefined };
    return { items: data.data as T[], next: data.info?.more_records ? data.info.next_page_token : undefined };
  });
}

export function zohoLeadItem(lead: Lead): SyncedItem {
  return crmLeadItem({
    id: lead.id,
    contact: {
      name: lead.Full_Name,
      firstName: lead.First_Name,
      lastName: lead.Last_Name,
      email: lead.Email,
      phone: lead.Phone,
    },
    company: lead.Company,
    status: lead.Lead_Status,
    source: lead.Lead_Source,
    createdAt: lead.Created_Time,
    modifiedAt: lead.Modified_Time,
  });
}

export function zohoDealItem(deal: Deal): SyncedItem {
  const stage = deal.Stage ?? '';
  const status = /^closed[\s-]*won/i.test(stage) ? 'won' : /^closed[\s-]*lost/i.test(stage) ? 'lost' : 'open';
  return syncedItem({
    externalId: deal.id,
    dataType: 'deal',
    name: deal.Deal_Name,
    date: isoFromDateOnly(deal.Closing_Date) ?? isoDateTime(deal.Created_Time),
    valueCents: decimalToCents(deal.Amount),
    currency: currencyCode(deal.Currency),
    status,
    updatedAt: isoDateTime(deal.Modified_Time),
  });
}

export const zohoConnector = defineConnector({
  provider: 'zoho',
  cursorSchema,

  oauth: {
    authorizeUrl: 'https://accounts.zoho.com/oauth/v2/auth',
    tokenUrl: 'https://accounts.zoho.com/oauth/v2/token',
    scopes: ['ZohoCRM.modules.ALL', 'ZohoCRM.org.READ'],
    scopeSeparator: ',',
    authorizeParams: { access_type: 'offline', prompt: 'consent' },
    clientAuth: 'body',
    connectionDetails: (answer) => (typeof answer.api_domain === 'string' ? { apiUrl: answer.api_domain } : {}),
  },

  async test(ctx) {
    const { org } = await http(ctx).get(
      `${API}/org`,
      z.object({ org: z.array(z.object({ company_name: z.string() })) }),
    );
    return { message: `Connected to Zoho CRM for ${org[0]?.company_name ?? 'your organisation'}` };
  },

  async sync(ctx, cursor, sink) {
    const api = http(ctx);
    const leadFields =
      'First_Name,Last_Name,Full_Name,Email,Phone,Company,Lead_Status,Lead_Source,Created_Time,Modified_Time';
    const dealFields = 'Deal_Name,Amount,Currency,Stage,Closing_Date,Created_Time,Modified_Time';
    return eachStreamSince(cursor, {
      leadsModifiedSince: (since) =>
        drainPages(modified(api, 'Leads', leadFields, leadSchema, since), zohoLeadItem, sink, since),
      dealsModifiedSince: (since) =>
        drainPages(modified(api, 'Deals', dealFields, dealSchema, since), zohoDealItem, sink, since),
    });
  },

  crm: crmNoteWriter('Zoho CRM', {
    async findContact(ctx, query) {
      const { data } = await http(ctx).request(`${API}/Leads/search`, {
        schema: recordsAnswer(z.object({ id: z.string() })),
        query:
          query.by === 'email'
            ? { email: query.email }
            : { criteria: `(Full_Name:equals:${query.name.replace(/([(),\\])/g, '\\$1')})` },
        empty: { data: [] },
      });
      return data.data[0]?.id;
    },
    async addNote(ctx, contactId, note) {
      await http(ctx).request(`${API}/Leads/${encodeURIComponent(contactId)}/Notes`, {
        method: 'POST',
        schema: z.object({ data: z.array(z.object({ code: z.literal('SUCCESS') })) }),
        json: { data: [{ Note_Title: 'BizPilot', Note_Content: note.text }] },
      });
    },
  }),
});
