import { nullableString } from '@shared/schemas/nullable';
import type { SyncedItem } from '@shared/schemas/synced-item';
import * as z from '@shared/zod';
import { syncedItem } from '../../../domain/integrations/synced-item';
import type { ConnectorContext } from '../connector';
import { defineConnector } from '../connector';
import { connectorHttp } from '../connector-http';
import { isoDateTime, laterOf } from '../kit/dates';
import { paginate } from '../kit/paginate';
import type { ProviderHttp } from '../kit/provider-http';
import { drainPages } from '../sync-pages';

/**
 * Trello REST API (https://developer.atlassian.com/cloud/trello/rest/): the cards of the member's open boards
 * become tasks (done when their due date is marked complete or the card is archived). The first sync of a board
 * reads its cards, newest first, paging backwards with `before`. Trello has no updated-since filter on cards, so
 * later syncs read the board's card actions since the last one seen and fetch just the cards they touched.
 * Auth: the API key and token as `key` and `token` query parameters (Trello's documented way).
 */
const API = '/1';
const PAGE_SIZE = 1000;
const CARD_FIELDS = 'name,due,dueComplete,closed,dateLastActivity,idBoard';
const CARD_ACTIONS = 'createCard,updateCard,copyCard,moveCardToBoard,convertToCardFromCheckItem';

const cardSchema = z.object({
  id: z.string(),
  name: z.string(),
  due: z.optional(nullableString),
  dueComplete: z.optional(z.boolean()),
  closed: z.optional(z.boolean()),
  dateLastActivity: z.optional(nullableString),
});
type Card = z.infer<typeof cardSchema>;

const actionSchema = z.object({
  id: z.string(),
  date: z.string(),
  data: z.object({ card: z.optional(z.object({ id: z.string() })) }),
});

const cursorSchema = z.object({
  /** The date of the newest card action applied. */
  actionsSince: z.string(),
  /** Boards already read in full; a board not listed here is read in full on the next sync. */
  boards: z.array(z.string()),
});

function http(ctx: ConnectorContext): ProviderHttp {
  return connectorHttp(ctx, 'trello', {
    auth: (c) => ({ type: 'query', params: { key: c.apiKey ?? '', token: c.apiSecret ?? '' } }),
  });
}

/** Trello ids begin with the object's creation time, in seconds, as 8 hex digits. */
export function trelloCreatedAt(id: string): string | null {
  const seconds = Number.parseInt(id.slice(0, 8), 16);
  return Number.isFinite(seconds) && /^[0-9a-f]{24}$/i.test(id) ? new Date(seconds * 1000).toISOString() : null;
}

export function trelloCardItem(card: Card): SyncedItem {
  return syncedItem({
    externalId: card.id,
    dataType: 'task',
    name: card.name || 'Untitled card',
    date: isoDateTime(card.due) ?? trelloCreatedAt(card.id),
    status: card.dueComplete || card.closed ? 'completed' : 'open',
    updatedAt: isoDateTime(card.dateLastActivity),
  });
}

/** Pages of a list Trello returns newest first, stepping back with `before` while pages come back full. */
function backwards<T extends { id: string }>(
  api: ProviderHttp,
  path: string,
  schema: z.ZodMiniType<T>,
  query: Record<string, string>,
) {
  return paginate<T, string>(api.providerName, undefined, async (before) => {
    const page = await api.get(path, z.array(schema), { ...query, limit: PAGE_SIZE, before });
    return { items: page, next: page.length >= PAGE_SIZE ? page.at(-1)?.id : undefined };
  });
}

export const trelloConnector = defineConnector({
  provider: 'trello',
  cursorSchema,

  async test(ctx) {
    const me = await http(ctx).get(`${API}/members/me`, z.object({ fullName: z.string(), username: z.string() }), {
      fields: 'fullName,username',
    });
    return { message: `Connected to Trello as ${me.fullName} (@${me.username})` };
  },

  async sync(ctx, cursor, sink) {
    const api = http(ctx);
    const boards = await api.get(`${API}/members/me/boards`, z.array(z.object({ id: z.string(), name: z.string() })), {
      filter: 'open',
      fields: 'name',
    });
    let actionsSince = cursor?.actionsSince;
    for (const board of boards) {
      if (!cursor?.boards.includes(board.id)) {
        await drainPages(
          backwards(api, `${API}/boards/${board.id}/cards`, cardSchema, { filter: 'all', fields: CARD_FIELDS }),
          trelloCardItem,
          sink,
        );
        continue;
      }
      // `since` is exclusive with second precision: asking from a second earlier re-reads that second's actions.
      const since = new Date(Date.parse(cursor.actionsSince) - 1000).toISOString();
      const touched = new Set<string>();
      for await (const page of backwards(api, `${API}/boards/${board.id}/actions`, actionSchema, {
        filter: CARD_ACTIONS,
        since,
        fields: 'date,data',
      })) {
        for (const action of page) {
          if (action.data.card) touched.add(action.data.card.id);
          actionsSince = laterOf(actionsSince, isoDateTime(action.date));
        }
      }
      const cards: SyncedItem[] = [];
      for (const id of touched) {
        cards.push(trelloCardItem(await api.get(`${API}/cards/${id}`, cardSchema, { fields: CARD_FIELDS })));
      }
      if (cards.length) await sink(cards);
    }
    return { actionsSince: actionsSince ?? ctx.now.toISOString(), boards: boards.map((b) => b.id) };
  },
});
