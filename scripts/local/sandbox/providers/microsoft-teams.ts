import { createHash } from 'node:crypto';
import { byUpdatedAt, type FakeMessage } from './business-records';
import {
  bearerAuth,
  decodeCursor,
  encodeCursor,
  type FakeProviderModule,
  type FakeReply,
  get,
  post,
} from './fake-provider';

/**
 * Microsoft Graph v1.0 as documented: `/me`, `/me/joinedTeams`, `/teams/{id}/channels` and the channel messages
 * delta query: pages linked by absolute `@odata.nextLink` URLs (`$skiptoken`), the last page ending in an
 * `@odata.deltaLink` (`$deltatoken`) that later answers only what changed; a delta token this fake did not issue
 * answers 410. Posting to a channel (`POST /teams/{id}/channels/{id}/messages`, a `body` of `contentType` text or html)
 * answers 201 with the new chatMessage, which then shows in the channel's delta. Errors use Graph's `{error: {code, message, innerError}}` envelope.
 */
const TEAM = { id: '172b0cce-e65d-44ce-9a49-91d9f2e8493a', displayName: 'Copperleaf Team' };
const channelId = (name: string) => `19:${createHash('sha256').update(name).digest('hex').slice(0, 32)}@thread.tacv2`;

function message(m: FakeMessage) {
  return {
    id: m.id,
    replyToId: null,
    messageType: 'message',
    createdDateTime: m.sentAt,
    lastModifiedDateTime: m.updatedAt,
    deletedDateTime: null,
    subject: null,
    importance: 'normal',
    from: {
      user: {
        id: createHash('sha256').update(m.authorName).digest('hex').slice(0, 36),
        displayName: m.authorName,
        userIdentityType: 'aadUser',
      },
    },
    body: { contentType: 'html', content: `<p>${m.text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>` },
  };
}

function graphError(status: number, code: string, message: string): FakeReply {
  return {
    status,
    body: {
      error: {
        code,
        message,
        innerError: { date: '2026-03-02T12:00:00', 'request-id': 'b3f2c1d0-0000-4a5b-9c8d-7e6f5a4b3c2d' },
      },
    },
  };
}

const channelsOf = (messages: FakeMessage[]) =>
  [...new Set(messages.map((m) => m.channel))]
    .sort()
    .map((name) => ({ id: channelId(name), displayName: name, membershipType: 'standard' }));

export const microsoftTeamsFake: FakeProviderModule = {
  provider: 'microsoft_teams',
  authenticate: bearerAuth(
    graphError(401, 'InvalidAuthenticationToken', 'Access token validation failure. Invalid audience.'),
  ),
  error(status, message) {
    return graphError(status, status === 429 ? 'TooManyRequests' : 'InternalServerError', message);
  },
  routes: [
    get('/v1.0/me', () => ({
      body: {
        '@odata.context': 'https://graph.microsoft.com/v1.0/$metadata#users/$entity',
        displayName: 'Alex Owner',
        mail: 'alex@copperleaf.example',
      },
    })),
    get('/v1.0/me/joinedTeams', () => ({ body: { value: [TEAM] } })),
    get('/v1.0/teams/:team/channels', (req, ctx) =>
      req.params.team === TEAM.id
        ? { body: { value: channelsOf(ctx.data.messages) } }
        : graphError(404, 'NotFound', 'No team found with Group Id'),
    ),
    post('/v1.0/teams/:team/channels/:channel/messages', (req, ctx) => {
      const channel = channelsOf(ctx.data.messages).find((c) => c.id === req.params.channel);
      if (req.params.team !== TEAM.id || !channel) return graphError(404, 'NotFound', 'Channel not found');
      const body = (req.body ?? {}) as { body?: { contentType?: string; content?: string } };
      const content = body.body?.content;
      if (!content?.trim()) return graphError(400, 'BadRequest', 'Missing body content');
      const at = ctx.now().toISOString();
      const text = body.body?.contentType === 'html' ? content.replace(/<[^>]*>/g, '') : content;
      const posted = {
        id: String(Date.parse(at) + ctx.data.messages.length),
        channel: channel.displayName,
        authorName: 'Alex Owner',
        text,
        sentAt: at,
        updatedAt: at,
      };
      ctx.data.messages.push(posted);
      return { status: 201, body: message(posted) };
    }),
    get('/v1.0/teams/:team/channels/:channel/messages/delta', (req, ctx) => {
      const channel = channelsOf(ctx.data.messages).find((c) => c.id === req.params.channel);
      if (req.params.team !== TEAM.id || !channel) return graphError(404, 'NotFound', 'Channel not found');
      const q = req.query;
      const delta = q.get('$deltatoken');
      const skip = q.get('$skiptoken');
      let since: string | null = null;
      let offset = 0;
      if (delta) {
        const decoded = Buffer.from(delta, 'base64url').toString('utf8');
        if (!decoded.startsWith('since:'))
          return graphError(410, 'SyncStateNotFound', 'The sync state is no longer valid.');
        since = decoded.slice(6);
      } else if (skip) {
        const state = JSON.parse(Buffer.from(skip, 'base64url').toString('utf8'));
        since = state.since;
        offset = decodeCursor(state.o);
      }
      const inChannel = ctx.data.messages.filter((m) => m.channel === channel.displayName);
      const matching = inChannel
        .filter((m) => !since || Date.parse(m.updatedAt) >= Date.parse(since))
        .sort(byUpdatedAt);
      const size = ctx.pageSize(q.get('$top'), 20, 50);
      const page = matching.slice(offset, offset + size);
      const base = `${req.baseUrl}/v1.0/teams/${encodeURIComponent(TEAM.id)}/channels/${encodeURIComponent(channel.id)}/messages/delta`;
      const latest =
        inChannel
          .map((m) => m.updatedAt)
          .sort()
          .at(-1) ??
        since ??
        '1970-01-01T00:00:00.000Z';
      const link =
        offset + size < matching.length
          ? {
              '@odata.nextLink': `${base}?$skiptoken=${Buffer.from(JSON.stringify({ since, o: encodeCursor(offset + size) })).toString('base64url')}`,
            }
          : { '@odata.deltaLink': `${base}?$deltatoken=${Buffer.from(`since:${latest}`).toString('base64url')}` };
      return {
        body: {
          '@odata.context': `${req.baseUrl}/v1.0/$metadata#Collection(chatMessage)`,
          value: page.map(message),
          ...link,
        },
      };
    }),
  ],
};
