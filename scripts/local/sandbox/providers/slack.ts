import { createHash } from 'node:crypto';
import type { FakeMessage } from './business-records';
import { bearerToken, cursorPage, type FakeProviderModule, type FakeReply, get, post } from './fake-provider';

/**
 * Slack Web API as documented: `auth.test`, `conversations.list` (`types`, `limit` ≤ 1000, `cursor` /
 * `response_metadata.next_cursor`) and `conversations.history` (newest first, `oldest` exclusive unless
 * `inclusive`, `limit` ≤ 999, `has_more`, `cursor`) and `chat.postMessage` (JSON `channel` as an id or a `#name`,
 * `text`; answers the channel's id and the message's `ts`, and the message joins the channel's history). Failures are HTTP 200 `{ok: false, error}`, except rate limits:
 * HTTP 429 with `Retry-After`. The app is a member of every channel with messages, and of no other channel
 * (#random), so the member filter matters.
 */
const channelId = (name: string) => `C0${createHash('sha256').update(name).digest('hex').slice(0, 9).toUpperCase()}`;
const userId = (name: string) => `U0${createHash('sha256').update(name).digest('hex').slice(0, 9).toUpperCase()}`;
const tsOf = (m: FakeMessage) =>
  /^\d+\.\d{6}$/.test(m.id) ? m.id : `${Math.floor(Date.parse(m.sentAt) / 1000)}.000000`;

const slackError = (error: string): FakeReply => ({ body: { ok: false, error } });

function channels(messages: FakeMessage[]) {
  const names = [...new Set(messages.map((m) => m.channel))].sort();
  return [
    ...names.map((name) => ({ id: channelId(name), name, is_channel: true, is_member: true, is_archived: false })),
    { id: channelId('random'), name: 'random', is_channel: true, is_member: false, is_archived: false },
  ];
}

export const slackFake: FakeProviderModule = {
  provider: 'slack',
  authenticate(req, credentials) {
    const token = bearerToken(req);
    if (!token) return slackError('not_authed');
    return token === credentials.apiKey ? undefined : slackError('invalid_auth');
  },
  error(status, message) {
    return { status, body: { ok: false, error: status === 429 ? 'ratelimited' : 'fatal_error', warning: message } };
  },
  routes: [
    post('/api/auth.test', () => ({
      body: {
        ok: true,
        url: 'https://copperleaf.slack.com/',
        team: 'Copperleaf',
        user: 'bizpilot',
        team_id: 'T12345678',
        user_id: 'U12345678',
        bot_id: 'B12345678',
      },
    })),
    post('/api/chat.postMessage', (req, ctx) => {
      const { channel: wanted, text } = (req.body ?? {}) as { channel?: string; text?: string };
      if (!wanted) return slackError('channel_not_found');
      if (!text?.trim()) return slackError('no_text');
      const channel = channels(ctx.data.messages).find((c) => c.id === wanted || `#${c.name}` === wanted);
      if (!channel) return slackError('channel_not_found');
      if (!channel.is_member) return slackError('not_in_channel');
      const at = ctx.now();
      // Microseconds from the count of messages, so two posts in the same second get distinct timestamps.
      const ts = `${Math.floor(at.getTime() / 1000)}.${String(ctx.data.messages.length).padStart(6, '0')}`;
      ctx.data.messages.push({
        id: ts,
        channel: channel.name,
        authorName: 'bizpilot',
        text,
        sentAt: at.toISOString(),
        updatedAt: at.toISOString(),
      });
      return {
        body: {
          ok: true,
          channel: channel.id,
          ts,
          message: { type: 'message', subtype: 'bot_message', text, ts, bot_id: 'B12345678' },
        },
      };
    }),
    get('/api/conversations.list', (req, ctx) => {
      const { page, next } = cursorPage(
        channels(ctx.data.messages),
        req.query.get('cursor'),
        ctx.pageSize(req.query.get('limit'), 100, 1000),
      );
      return { body: { ok: true, channels: page, response_metadata: { next_cursor: next ?? '' } } };
    }),
    get('/api/conversations.history', (req, ctx) => {
      const channel = channels(ctx.data.messages).find((c) => c.id === req.query.get('channel'));
      if (!channel) return slackError('channel_not_found');
      if (!channel.is_member) return slackError('not_in_channel');
      const oldest = Number(req.query.get('oldest') ?? 0);
      const inclusive = req.query.get('inclusive') === 'true';
      const messages = ctx.data.messages
        .filter((m) => m.channel === channel.name)
        .map((m) => ({ type: 'message', user: userId(m.authorName), text: m.text, ts: tsOf(m) }))
        .filter((m) => (inclusive ? Number(m.ts) >= oldest : Number(m.ts) > oldest))
        .sort((a, b) => Number(b.ts) - Number(a.ts));
      const { page, next } = cursorPage(
        messages,
        req.query.get('cursor'),
        ctx.pageSize(req.query.get('limit'), 100, 999),
      );
      return {
        body: {
          ok: true,
          messages: page,
          has_more: next !== undefined,
          pin_count: 0,
          response_metadata: { next_cursor: next ?? '' },
        },
      };
    }),
  ],
};
