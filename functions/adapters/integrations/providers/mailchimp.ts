import type { SyncedItem } from '@shared/schemas/synced-item';
import * as z from '@shared/zod';
import { syncedItem } from '../../../domain/integrations/synced-item';
import type { ConnectorContext } from '../connector';
import { defineConnector } from '../connector';
import { connectorHttp } from '../connector-http';
import { isoDateTime, laterOf } from '../kit/dates';
import { nextOffset, paginate } from '../kit/paginate';
import type { ProviderHttp } from '../kit/provider-http';
import { drainPages } from '../sync-pages';

/**
 * Mailchimp Marketing API 3.0 (https://mailchimp.com/developer/marketing/api/lists/): audiences become contact
 * lists with their member counts. Lists are few and have no updated-since filter, so every sync reads them
 * (offset pages with `total_items`) and hands on those created or with a sign-up or unsubscribe since the last sync.
 * Auth: the API key over HTTP Basic (any user name), at the data centre the key ends in.
 */
const API = '/3.0';
const PAGE_SIZE = 100;
const LIST_FIELDS =
  'lists.id,lists.name,lists.date_created,lists.stats.member_count,lists.stats.last_sub_date,lists.stats.last_unsub_date,total_items';

const listSchema = z.object({
  id: z.string(),
  name: z.string(),
  date_created: z.string(),
  stats: z.object({
    member_count: z.number(),
    last_sub_date: z.optional(z.string()),
    last_unsub_date: z.optional(z.string()),
  }),
});
type Audience = z.infer<typeof listSchema>;

const cursorSchema = z.object({ changedSince: z.optional(z.string()) });

function http(ctx: ConnectorContext): ProviderHttp {
  return connectorHttp(ctx, 'mailchimp', {
    auth: (c) => ({ type: 'basic', username: 'bizpilot', password: c.apiKey ?? '' }),
  });
}

// Made on first use: a process's first Intl formatter starts ICU (about 10 ms), at import for every connector otherwise.
let members: Intl.NumberFormat | undefined;

export function mailchimpListItem(list: Audience): SyncedItem {
  const { stats } = list;
  members ??= new Intl.NumberFormat('en-US');
  const changed = laterOf(
    laterOf(isoDateTime(list.date_created), isoDateTime(stats.last_sub_date)),
    isoDateTime(stats.last_unsub_date),
  );
  return syncedItem({
    externalId: list.id,
    dataType: 'contact_list',
    name: list.name,
    date: isoDateTime(list.date_created),
    status: `${members.format(stats.member_count)} ${stats.member_count === 1 ? 'member' : 'members'}`,
    updatedAt: changed ?? null,
  });
}

export const mailchimpConnector = defineConnector({
  provider: 'mailchimp',
  cursorSchema,

  async test(ctx) {
    const root = await http(ctx).get(`${API}/`, z.object({ account_name: z.string() }), { fields: 'account_name' });
    return { message: `Connected to Mailchimp account "${root.account_name}"` };
  },

  async sync(ctx, cursor, sink) {
    const api = http(ctx);
    const since = cursor?.changedSince;
    let changedSince = since;
    const pages = paginate<Audience, number>(api.providerName, 0, async (offset = 0) => {
      const page = await api.get(`${API}/lists`, z.object({ lists: z.array(listSchema), total_items: z.number() }), {
        count: PAGE_SIZE,
        offset,
        fields: LIST_FIELDS,
      });
      return { items: page.lists, next: nextOffset(offset, page.lists.length, PAGE_SIZE, page.total_items) };
    });
    await drainPages(
      pages,
      (list) => {
        const item = mailchimpListItem(list);
        changedSince = laterOf(changedSince, item.updatedAt);
        return !since || (item.updatedAt ?? '') >= since ? item : undefined;
      },
      sink,
    );
    return { changedSince };
  },
});
