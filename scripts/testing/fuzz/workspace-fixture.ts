import { isJsonRoute, type RouteContract } from '@shared/api/route-contract';
import { routes } from '@shared/api/routes';
import type { ApiClient } from '../api-client';
import { newEmployee } from '../fixtures/new-employee';

/**
 * A workspace with one of everything the API can create today (a task, an employee with a note and an insight, an
 * automation), so suites generated from the route table have real ids to aim at, and a snapshot of everything the
 * workspace can read, to prove nothing changed.
 */
export async function seedWorkspace(client: ApiClient, label: string): Promise<void> {
  const ok = async (res: Promise<{ status: number; text: string }>) => {
    const answer = await res;
    if (answer.status >= 300) throw new Error(`Seeding ${label} failed: ${answer.status} ${answer.text}`);
    return answer as { status: number; text: string; body: any };
  };
  const employee = (await ok(client.post('/api/employees', newEmployee(label, 'Seed', { employeeId: `EMP-${label}` }))))
    .body;
  await ok(client.post(`/api/employees/${employee.id}/notes`, { subject: 'Kickoff', content: `${label} notes` }));
  await ok(client.post(`/api/ai/analyze-employee/${employee.id}`));
  const task = (await ok(client.post('/api/tasks', { title: `${label} task` }))).body;
  await ok(client.post(`/api/tasks/${task.id}/assign`, { employeeId: employee.id }));
  await ok(client.post('/api/automations', { name: `${label} automation`, triggerType: 'task_completed' }));
}

/** The signed-in JSON reads of the table that take no parameters: every list and summary a workspace has. */
export const workspaceReads = routes.filter(
  (route: RouteContract) =>
    route.method === 'GET' && route.auth === 'session' && isJsonRoute(route) && !route.path.includes('{'),
);
/** The signed-in JSON reads of one item. */
export const itemReads = routes.filter(
  (route: RouteContract) =>
    route.method === 'GET' && route.auth === 'session' && isJsonRoute(route) && route.path.includes('{'),
);

/** Every id the workspace's reads mention (`id`, `…Id` fields), found by walking its lists and then their items. */
export async function idsOf(client: ApiClient): Promise<string[]> {
  const ids = new Set<string>();
  const walk = (value: unknown, key = ''): void => {
    if (Array.isArray(value)) for (const item of value) walk(item);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
    else if (typeof value === 'string' && (key === 'id' || /[a-z]Id$/.test(key)) && /^[0-9A-Z]{26}$/.test(value)) {
      ids.add(value);
    }
  };
  for (const route of workspaceReads) walk((await client.get(route.path)).body);
  // Items mention what lists leave out (an employee's notes, an automation's runs).
  for (const route of itemReads) {
    for (const id of [...ids]) {
      const res = await client.get(route.path.replace(/\{\w+\}/g, id));
      if (res.status === 200) walk(res.body);
    }
  }
  return [...ids].sort();
}

/** What the workspace can read: every list, and every item read for every id it has, as text. */
export async function snapshotOf(client: ApiClient, ids: readonly string[]): Promise<Record<string, string>> {
  const snapshot: Record<string, string> = {};
  for (const route of workspaceReads) snapshot[route.path] = (await client.get(route.path)).text;
  for (const route of itemReads) {
    for (const id of ids) {
      const path = route.path.replace(/\{\w+\}/g, id);
      const res = await client.get(path);
      if (res.status === 200) snapshot[path] = res.text;
    }
  }
  return snapshot;
}
