import { nullableString } from '@shared/schemas/nullable';
import type { SyncedItem } from '@shared/schemas/synced-item';
import * as z from '@shared/zod';
import { syncedItem } from '../../../domain/integrations/synced-item';
import type { ConnectorContext } from '../connector';
import { defineConnector } from '../connector';
import { connectorHttp } from '../connector-http';
import { bearerApiKey } from '../kit/auth-style';
import { isoDateTime, isoFromDateOnly } from '../kit/dates';
import { paginate } from '../kit/paginate';
import type { ProviderHttp } from '../kit/provider-http';
import { drainPages } from '../sync-pages';

/**
 * Notion API (https://developers.notion.com/reference/post-search): the pages shared with the integration become
 * tasks. The search endpoint lists them newest edit first (`start_cursor` / `next_cursor`), so an incremental sync
 * reads until it meets a page last edited before the mark. A page's title, its Status (a status or select property,
 * or a Done checkbox) and its due date fill the task. Auth: an internal integration secret as a Bearer token, with
 * the `Notion-Version` pinned.
 */
const NOTION_VERSION = '2022-06-28';
const PAGE_SIZE = 100;
const DONE = new Set(['done', 'complete', 'completed', 'closed', 'finished']);

const propertySchema = z.looseObject({ type: z.string() });

const pageSchema = z.object({
  object: z.literal('page'),
  id: z.string(),
  created_time: z.string(),
  last_edited_time: z.string(),
  archived: z.optional(z.boolean()),
  in_trash: z.optional(z.boolean()),
  properties: z.record(z.string(), propertySchema),
});
type NotionPage = z.infer<typeof pageSchema>;

const searchAnswer = z.object({
  results: z.array(z.union([pageSchema, z.looseObject({ object: z.literal('database') })])),
  next_cursor: nullableString,
  has_more: z.boolean(),
});

const cursorSchema = z.object({ editedSince: z.optional(z.string()) });

function http(ctx: ConnectorContext): ProviderHttp {
  return connectorHttp(ctx, 'notion', {
    auth: bearerApiKey,
    headers: { 'notion-version': NOTION_VERSION },
  });
}

type Property = z.infer<typeof propertySchema>;
const plain = (rich: unknown) =>
  Array.isArray(rich) ? rich.map((r) => (r as { plain_text?: string }).plain_text ?? '').join('') : '';

const statusProperty = z.object({ type: z.literal('status'), status: z.nullable(z.object({ name: z.string() })) });
const selectProperty = z.object({ type: z.literal('select'), select: z.nullable(z.object({ name: z.string() })) });
const checkboxProperty = z.object({ type: z.literal('checkbox'), checkbox: z.boolean() });

function statusOf(properties: Record<string, Property>): 'open' | 'completed' {
  const done = (name: string | undefined) => DONE.has((name ?? '').toLowerCase());
  for (const [name, property] of Object.entries(properties)) {
    const status = statusProperty.safeParse(property);
    if (status.success && done(status.data.status?.name)) return 'completed';
    const select = selectProperty.safeParse(property);
    if (select.success && /status/i.test(name) && done(select.data.select?.name)) return 'completed';
    const checkbox = checkboxProperty.safeParse(property);
    if (checkbox.success && /done|complete/i.test(name) && checkbox.data.checkbox) return 'completed';
  }
  return 'open';
}

function dueDateOf(properties: Record<string, Property>): string | null {
  const dates = Object.entries(properties).filter(([, p]) => p.type === 'date');
  const [, due] = dates.find(([name]) => /due|deadline|date/i.test(name)) ?? dates[0] ?? [];
  const start = (due as { date?: { start?: string } | null } | undefined)?.date?.start;
  return start ? (isoFromDateOnly(start) ?? isoDateTime(start)) : null;
}

export function notionPageItem(page: NotionPage): SyncedItem | undefined {
  if (page.archived || page.in_trash) return undefined;
  const title = Object.values(page.properties).find((p) => p.type === 'title') as { title?: unknown } | undefined;
  return syncedItem({
    externalId: page.id,
    dataType: 'task',
    name: plain(title?.title).trim() || 'Untitled',
    date: dueDateOf(page.properties) ?? isoDateTime(page.created_time),
    status: statusOf(page.properties),
    updatedAt: isoDateTime(page.last_edited_time),
  });
}

export const notionConnector = defineConnector({
  provider: 'notion',
  cursorSchema,

  async test(ctx) {
    const me = await http(ctx).get(
      '/v1/users/me',
      z.object({
        name: z.optional(nullableString),
        bot: z.optional(z.object({ workspace_name: z.optional(nullableString) })),
      }),
    );
    const workspace = me.bot?.workspace_name;
    return {
      message: workspace
        ? `Connected to Notion workspace "${workspace}"`
        : `Connected to Notion as ${me.name ?? 'an integration'}`,
    };
  },

  async sync(ctx, cursor, sink) {
    const api = http(ctx);
    const mark = cursor?.editedSince ? Date.parse(cursor.editedSince) : Number.NEGATIVE_INFINITY;
    const pages = paginate<NotionPage, string>(api.providerName, undefined, async (startCursor) => {
      const { data } = await api.request('/v1/search', {
        method: 'POST',
        idempotent: true,
        schema: searchAnswer,
        json: {
          filter: { property: 'object', value: 'page' },
          sort: { direction: 'descending', timestamp: 'last_edited_time' },
          page_size: PAGE_SIZE,
          ...(startCursor ? { start_cursor: startCursor } : {}),
        },
      });
      const all = data.results.filter((r): r is NotionPage => r.object === 'page');
      const fresh = all.filter((p) => Date.parse(p.last_edited_time) >= mark);
      // Newest edits come first: the first page older than the mark ends the changes.
      return { items: fresh, next: fresh.length === all.length && data.has_more ? data.next_cursor : undefined };
    });
    return { editedSince: await drainPages(pages, notionPageItem, sink, cursor?.editedSince) };
  },
});
