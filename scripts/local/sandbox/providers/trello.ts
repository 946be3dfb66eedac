import { createHash } from 'node:crypto';
import type { FakeTask } from './business-records';
import { type FakeProviderModule, type FakeReply, type FakeRequest, get } from './fake-provider';

/**
 * Trello as documented: `key` and `token` query parameters (refused with a plain-text 401), `members/me`, the
 * member's boards, a board's cards and actions (newest first, `limit` ≤ 1000, `before` an id, actions `since` a
 * date, exclusive) and single cards. Boards are the tasks' projects; a card's actions are its creation and its last
 * update. Ids start with their creation time, as Trello's do.
 */
const hexId = (iso: string, seed: string) =>
  `${Math.floor(Date.parse(iso) / 1000)
    .toString(16)
    .padStart(8, '0')}${createHash('sha256').update(seed).digest('hex').slice(0, 16)}`;
const boardId = (project: string) => hexId('2025-06-01T00:00:00.000Z', `board:${project}`);

function card(t: FakeTask) {
  return {
    id: t.id,
    name: t.title,
    due: t.dueOn ? `${t.dueOn}T17:00:00.000Z` : null,
    dueComplete: t.completed,
    closed: false,
    dateLastActivity: t.updatedAt,
    idBoard: boardId(t.project),
    idList: hexId('2025-06-01T00:00:00.000Z', `list:${t.project}`),
    shortUrl: `https://trello.com/c/${t.id.slice(-8)}`,
  };
}

function actions(tasks: FakeTask[]) {
  const out = [];
  for (const t of tasks) {
    const data = { card: { id: t.id, name: t.title }, board: { id: boardId(t.project), name: t.project } };
    out.push({ id: hexId(t.createdAt, `create:${t.id}`), type: 'createCard', date: t.createdAt, data });
    if (t.updatedAt !== t.createdAt) {
      out.push({
        id: hexId(t.updatedAt, `update:${t.id}:${t.updatedAt}`),
        type: 'updateCard',
        date: t.updatedAt,
        data,
      });
    }
  }
  return out;
}

/** Newest first by id (ids start with their time), `before` an id, at most `limit`: Trello's paging. */
function backwards<T extends { id: string }>(req: FakeRequest, records: T[]): T[] {
  const limit = Math.min(Number(req.query.get('limit') ?? 50), 1000);
  const before = req.query.get('before');
  return records
    .sort((a, b) => (a.id < b.id ? 1 : -1))
    .filter((r) => !before || r.id < before)
    .slice(0, limit);
}

const unauthorized = (what: string): FakeReply => ({
  status: 401,
  headers: { 'content-type': 'text/plain; charset=utf-8' },
  body: what,
});

export const trelloFake: FakeProviderModule = {
  provider: 'trello',
  authenticate(req, credentials) {
    if (req.query.get('key') !== credentials.apiKey) return unauthorized('invalid key');
    if (req.query.get('token') !== credentials.apiSecret) return unauthorized('invalid token');
    return undefined;
  },
  error(status, message) {
    return { status, body: { message, error: status === 429 ? 'API_TOKEN_LIMIT_EXCEEDED' : 'ERROR' } };
  },
  routes: [
    get('/1/members/me', () => ({
      body: { id: '5abbe4b7ddc1b351ef961414', fullName: 'Alex Owner', username: 'alexowner' },
    })),
    get('/1/members/me/boards', (_req, ctx) => ({
      body: [...new Set(ctx.data.tasks.map((t) => t.project))].sort().map((name) => ({ id: boardId(name), name })),
    })),
    get('/1/boards/:id/cards', (req, ctx) => ({
      body: backwards(req, ctx.data.tasks.filter((t) => boardId(t.project) === req.params.id).map(card)),
    })),
    get('/1/boards/:id/actions', (req, ctx) => {
      const since = req.query.get('since');
      const types = (req.query.get('filter') ?? 'all').split(',');
      const matching = actions(ctx.data.tasks.filter((t) => boardId(t.project) === req.params.id)).filter(
        (a) => (!since || Date.parse(a.date) > Date.parse(since)) && (types.includes('all') || types.includes(a.type)),
      );
      return { body: backwards(req, matching) };
    }),
    get('/1/cards/:id', (req, ctx) => {
      const found = ctx.data.tasks.find((t) => t.id === req.params.id);
      return found
        ? { body: card(found) }
        : { status: 404, headers: { 'content-type': 'text/plain' }, body: 'The requested resource was not found.' };
    }),
  ],
};
