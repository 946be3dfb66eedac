import { nullableString } from '@shared/schemas/nullable';
import type { SyncedItem } from '@shared/schemas/synced-item';
import * as z from '@shared/zod';
import { contactOf, syncedItem } from '../../../domain/integrations/synced-item';
import type { ConnectorContext } from '../connector';
import { defineConnector } from '../connector';
import { connectorHttp } from '../connector-http';
import { bearerApiKey } from '../kit/auth-style';
import { ConnectorError } from '../kit/connector-error';
import { isoDateTime } from '../kit/dates';
import { paginate } from '../kit/paginate';
import type { ProviderHttp } from '../kit/provider-http';
import { drainPages } from '../sync-pages';

/**
 * Microsoft Graph v1.0 (https://learn.microsoft.com/en-us/graph/api/chatmessage-delta): channel messages of the
 * teams the user joined become messages. Graph's delta query is the incremental sync: pages follow
 * `@odata.nextLink`, the last one gives a `@odata.deltaLink` that the next sync starts from (one per channel).
 * A delta link Graph no longer honours (410) starts that channel over. Auth: an OAuth token.
 */
const TEXT_LENGTH = 160;

const collection = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    value: z.array(item),
    '@odata.nextLink': z.optional(z.string()),
    '@odata.deltaLink': z.optional(z.string()),
  });

const messageSchema = z.object({
  id: z.string(),
  messageType: z.optional(z.string()),
  createdDateTime: z.string(),
  lastModifiedDateTime: z.optional(nullableString),
  deletedDateTime: z.optional(nullableString),
  from: z.optional(
    z.nullable(z.object({ user: z.optional(z.nullable(z.object({ displayName: z.optional(nullableString) }))) })),
  ),
  body: z.optional(z.object({ contentType: z.optional(z.string()), content: z.optional(nullableString) })),
});
type ChatMessage = z.infer<typeof messageSchema>;

const cursorSchema = z.object({ deltaLinks: z.record(z.string(), z.string()) });

function http(ctx: ConnectorContext): ProviderHttp {
  return connectorHttp(ctx, 'microsoft_teams', { auth: bearerApiKey });
}

/** Message bodies are HTML: tags dropped, the common entities read, whitespace folded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/p>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

export function teamsMessageItem(
  where: { channelId: string; label: string },
  message: ChatMessage,
): SyncedItem | undefined {
  if ((message.messageType && message.messageType !== 'message') || message.deletedDateTime) return undefined;
  const content = message.body?.content ?? '';
  const text = message.body?.contentType === 'html' ? htmlToText(content) : content.replace(/\s+/g, ' ').trim();
  return syncedItem({
    externalId: `${where.channelId}:${message.id}`,
    dataType: 'message',
    name: text.length > TEXT_LENGTH ? `${text.slice(0, TEXT_LENGTH - 1)}…` : text || '(attachment)',
    date: isoDateTime(message.createdDateTime),
    contact: contactOf({ name: message.from?.user?.displayName }),
    source: where.label,
    updatedAt: isoDateTime(message.lastModifiedDateTime ?? message.createdDateTime),
  });
}

async function listAll<T>(api: ProviderHttp, path: string, schema: z.ZodMiniType<T>): Promise<T[]> {
  const out: T[] = [];
  const pages = paginate<T, string>(api.providerName, undefined, async (link) => {
    const page = await api.get(link ?? path, collection(schema));
    return { items: page.value as T[], next: page['@odata.nextLink'] };
  });
  for await (const page of pages) out.push(...page);
  return out;
}

export const microsoftTeamsConnector = defineConnector({
  provider: 'microsoft_teams',
  cursorSchema,

  oauth: {
    authorizeUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
    tokenUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
    scopes: [
      'offline_access',
      'User.Read',
      'Team.ReadBasic.All',
      'Channel.ReadBasic.All',
      'ChannelMessage.Read.All',
      'ChannelMessage.Send',
    ],
    clientAuth: 'body',
    pkce: true,
  },

  async test(ctx) {
    const me = await http(ctx).get('/v1.0/me', z.object({ displayName: z.string() }), { $select: 'displayName' });
    return { message: `Connected to Microsoft Teams as ${me.displayName}` };
  },

  chat: {
    // https://learn.microsoft.com/en-us/graph/api/channel-post-messages (ChannelMessage.Send). Graph takes no
    // idempotency key, so the post is not marked idempotent: a 5xx is not repeated here.
    async postMessage(ctx, post) {
      const [teamId, channelId] = post.channel.split('/');
      if (!teamId || !channelId) {
        throw new ConnectorError('misconfigured', 'A Teams channel is given as <teamId>/<channelId>');
      }
      const path = `/v1.0/teams/${encodeURIComponent(teamId)}/channels/${encodeURIComponent(channelId)}/messages`;
      const { data } = await http(ctx).request(path, {
        method: 'POST',
        json: { body: { contentType: 'text', content: post.text } },
        schema: z.object({ id: z.string() }),
      });
      return { messageId: data.id };
    },
  },

  async sync(ctx, cursor, sink) {
    const api = http(ctx);
    const deltaLinks: Record<string, string> = {};
    const named = z.object({ id: z.string(), displayName: z.string() });
    for (const team of await listAll(api, '/v1.0/me/joinedTeams?$select=id,displayName', named)) {
      const teamPath = `/v1.0/teams/${encodeURIComponent(team.id)}`;
      for (const channel of await listAll(api, `${teamPath}/channels?$select=id,displayName`, named)) {
        const key = `${team.id}/${channel.id}`;
        const start = `${teamPath}/channels/${encodeURIComponent(channel.id)}/messages/delta`;
        const where = { channelId: channel.id, label: `${team.displayName} › ${channel.displayName}` };
        const read = async (from: string) => {
          let deltaLink: string | undefined;
          const pages = paginate<ChatMessage, string>(api.providerName, from, async (link) => {
            const { status, data } = await api.request(link ?? from, {
              schema: collection(messageSchema),
              acceptStatus: [410],
            });
            if (status === 410) throw new DeltaExpired();
            deltaLink = data['@odata.deltaLink'] ?? deltaLink;
            return { items: data.value, next: data['@odata.nextLink'] };
          });
          await drainPages(pages, (message) => teamsMessageItem(where, message), sink);
          return deltaLink;
        };
        let link: string | undefined;
        try {
          link = await read(cursor?.deltaLinks[key] ?? start);
        } catch (error) {
          if (!(error instanceof DeltaExpired)) throw error;
          link = await read(start);
        }
        if (link) deltaLinks[key] = link;
      }
    }
    return { deltaLinks };
  },
});

/** 410 Gone: Graph no longer honours the delta link. */
class DeltaExpired extends Error {}
