import { performance } from 'node:perf_hooks';
import type { Task, TaskStatus } from '@shared/schemas/task';
import autocannon from 'autocannon';
import { userEntity } from '../../functions/data/auth/users';
import { countByStatus, taskEntity } from '../../functions/data/tasks/tasks';
import { storeTaskCounts } from '../../functions/data/workspace/workspace-task-counts';
import { config } from '../../functions/platform/config';
import { newId } from '../../functions/platform/ids';
import type { ApiClient } from '../testing/api-client';
import { newEmployee } from '../testing/fixtures/new-employee';
import type { BenchRow } from './bench-row';
import { type Load, pacedLoad } from './paced-load';
import { percentile } from './percentile';
import { type RuntimeProcess, startBareFloor, startRuntimeProcess, withRuntimeDatabase } from './runtime-process';

/**
 * Issue 16's load figures, against the local runtime in its own process with a workspace of 1,000 tasks and 200
 * employees: the list routes and the current user at 50, 100 and 200 req/s, in bursts and paced (`LOADS`), each run
 * beside a bare Node HTTP server (its own process, answering the route's own body) under the same load in the same
 * run, so the ratio is the app's cost whatever the machine is doing. Then the latency of one page at 100 and at
 * 10,000 tasks, which must be the same.
 */
const RATES = [50, 100, 200] as const;
const SECONDS = 10;
const CONNECTIONS = 20;
const MAX_RATIO = 3;
const TEAM = 200;
const TASKS = 1_000;
const SMALL = 100;
const LARGE = 10_000;
const PAGE_REQUESTS = 200;
/** One page must cost the same at 100 and 10,000 tasks; the margin is the machine's noise between two medians. */
const MAX_GROWTH = 1.25;

export async function drive(
  url: string,
  rate: number,
  headers: Record<string, string>,
  seconds = SECONDS,
  request: Request = {},
): Promise<Load> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    overallRate: rate,
    duration: seconds,
    headers,
    ...request,
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    sent: result.requests.sent,
    offered: rate * seconds,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

type Request = { method?: 'GET' | 'POST'; body?: string };

/**
 * Each rate is offered in two shapes, each beside the floor under the same shape: autocannon's (each second's quota
 * through 20 connections as fast as they are answered, so for part of every second 20 requests wait at once, and a
 * request's latency is about 20 service times) and paced (one request every 1/rate s, answered or not: visitors
 * arriving independently; `paced-load.ts`).
 */
const LOADS = [
  {
    shape: 'in bursts',
    run: (url: string, rate: number, headers: Record<string, string>, request?: Request) =>
      drive(url, rate, headers, SECONDS, request),
  },
  {
    shape: 'paced',
    run: (url: string, rate: number, headers: Record<string, string>, request?: Request) =>
      pacedLoad(url, rate, SECONDS, headers, request),
  },
] as const;

export async function measureApiLatency(): Promise<BenchRow[]> {
  const runtime = await startRuntimeProcess();
  const floor = await startBareFloor();
  try {
    const owner = await runtime.signUp('load');
    const seedStart = performance.now();
    await seedWorkspace(runtime, owner);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const headers = { cookie: `__Host-sid=${owner.sessionCookie}` };

    const rows: BenchRow[] = [
      {
        metric: `Seed: ${TEAM} employees (API), ${TASKS.toLocaleString('en-US')} tasks (data layer)`,
        value: `${seedSeconds.toFixed(1)} s`,
        budget: '—',
        ok: true,
      },
    ];
    for (const path of ['/api/tasks', '/api/employees', '/api/auth/user']) {
      const answer = await owner.get(path);
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
      await floor.answerWith(answer.text);
      // Warm, as a warm Lambda container is: the runtime loads a handler module on its first request.
      await drive(`${runtime.url}${path}`, 50, headers, 2);
      for (const load of LOADS) {
        for (const rate of RATES) {
          const bare = await load.run(`${floor.url}${path}`, rate, headers);
          if (path === '/api/tasks') rows.push(await engineAlone(runtime, owner, load, rate, bare));
          const route = await load.run(`${runtime.url}${path}`, rate, headers);
          const ratio = route.p99 / Math.max(1, bare.p99);
          rows.push({
            metric: `GET ${path} at ${rate} req/s ${load.shape} (${(answer.text.length / 1024).toFixed(1)} KB)`,
            value: `p50 ${route.p50} ms, p99 ${route.p99} ms`,
            columns: {
              floor: `p50 ${bare.p50} ms, p99 ${bare.p99} ms`,
              ratio: `${ratio.toFixed(1)}× (p99)`,
              'sent / offered': `${route.sent} / ${route.offered}`,
              errors: String(route.errors),
            },
            budget: `≤ ${MAX_RATIO}× floor, all sent, 0 errors`,
            ok: ratio <= MAX_RATIO && route.sent >= route.offered && route.errors === 0,
          });
        }
      }
    }
    rows.push(...(await pageCostAtScale(runtime)));
    const rss = (await runtime.rssMb()).peak;
    rows.push({ metric: 'runtime peak RSS', value: `${rss} MB`, budget: '—', ok: true });
    return rows;
  } finally {
    await floor.stop();
    await runtime.stop();
  }
}

