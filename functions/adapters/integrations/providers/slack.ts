import { createHash } from 'node:crypto';
import type { SyncedItem } from '@shared/schemas/synced-item';
import * as z from '@shared/zod';
import { syncedItem } from '../../../domain/integrations/synced-item';
import type { ConnectorContext } from '../connector';
import { defineConnector } from '../connector';
import { connectorHttp } from '../connector-http';
import { bearerApiKey } from '../kit/auth-style';
import { isoFromUnixSeconds } from '../kit/dates';
import { paginate } from '../kit/paginate';
import type { ProviderHttp } from '../kit/provider-http';
import { drainPages } from '../sync-pages';

/**
 * Slack Web API (https://api.slack.com/methods): messages of the public channels the app is a member of become
 * messages. `conversations.list` and `conversations.history` page with `response_metadata.next_cursor`; history is
 * incremental per channel with `oldest` (exclusive), the newest message `ts` read. Slack answers HTTP 200 with
 * `{ok: false, error}` for most failures, which the kit turns into errors like any other. Auth: a bot token.
 */
const PAGE_SIZE = 200;
const TEXT_LENGTH = 160;
/** Messages people wrote; joins, topic changes and the like are not business conversation. */
const KEPT_SUBTYPES = new Set([undefined, 'bot_message', 'thread_broadcast', 'file_share']);
const REJECTED_AUTH = new Set(['invalid_auth', 'not_authed', 'account_inactive', 'token_revoked', 'token_expired']);

const okAnswer = <T extends z.core.$ZodShape>(shape: T) =>
  z.object({
    ok: z.literal(true),
    ...shape,
    response_metadata: z.optional(z.object({ next_cursor: z.optional(z.string()) })),
  });

const channelSchema = z.object({ id: z.string(), name: z.string(), is_member: z.optional(z.boolean()) });
const messageSchema = z.object({
  type: z.string(),
  subtype: z.optional(z.string()),
  ts: z.string(),
  text: z.optional(z.string()),
  user: z.optional(z.string()),
  username: z.optional(z.string()),
  edited: z.optional(z.object({ ts: z.string() })),
});
type SlackMessage = z.infer<typeof messageSchema>;

const cursorSchema = z.object({ newestTs: z.record(z.string(), z.string()) });

function http(ctx: ConnectorContext): ProviderHttp {
  return connectorHttp(ctx, 'slack', {
    auth: bearerApiKey,
    bodyError: (body) => {
      const answer = body as { ok?: unknown; error?: unknown };
      if (answer.ok !== false) return undefined;
      const code = String(answer.error ?? 'unknown_error');
      if (REJECTED_AUTH.has(code)) return { kind: 'auth_rejected', reason: code };
      if (code === 'missing_scope' || code === 'not_allowed_token_type') return { kind: 'forbidden', reason: code };
      return { kind: 'provider_error', reason: code };
    },
  });
}

export function slackMessageItem(channel: { id: string; name: string }, message: SlackMessage): SyncedItem | undefined {
  if (message.type !== 'message' || !KEPT_SUBTYPES.has(message.subtype)) return undefined;
  const text = (message.text ?? '').replace(/\s+/g, ' ').trim();
  return syncedItem({
    externalId: `${channel.id}:${message.ts}`,
    dataType: 'message',
    name: text.length > TEXT_LENGTH ? `${text.slice(0, TEXT_LENGTH - 1)}…` : text || '(attachment)',
    date: isoFromUnixSeconds(message.ts),
    source: `#${channel.name}`,
    updatedAt: isoFromUnixSeconds(message.edited?.ts ?? message.ts),
  });
}

/** The same UUID-shaped id for the same key (Slack's `client_msg_id` is a UUID). */
function uuidOf(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** Slack timestamps are decimal strings ("1512085950.000216"); compare them as numbers. */
const newer = (a: string | undefined, b: string) => (!a || Number(b) > Number(a) ? b : a);

export const slackConnector = defineConnector({
  provider: 'slack',
  cursorSchema,

  oauth: {
    authorizeUrl: 'https://slack.com/oauth/v2/authorize',
    tokenUrl: 'https://slack.com/api/oauth.v2.access',
    scopes: ['channels:read', 'channels:history', 'chat:write'],
    scopeSeparator: ',',
    clientAuth: 'body',
  },

  async test(ctx) {
    const { data } = await http(ctx).request('/api/auth.test', {
      method: 'POST',
      idempotent: true,
      schema: okAnswer({ team: z.string(), user: z.string() }),
    });
    return { message: `Connected to Slack workspace "${data.team}" as ${data.user}` };
  },

  chat: {
    // https://api.slack.com/methods/chat.postMessage: `client_msg_id` (a UUID) lets Slack drop a repeated post.
    async postMessage(ctx, post) {
      const { data } = await http(ctx).request('/api/chat.postMessage', {
        method: 'POST',
        json: { channel: post.channel, text: post.text, client_msg_id: uuidOf(post.idempotencyKey) },
        idempotent: true,
        schema: okAnswer({ ts: z.string(), channel: z.string() }),
      });
      return { messageId: data.ts };
    },
  },

  async sync(ctx, cursor, sink) {
    const api = http(ctx);
    const channels = paginate<z.infer<typeof channelSchema>, string>(api.providerName, undefined, async (next) => {
      const page = await api.get('/api/conversations.list', okAnswer({ channels: z.array(channelSchema) }), {
        types: 'public_channel',
        exclude_archived: true,
        limit: PAGE_SIZE,
        cursor: next,
      });
      return { items: page.channels, next: page.response_metadata?.next_cursor };
    });
    const newestTs: Record<string, string> = { ...cursor?.newestTs };
    for await (const page of channels) {
      for (const channel of page.filter((c) => c.is_member)) {
        const history = paginate<SlackMessage, string>(api.providerName, undefined, async (next) => {
          const answer = await api.get(
            '/api/conversations.history',
            okAnswer({ messages: z.array(messageSchema), has_more: z.optional(z.boolean()) }),
            { channel: channel.id, oldest: cursor?.newestTs[channel.id], limit: PAGE_SIZE, cursor: next },
          );
          for (const message of answer.messages) newestTs[channel.id] = newer(newestTs[channel.id], message.ts);
          return { items: answer.messages, next: answer.has_more ? answer.response_metadata?.next_cursor : undefined };
        });
        await drainPages(history, (message) => slackMessageItem(channel, message), sink);
      }
    }
    return { newestTs };
  },
});
