import type { FakeTask } from './business-records';
import { bearerToken, cursorPage, type FakeProviderModule, type FakeReply, get, post } from './fake-provider';

/**
 * Notion as documented: `GET /v1/users/me` (the integration's bot user) and `POST /v1/search` with a page filter,
 * a `last_edited_time` sort, `page_size` ≤ 100 and `start_cursor` / `next_cursor` / `has_more`. Pages carry a title,
 * a Status (status property), a Due date and a Project select; edit times are rounded down to the minute, as Notion
 * stores them. Errors as `{object: "error", status, code, message}`.
 */
const minute = (iso: string) => new Date(Math.floor(Date.parse(iso) / 60_000) * 60_000).toISOString();

function page(t: FakeTask) {
  return {
    object: 'page',
    id: t.id,
    created_time: minute(t.createdAt),
    last_edited_time: minute(t.updatedAt),
    archived: false,
    in_trash: false,
    url: `https://www.notion.so/${t.id.replace(/-/g, '')}`,
    parent: { type: 'database_id', database_id: 'd9824bdc-8445-4327-be8b-5b47500af6ce' },
    properties: {
      Name: {
        id: 'title',
        type: 'title',
        title: [{ type: 'text', text: { content: t.title, link: null }, plain_text: t.title }],
      },
      Status: {
        id: 'Z%3ClH',
        type: 'status',
        status: t.completed
          ? { id: 'done', name: 'Done', color: 'green' }
          : { id: 'todo', name: 'Not started', color: 'default' },
      },
      Due: { id: 'M%3BBw', type: 'date', date: t.dueOn ? { start: t.dueOn, end: null, time_zone: null } : null },
      Project: { id: 'Bv%5Dq', type: 'select', select: { name: t.project, color: 'blue' } },
    },
  };
}

function error(status: number, code: string, message: string): FakeReply {
  return { status, body: { object: 'error', status, code, message } };
}

export const notionFake: FakeProviderModule = {
  provider: 'notion',
  authenticate(req, credentials) {
    if (!req.headers['notion-version'])
      return error(400, 'missing_version', 'Notion-Version header failed validation.');
    if (bearerToken(req) === credentials.apiKey) return undefined;
    return error(401, 'unauthorized', 'API token is invalid.');
  },
  error(status, message) {
    return error(status, status === 429 ? 'rate_limited' : 'internal_server_error', message);
  },
  routes: [
    get('/v1/users/me', () => ({
      body: {
        object: 'user',
        id: '16d84278-ab0e-484c-9bdd-b35da3bd8905',
        name: 'BizPilot',
        avatar_url: null,
        type: 'bot',
        bot: { owner: { type: 'workspace', workspace: true }, workspace_name: 'Copperleaf HQ' },
      },
    })),
    post('/v1/search', (req, ctx) => {
      const body = req.body ?? {};
      if (body.filter && body.filter.value !== 'page')
        return { body: { object: 'list', results: [], next_cursor: null, has_more: false } };
      const direction = body.sort?.direction === 'ascending' ? 1 : -1;
      const sorted = ctx.data.tasks
        .map(page)
        .sort(
          (a, b) =>
            direction * (Date.parse(a.last_edited_time) - Date.parse(b.last_edited_time)) || (a.id < b.id ? -1 : 1),
        );
      const { page: results, next } = cursorPage(sorted, body.start_cursor, ctx.pageSize(body.page_size, 100, 100));
      return {
        body: {
          object: 'list',
          results,
          next_cursor: next ?? null,
          has_more: next !== undefined,
          type: 'page_or_database',
          page_or_database: {},
        },
      };
    }),
  ],
};