/**
 * What the embedded DynamoDB alone costs at the same rate: its HTTP endpoint sent the tasks page's Query (50 tasks of
 * the workspace's partition, newest first) directly, no app code in the way, beside the same run's floor. The list
 * route makes this call and a BatchGetItem (its counter, the assignees' names) per request; so where this row's
 * p99 is already past 3× the floor, the route's cannot be under it on this machine, whatever the handlers do.
 */
async function engineAlone(
  runtime: RuntimeProcess,
  owner: ApiClient,
  load: (typeof LOADS)[number],
  rate: number,
  bare: Load,
): Promise<BenchRow> {
  const workspaceId = await withRuntimeDatabase(runtime, () => workspaceOf(owner));
  const query = JSON.stringify({
    TableName: config().TABLE_NAME,
    KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :sk)',
    ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk' },
    ExpressionAttributeValues: { ':pk': { S: `WS#${workspaceId}` }, ':sk': { S: 'TASK#' } },
    ScanIndexForward: false,
    Limit: 50,
  });
  // dynalite checks that a request is signed, not the signature.
  const signed = {
    'content-type': 'application/x-amz-json-1.0',
    'x-amz-target': 'DynamoDB_20120810.Query',
    'x-amz-date': '20260101T000000Z',
    authorization:
      'AWS4-HMAC-SHA256 Credential=local/20260101/us-east-1/dynamodb/aws4_request, SignedHeaders=host;x-amz-date, Signature=0',
  };
  const check = await fetch(runtime.dynamoEndpoint, { method: 'POST', headers: signed, body: query });
  const { Count } = (await check.json()) as { Count?: number };
  if (Count !== 50) throw new Error(`the engine answered ${check.status} with ${Count} tasks`);
  const engine = await load.run(runtime.dynamoEndpoint, rate, signed, { method: 'POST', body: query });
  return {
    metric: `the embedded DynamoDB alone: the tasks page's Query at ${rate} req/s ${load.shape}`,
    value: `p50 ${engine.p50} ms, p99 ${engine.p99} ms`,
    columns: {
      floor: `p50 ${bare.p50} ms, p99 ${bare.p99} ms`,
      ratio: `${(engine.p99 / Math.max(1, bare.p99)).toFixed(1)}× (p99)`,
      'sent / offered': `${engine.sent} / ${engine.offered}`,
      errors: String(engine.errors),
    },
    budget: '— (the storage engine itself, for the row below)',
    ok: true,
  };
}

/**
 * One page of tasks (and one page of a status) in a workspace of 100 tasks and in one of 10,000, one request at a
 * time, the two workspaces alternating so that the machine's noise falls on both alike.
 */
