import { nullableString } from '@shared/schemas/nullable';
import type { SyncedItem } from '@shared/schemas/synced-item';
import * as z from '@shared/zod';
import { syncedItem } from '../../../domain/integrations/synced-item';
import type { ConnectorContext } from '../connector';
import { defineConnector } from '../connector';
import { connectorHttp } from '../connector-http';
import { bearerApiKey } from '../kit/auth-style';
import { isoDateTime, isoFromDateOnly, laterOf } from '../kit/dates';
import { paginate } from '../kit/paginate';
import type { ProviderHttp } from '../kit/provider-http';
import { drainPages } from '../sync-pages';

/**
 * Asana API (https://developers.asana.com/reference/gettasks): the tasks assigned to the token's user, in every
 * workspace they belong to, become tasks. Incremental with `modified_since`; paged with `next_page.offset`.
 * Auth: a personal access token as a Bearer token.
 */
const API = '/api/1.0';
const PAGE_SIZE = 100;
const TASK_FIELDS = 'name,completed,completed_at,due_on,created_at,modified_at';

const taskSchema = z.object({
  gid: z.string(),
  name: z.string(),
  completed: z.boolean(),
  due_on: z.optional(nullableString),
  created_at: z.string(),
  modified_at: z.string(),
});
type AsanaTask = z.infer<typeof taskSchema>;

const meSchema = z.object({
  data: z.object({ name: z.string(), workspaces: z.array(z.object({ gid: z.string(), name: z.string() })) }),
});

const cursorSchema = z.object({ modifiedSince: z.optional(z.string()) });

function http(ctx: ConnectorContext): ProviderHttp {
  return connectorHttp(ctx, 'asana', { auth: bearerApiKey });
}

export function asanaTaskItem(task: AsanaTask): SyncedItem {
  return syncedItem({
    externalId: task.gid,
    dataType: 'task',
    name: task.name || 'Untitled task',
    date: isoFromDateOnly(task.due_on) ?? isoDateTime(task.created_at),
    status: task.completed ? 'completed' : 'open',
    updatedAt: isoDateTime(task.modified_at),
  });
}

export const asanaConnector = defineConnector({
  provider: 'asana',
  cursorSchema,

  async test(ctx) {
    const { data } = await http(ctx).get(`${API}/users/me`, meSchema, { opt_fields: 'name,workspaces.name' });
    return { message: `Connected to Asana as ${data.name}` };
  },

  async sync(ctx, cursor, sink) {
    const api = http(ctx);
    const { data: me } = await api.get(`${API}/users/me`, meSchema, { opt_fields: 'name,workspaces.name' });
    let modifiedSince = cursor?.modifiedSince;
    for (const workspace of me.workspaces) {
      const pages = paginate<AsanaTask, string>(api.providerName, undefined, async (offset) => {
        const page = await api.get(
          `${API}/tasks`,
          z.object({ data: z.array(taskSchema), next_page: z.optional(z.nullable(z.object({ offset: z.string() }))) }),
          {
            assignee: 'me',
            workspace: workspace.gid,
            modified_since: cursor?.modifiedSince,
            limit: PAGE_SIZE,
            offset,
            opt_fields: TASK_FIELDS,
          },
        );
        return { items: page.data, next: page.next_page?.offset };
      });
      modifiedSince = laterOf(modifiedSince, await drainPages(pages, asanaTaskItem, sink));
    }
    return { modifiedSince };
  },
});
