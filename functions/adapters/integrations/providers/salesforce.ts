import { nullableNumber } from '@shared/schemas/nullable';
import type { SyncedItem } from '@shared/schemas/synced-item';
import * as z from '@shared/zod';
import { syncedItem } from '../../../domain/integrations/synced-item';
import { defineConnector } from '../connector';
import { connectorHttp } from '../connector-http';
import { crmNoteWriter } from '../crm-note-writer';
import { bearerApiKey } from '../kit/auth-style';
import { crmLeadItem } from '../kit/crm-lead';
import { isoDateTime, isoFromDateOnly } from '../kit/dates';
import { decimalToCents } from '../kit/money';
import { nullishText } from '../kit/nullish-text';
import { paginate } from '../kit/paginate';
import type { ProviderHttp } from '../kit/provider-http';
import { drainPages, eachStreamSince } from '../sync-pages';

/**
 * Salesforce REST API (https://developer.salesforce.com/docs/atlas.en-us.api_rest.meta/api_rest/): leads become
 * leads, opportunities become deals, read with SOQL queries filtered on `SystemModstamp` (the field Salesforce
 * recommends for replication) and followed through `nextRecordsUrl`. The `update_crm` action finds the lead (or
 * contact) by email or name and logs a completed Task on it. Auth: an OAuth access token; the connection's URL is
 * the org's instance URL, which the OAuth answer provides.
 */
const API = '/services/data/v62.0';

const queryAnswer = <T extends z.ZodMiniType>(record: T) =>
  z.object({
    totalSize: z.number(),
    done: z.boolean(),
    records: z.array(record),
    nextRecordsUrl: z.optional(z.string()),
  });

const leadSchema = z.object({
  Id: z.string(),
  ...nullishText('Name', 'FirstName', 'LastName', 'Email', 'Phone', 'Company', 'Status', 'LeadSource'),
  CreatedDate: z.string(),
  SystemModstamp: z.string(),
});
type Lead = z.infer<typeof leadSchema>;

const opportunitySchema = z.object({
  Id: z.string(),
  Name: z.string(),
  Amount: z.optional(nullableNumber),
  ...nullishText('StageName', 'CloseDate'),
  IsClosed: z.optional(z.boolean()),
  IsWon: z.optional(z.boolean()),
  CreatedDate: z.string(),
  SystemModstamp: z.string(),
});
type Opportunity = z.infer<typeof opportunitySchema>;

const cursorSchema = z.object({ leadsSince: z.optional(z.string()), opportunitiesSince: z.optional(z.string()) });

function http(ctx: Parameters<typeof connectorHttp>[0]): ProviderHttp {
  return connectorHttp(ctx, 'salesforce', { auth: bearerApiKey });
}

/** A SOQL string literal: backslashes and quotes escaped, as the SOQL reference requires. */
export function soqlString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** A SOQL date-time literal (unquoted, no milliseconds). */
function soqlDateTime(iso: string): string {
  return new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function query<T>(api: ProviderHttp, soql: string, schema: z.ZodMiniType<T>) {
  const answer = queryAnswer(schema);
  return paginate<T, string>(api.providerName, undefined, async (nextRecordsUrl) => {
    const page = nextRecordsUrl
      ? await api.get(nextRecordsUrl, answer)
      : await api.get(`${API}/query`, answer, { q: soql });
    return { items: page.records as T[], next: page.done ? undefined : page.nextRecordsUrl };
  });
}

function changedSince(fields: string, object: string, since: string | undefined): string {
  const where = since ? ` WHERE SystemModstamp >= ${soqlDateTime(since)}` : '';
  return `SELECT ${fields} FROM ${object}${where} ORDER BY SystemModstamp ASC`;
}

export function salesforceLeadItem(lead: Lead): SyncedItem {
  return crmLeadItem({
    id: lead.Id,
    contact: {
      name: lead.Name,
      firstName: lead.FirstName,
      lastName: lead.LastName,
      email: lead.Email,
      phone: lead.Phone,
    },
    company: lead.Company,
    status: lead.Status,
    source: lead.LeadSource,
    createdAt: lead.CreatedDate,
    modifiedAt: lead.SystemModstamp,
  });
}

export function salesforceOpportunityItem(opportunity: Opportunity): SyncedItem {
  return syncedItem({
    externalId: opportunity.Id,
    dataType: 'deal',
    name: opportunity.Name,
    date: isoFromDateOnly(opportunity.CloseDate) ?? isoDateTime(opportunity.CreatedDate),
    valueCents: decimalToCents(opportunity.Amount),
    status: opportunity.IsWon ? 'won' : opportunity.IsClosed ? 'lost' : 'open',
    updatedAt: isoDateTime(opportunity.SystemModstamp),
  });
}

export const salesforceConnector = defineConnector({
  provider: 'salesforce',
  cursorSchema,

  oauth: {
    authorizeUrl: 'https://login.salesforce.com/services/oauth2/authorize',
    tokenUrl: 'https://login.salesforce.com/services/oauth2/token',
    scopes: ['api', 'refresh_token'],
    clientAuth: 'body',
    pkce: true,
    connectionDetails: (answer) => (typeof answer.instance_url === 'string' ? { apiUrl: answer.instance_url } : {}),
  },

  async test(ctx) {
    const me = await http(ctx).get(
      '/services/oauth2/userinfo',
      z.object({ name: z.string(), organization_id: z.string() }),
    );
    return { message: `Connected to Salesforce as ${me.name} (org ${me.organization_id})` };
  },

  async sync(ctx, cursor, sink) {
    const api = http(ctx);
    const leadFields =
      'Id, Name, FirstName, LastName, Email, Phone, Company, Status, LeadSource, CreatedDate, SystemModstamp';
    const opportunityFields = 'Id, Name, Amount, StageName, IsClosed, IsWon, CloseDate, CreatedDate, SystemModstamp';
    return eachStreamSince(cursor, {
      leadsSince: (since) =>
        drainPages(query(api, changedSince(leadFields, 'Lead', since), leadSchema), salesforceLeadItem, sink, since),
      opportunitiesSince: (since) =>
        drainPages(
          query(api, changedSince(opportunityFields, 'Opportunity', since), opportunitySchema),
          salesforceOpportunityItem,
          sink,
          since,
        ),
    });
  },

  crm: crmNoteWriter('Salesforce', {
    async findContact(ctx, query) {
      const where = query.by === 'email' ? `Email = ${soqlString(query.email)}` : `Name = ${soqlString(query.name)}`;
      const idOnly = queryAnswer(z.object({ Id: z.string() }));
      for (const object of ['Lead', 'Contact']) {
        const found = await http(ctx).get(`${API}/query`, idOnly, {
          q: `SELECT Id FROM ${object} WHERE ${where} LIMIT 1`,
        });
        if (found.records[0]) return found.records[0].Id;
      }
      return undefined;
    },
    async addNote(ctx, contactId, note) {
      await http(ctx).request(`${API}/sobjects/Task`, {
        method: 'POST',
        schema: z.object({ id: z.string(), success: z.literal(true) }),
        json: {
          WhoId: contactId,
          Subject: note.text.slice(0, 255),
          Description: note.text,
          Status: 'Completed',
          ActivityDate: note.occurredAt.slice(0, 10),
        },
      });
    },
  }),
});
