import { nullableNumber, nullableString } from '@shared/schemas/nullable';
import type { SyncedItem } from '@shared/schemas/synced-item';
import * as z from '@shared/zod';
import { contactOf, syncedItem } from '../../../domain/integrations/synced-item';
import { defineConnector } from '../connector';
import { connectorHttp } from '../connector-http';
import { crmNoteWriter } from '../crm-note-writer';
import { apiKeyHeader } from '../kit/auth-style';
import { isoDateTime, isoFromDateOnly } from '../kit/dates';
import { currencyCode, decimalToCents } from '../kit/money';
import { paginate } from '../kit/paginate';
import type { ProviderHttp } from '../kit/provider-http';
import { drainPages, eachStreamSince } from '../sync-pages';

/**
 * Pipedrive API v2 (https://developers.pipedrive.com/docs/api/v2): persons become leads, deals become deals.
 * Incremental with `updated_since` (RFC 3339) sorted by `update_time`, cursor-paged with
 * `additional_data.next_cursor`. The `update_crm` action finds the person with the v2 search and adds a v1 note
 * (notes have no v2 endpoint yet). Auth: the user's API token in the `x-api-token` header.
 */
const PAGE_SIZE = 100;

const listAnswer = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    success: z.literal(true),
    data: z.nullable(z.array(item)),
    additional_data: z.optional(z.object({ next_cursor: z.optional(nullableString) })),
  });

const labelledValue = z.object({ value: z.string(), primary: z.optional(z.boolean()) });

const personSchema = z.object({
  id: z.number(),
  name: z.string(),
  first_name: z.optional(nullableString),
  last_name: z.optional(nullableString),
  emails: z.optional(z.nullable(z.array(labelledValue))),
  phones: z.optional(z.nullable(z.array(labelledValue))),
  add_time: z.string(),
  update_time: nullableString,
});
type Person = z.infer<typeof personSchema>;

const dealSchema = z.object({
  id: z.number(),
  title: z.string(),
  value: nullableNumber,
  currency: nullableString,
  status: z.string(),
  add_time: z.string(),
  update_time: nullableString,
  close_time: z.optional(nullableString),
  expected_close_date: z.optional(nullableString),
});
type Deal = z.infer<typeof dealSchema>;

const cursorSchema = z.object({
  personsUpdatedSince: z.optional(z.string()),
  dealsUpdatedSince: z.optional(z.string()),
});

function http(ctx: Parameters<typeof connectorHttp>[0]): ProviderHttp {
  return connectorHttp(ctx, 'pipedrive', { auth: apiKeyHeader('x-api-token') });
}

function changed<T>(api: ProviderHttp, path: string, schema: z.ZodMiniType<T>, since: string | undefined) {
  const answer = listAnswer(schema);
  return paginate<T, string>(api.providerName, undefined, async (cursor) => {
    const page = await api.get(path, answer, {
      updated_since: since?.replace(/\.\d{3}Z$/, 'Z'),
      sort_by: 'update_time',
      sort_direction: 'asc',
      limit: PAGE_SIZE,
      cursor,
    });
    return { items: (page.data ?? []) as T[], next: page.additional_data?.next_cursor };
  });
}

const primary = (values: { value: string; primary?: boolean }[] | null | undefined) =>
  (values?.find((v) => v.primary) ?? values?.[0])?.value || null;

export function pipedrivePersonItem(person: Person): SyncedItem {
  const contact = contactOf({ name: person.name, email: primary(person.emails), phone: primary(person.phones) });
  return syncedItem({
    externalId: String(person.id),
    dataType: 'lead',
    name: person.name,
    date: isoDateTime(person.add_time),
    contact,
    updatedAt: isoDateTime(person.update_time),
  });
}

export function pipedriveDealItem(deal: Deal): SyncedItem {
  const status = deal.status === 'won' || deal.status === 'lost' ? deal.status : 'open';
  return syncedItem({
    externalId: String(deal.id),
    dataType: 'deal',
    name: deal.title,
    date: isoDateTime(deal.close_time) ?? isoFromDateOnly(deal.expected_close_date) ?? isoDateTime(deal.add_time),
    valueCents: decimalToCents(deal.value),
    currency: currencyCode(deal.currency),
    status,
    updatedAt: isoDateTime(deal.update_time),
  });
}

export const pipedriveConnector = defineConnector({
  provider: 'pipedrive',
  cursorSchema,

  async test(ctx) {
    const { data } = await http(ctx).get(
      '/v1/users/me',
      z.object({ data: z.object({ name: z.string(), company_name: z.optional(nullableString) }) }),
    );
    return { message: `Connected to Pipedrive as ${data.name}${data.company_name ? ` (${data.company_name})` : ''}` };
  },

  async sync(ctx, cursor, sink) {
    const api = http(ctx);
    return eachStreamSince(cursor, {
      personsUpdatedSince: (since) =>
        drainPages(changed(api, '/api/v2/persons', personSchema, since), pipedrivePersonItem, sink, since),
      dealsUpdatedSince: (since) =>
        drainPages(changed(api, '/api/v2/deals', dealSchema, since), pipedriveDealItem, sink, since),
    });
  },

  crm: crmNoteWriter('Pipedrive', {
    async findContact(ctx, query) {
      const { data } = await http(ctx).get(
        '/api/v2/persons/search',
        z.object({ data: z.object({ items: z.array(z.object({ item: z.object({ id: z.number() }) })) }) }),
        query.by === 'email'
          ? { term: query.email, fields: 'email', exact_match: true, limit: 1 }
          : { term: query.name, fields: 'name', exact_match: true, limit: 1 },
      );
      const person = data.items[0]?.item;
      return person ? String(person.id) : undefined;
    },
    async addNote(ctx, contactId, note) {
      await http(ctx).request('/v1/notes', {
        method: 'POST',
        schema: z.object({ success: z.literal(true), data: z.object({ id: z.number() }) }),
        json: { content: note.text, person_id: Number(contactId) },
      });
    },
  }),
});
