import { byUpdatedAt, type FakeTask } from './business-records';
import { bearerAuth, cursorPage, type FakeProviderModule, type FakeReply, get } from './fake-provider';

/**
 * Asana as documented: `GET /api/1.0/users/me` (with `opt_fields`) and `GET /api/1.0/tasks` for an `assignee` in a
 * `workspace`, with `modified_since`, `limit` ≤ 100 and `offset` / `next_page`; `{data: …}` envelopes; errors as
 * `{errors: [{message, help}]}`.
 */
const WORKSPACE = { gid: '1200000000000001', name: 'Copperleaf', resource_type: 'workspace' };

function task(t: FakeTask) {
  return {
    gid: t.id,
    resource_type: 'task',
    name: t.title,
    completed: t.completed,
    completed_at: t.completedAt,
    due_on: t.dueOn,
    created_at: t.createdAt,
    modified_at: t.updatedAt,
  };
}

function error(status: number, message: string): FakeReply {
  return {
    status,
    body: {
      errors: [
        {
          message,
          help: 'For more information on API status codes and how to handle them, read the docs on errors: https://developers.asana.com/docs/errors',
        },
      ],
    },
  };
}

export const asanaFake: FakeProviderModule = {
  provider: 'asana',
  authenticate: bearerAuth(error(401, 'Not Authorized')),
  error,
  routes: [
    get('/api/1.0/users/me', () => ({
      body: {
        data: {
          gid: '1199999999999999',
          resource_type: 'user',
          name: 'Alex Owner',
          email: 'alex@copperleaf.example',
          workspaces: [WORKSPACE],
        },
      },
    })),
    get('/api/1.0/tasks', (req, ctx) => {
      const q = req.query;
      if (q.get('assignee') !== 'me' || q.get('workspace') !== WORKSPACE.gid) {
        return error(400, 'workspace: Must specify a workspace with assignee');
      }
      const since = q.get('modified_since');
      const matching = ctx.data.tasks
        .filter((t) => !since || Date.parse(t.updatedAt) >= Date.parse(since))
        .sort(byUpdatedAt);
      const { page, next } = cursorPage(matching, q.get('offset'), ctx.pageSize(q.get('limit'), 20, 100));
      return {
        body: {
          data: page.map(task),
          next_page: next
            ? {
                offset: next,
                path: `/tasks?limit=${q.get('limit')}&offset=${next}`,
                uri: `${req.baseUrl}/api/1.0/tasks?offset=${next}`,
              }
            : null,
        },
      };
    }),
  ],
};