async function pageCostAtScale(runtime: RuntimeProcess): Promise<BenchRow[]> {
  const small = await runtime.signUp('page-small');
  const large = await runtime.signUp('page-large');
  const seedStart = performance.now();
  await withRuntimeDatabase(runtime, async () => {
    await seedTasks(await workspaceOf(small), SMALL, []);
    await seedTasks(await workspaceOf(large), LARGE, []);
  });
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const rows: BenchRow[] = [
    {
      metric: `Seed ${SMALL} and ${LARGE.toLocaleString('en-US')} tasks in two workspaces (data layer)`,
      value: `${seedSeconds.toFixed(1)} s`,
      budget: '—',
      ok: true,
    },
  ];
  // A full page in both workspaces: 50 of any status, 25 of the pending third.
  for (const [path, size] of [
    ['/api/tasks', 50],
    ['/api/tasks?status=pending&limit=25', 25],
  ] as const) {
    const times = { small: [] as number[], large: [] as number[] };
    for (let i = 0; i < PAGE_REQUESTS + 20; i++) {
      for (const [which, client] of [
        ['small', small],
        ['large', large],
      ] as const) {
        const start = performance.now();
        const res = await client.get(path);
        const ms = performance.now() - start;
        if (res.status !== 200 || res.body.items?.length !== size) {
          throw new Error(`${path} (${which}) answered ${res.status} with ${res.body.items?.length} items`);
        }
        if (i >= 20) times[which].push(ms); // the first 20 warm the handler
      }
    }
    const p50 = {
      small: percentile(
        times.small.sort((a, b) => a - b),
        0.5,
      ),
      large: percentile(
        times.large.sort((a, b) => a - b),
        0.5,
      ),
    };
    const growth = p50.large / p50.small;
    rows.push({
      metric: `GET ${path}, a page of ${size}, ${SMALL} vs ${LARGE.toLocaleString('en-US')} tasks (p50 of ${PAGE_REQUESTS})`,
      value: `${p50.small.toFixed(1)} ms vs ${p50.large.toFixed(1)} ms`,
      columns: { ratio: `${growth.toFixed(2)}× (p50)` },
      budget: `flat (≤ ${MAX_GROWTH}×)`,
      ok: growth <= MAX_GROWTH,
    });
  }
  return rows;
}

export async function workspaceOf(client: ApiClient): Promise<string> {
  const me = await client.get('/api/auth/user');
  return (await userEntity.get({ id: me.body.id }))!.workspaceId;
}

/**
 * The headers of a user of a workspace seeded as the bench's, once `path` has answered one request alone (a workspace
 * seeded past the API counts its tasks on the first read) and 2 s of warm-up, as a warm Lambda container would have.
 * For the tools that look inside one route under the bench's load (`profile-api.ts`, `thread-times.ts`).
 */
export async function warmedOnSeededWorkspace(
  runtime: RuntimeProcess,
  label: string,
  path: string,
): Promise<Record<string, string>> {
  const owner = await runtime.signUp(label);
  await seedWorkspace(runtime, owner);
  const headers = { cookie: `__Host-sid=${owner.sessionCookie}` };
  const first = await owner.get(path);
  if (first.status !== 200) throw new Error(`${path} answered ${first.status}`);
  await drive(`${runtime.url}${path}`, 50, headers, 2);
  return headers;
}

/** The team through the API (as users add it), then the tasks through the data layer, assigned round the team. */
export async function seedWorkspace(runtime: RuntimeProcess, owner: ApiClient): Promise<void> {
  const departments = ['Engineering', 'Sales', 'Support', 'Operations', 'Finance'];
  const ids: string[] = [];
  let next = 0;
  const addEmployees = async () => {
    while (next < TEAM) {
      const i = next++;
      const res = await owner.post(
        '/api/employees',
        newEmployee(`Person${i}`, 'Bench', { department: departments[i % departments.length] }),
      );
      if (res.status !== 201) throw new Error(`employee ${i}: ${res.status} ${res.text}`);
      ids.push(res.body.id);
    }
  };
  await Promise.all(Array.from({ length: 4 }, addEmployees));
  await withRuntimeDatabase(runtime, async () => seedTasks(await workspaceOf(owner), TASKS, ids));
}

const STATUSES: readonly TaskStatus[] = ['pending', 'in_progress', 'completed'];

/**
 * `count` tasks written as the app writes them (`taskEntity.create`: the status index moves too), then the workspace's
 * counts by status stored from its tasks, as the app's writes would have moved them (`recordTaskChange`).
 */
export async function seedTasks(workspaceId: string, count: number, assignees: readonly string[]): Promise<void> {
  let next = 0;
  const write = async () => {
    while (next < count) {
      const i = next++;
      const now = new Date().toISOString();
      const status = STATUSES[i % STATUSES.length]!;
      const task: Task = {
        id: newId(),
        title: `Bench task ${i}`,
        description: 'A task of the load bench, about as long as a real description of a piece of work.',
        status,
        priority: 'medium',
        dueDate: null,
        userId: 'bench',
        assigneeEmployeeId: assignees.length ? assignees[i % assignees.length]! : null,
        createdByAutomationId: null,
        createdAt: now,
        updatedAt: now,
        completedAt: status === 'completed' ? now : null,
      };
      await taskEntity.create({ ...task, workspaceId });
    }
  };
  await Promise.all(Array.from({ length: 16 }, write));
  await storeTaskCounts(workspaceId, countByStatus(await taskEntity.queryAll({ workspaceId })), { replace: true });
}
