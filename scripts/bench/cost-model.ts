import { FUNCTION_MEMORY_MB } from '../../infra/function-memory';

/**
 * What one workspace costs a month in AWS, per plan: a usage profile (what its people do in a month) times what each
 * thing they do costs (the units and durations `npm run bench -- cost` measures), priced with AWS's list prices.
 * Pure arithmetic; the bench feeds it the measured figures, `cost-model.test.ts` checks the sums.
 */

/**
 * The price list the model assumes: AWS us-east-1 list prices, on-demand, no free tier (a stack's free tier is shared
 * by all its workspaces, so it is no workspace's saving). DynamoDB is the Standard table class after AWS's
 * 2024-11-01 on-demand price cut; Lambda is arm64 (the stack's architecture). Prices as published by AWS and read
 * 2025-06; check https://aws.amazon.com/pricing before quoting them.
 */
export const PRICES_AS_OF = '2025-06 (us-east-1 list prices)';
export const PRICE_LIST = {
  dynamoReadUnit: { service: 'DynamoDB', price: 0.125 / 1e6, unit: 'read request unit ($0.125 per million)' },
  dynamoWriteUnit: { service: 'DynamoDB', price: 0.625 / 1e6, unit: 'write request unit ($0.625 per million)' },
  dynamoStorageGbMonth: { service: 'DynamoDB', price: 0.25, unit: 'GB-month stored' },
  lambdaGbSecond: { service: 'Lambda', price: 0.0000133334, unit: 'GB-second, arm64' },
  lambdaRequest: { service: 'Lambda', price: 0.2 / 1e6, unit: 'invocation ($0.20 per million)' },
  httpApiRequest: { service: 'API Gateway', price: 1.0 / 1e6, unit: 'HTTP API request ($1.00 per million)' },
  s3Put: { service: 'S3', price: 0.005 / 1000, unit: 'PUT/POST ($0.005 per 1,000)' },
  s3Get: { service: 'S3', price: 0.0004 / 1000, unit: 'GET ($0.0004 per 1,000)' },
  s3StorageGbMonth: { service: 'S3', price: 0.023, unit: 'GB-month, Standard' },
  sqsRequest: { service: 'SQS', price: 0.4 / 1e6, unit: 'standard queue request ($0.40 per million)' },
  eventBridgeEvent: { service: 'EventBridge', price: 1.0 / 1e6, unit: 'custom event published ($1.00 per million)' },
  schedulerInvocation: { service: 'Scheduler', price: 1.0 / 1e6, unit: 'schedule invocation ($1.00 per million)' },
  logsIngestGb: { service: 'CloudWatch Logs', price: 0.5, unit: 'GB ingested' },
  logsStorageGbMonth: { service: 'CloudWatch Logs', price: 0.03, unit: 'GB-month archived' },
  xrayTrace: { service: 'X-Ray', price: 5.0 / 1e6, unit: 'trace recorded ($5.00 per million)' },
} as const;
export type PriceItem = keyof typeof PRICE_LIST;
export type PriceTable = { [K in PriceItem]: { service: string; price: number; unit: string } };

/**
 * What one thing a user (or the platform) does costs, in the units AWS bills: table units, Lambda invocations and
 * their GB-seconds (`lambdaRun`), and the other services' requests. An HTTP request is one invocation of its route's
 * function. Fractions are fine: a mix of operations is their weighted sum (`weighted`).
 */
export interface Operation {
  readUnits: number;
  writeUnits: number;
  invocations: number;
  gbSeconds: number;
  httpRequests?: number;
  s3Puts?: number;
  s3Gets?: number;
  sqsRequests?: number;
  events?: number;
  schedulerInvocations?: number;
}

/** Bytes CloudWatch Logs ingests per invocation: our request line (~450 B) and Lambda's START/END/REPORT lines. */
export const LOG_BYTES_PER_INVOCATION = 800;
/** X-Ray's default sampling rule: the first request each second, then 5 %; a workspace's traffic is the 5 %. */
export const XRAY_SAMPLED_SHARE = 0.05;
/** CloudWatch Logs are kept 30 days in the stack's default: a month's ingestion is about what is stored. */
export const LOG_MONTHS_KEPT = 1;

/** What a bench measured of one run of a function: its table units and how long it ran. */
export interface MeasuredRun {
  readUnits: number;
  writeUnits: number;
  durationMs: number;
}

/** A measured run as one invocation of a function with `memoryMb`: its units and GB-seconds. */
function invocationOf(measured: MeasuredRun, memoryMb: number): Operation {
  return {
    readUnits: measured.readUnits,
    writeUnits: measured.writeUnits,
    ...lambdaRun(measured.durationMs, memoryMb),
  };
}

/** An API route's measured cost: one request. */
export function routeOperation(measured: MeasuredRun): Operation {
  return { ...invocationOf(measured, FUNCTION_MEMORY_MB.route), httpRequests: 1 };
}

/** A month of a workspace: how many of each operation, plus what it stores. */
export interface UsageProfile {
  plan: string;
  who: string;
  /** Operation name → count per month. */
  counts: Record<string, number>;
  /** Bytes stored in the table and in S3 at the month's end (averaged over the month as held). */
  tableBytes: number;
  s3Bytes: number;
  /** Budget in dollars per workspace-month. */
  budget: number;
}

export type ServiceCosts = Record<string, number>;

/** One invocation: Lambda bills its duration rounded up to the millisecond, at memory/1024 GB. */
export const lambdaRun = (durationMs: number, memoryMb: number): Pick<Operation, 'invocations' | 'gbSeconds'> => ({
  invocations: 1,
  gbSeconds: (Math.ceil(durationMs) / 1000) * (memoryMb / 1024),
});

/** One operation's dollars, per service. */
export function operationCost(op: Operation, prices: PriceTable = PRICE_LIST): ServiceCosts {
  const costs: ServiceCosts = {};
  const add = (item: PriceItem, quantity: number) => {
    if (!quantity) return;
    const { service, price } = prices[item];
    costs[service] = (costs[service] ?? 0) + quantity * price;
  };
  add('dynamoReadUnit', op.readUnits);
  add('dynamoWriteUnit', op.writeUnits);
  add('lambdaRequest', op.invocations);
  add('lambdaGbSecond', op.gbSeconds);
  add('httpApiRequest', op.httpRequests ?? 0);
  add('s3Put', op.s3Puts ?? 0);
  add('s3Get', op.s3Gets ?? 0);
  add('sqsRequest', op.sqsRequests ?? 0);
  add('eventBridgeEvent', op.events ?? 0);
  add('schedulerInvocation', op.schedulerInvocations ?? 0);
  const logGb = (op.invocations * LOG_BYTES_PER_INVOCATION) / 1024 ** 3;
  add('logsIngestGb', logGb);
  add('logsStorageGbMonth', logGb * LOG_MONTHS_KEPT);
  add('xrayTrace', op.invocations * XRAY_SAMPLED_SHARE);
  return costs;
}

export interface PlanCost {
  plan: string;
  who: string;
  total: number;
  budget: number;
  /** Dollars per service, largest first. */
  services: Array<{ service: string; dollars: number; share: number }>;
  /** Dollars per operation, largest first. */
  operations: Array<{ operation: string; dollars: number; share: number }>;
}

/** A workspace-month of a plan: every operation's count × its cost, plus storage. */
export function planCost(
  profile: UsageProfile,
  operations: Record<string, Operation>,
  prices: PriceTable = PRICE_LIST,
): PlanCost {
  const byService: ServiceCosts = {};
  const byOperation: Record<string, number> = {};
  for (const [name, count] of Object.entries(profile.counts)) {
    const op = operations[name];
    if (!op) throw new Error(`The ${profile.plan} profile counts "${name}", which has no measured cost`);
    for (const [service, dollars] of Object.entries(operationCost(op, prices))) {
      byService[service] = (byService[service] ?? 0) + dollars * count;
      byOperation[name] = (byOperation[name] ?? 0) + dollars * count;
    }
  }
  const storage: Array<[PriceItem, number]> = [
    ['dynamoStorageGbMonth', profile.tableBytes / 1024 ** 3],
    ['s3StorageGbMonth', profile.s3Bytes / 1024 ** 3],
  ];
  for (const [item, gb] of storage) {
    if (!gb) continue;
    const { service, price } = prices[item];
    byService[service] = (byService[service] ?? 0) + gb * price;
    byOperation.storage = (byOperation.storage ?? 0) + gb * price;
  }
  const total = Object.values(byService).reduce((sum, dollars) => sum + dollars, 0);
  const ranked = (costs: Record<string, number>) =>
    Object.entries(costs)
      .map(([name, dollars]) => ({ name, dollars, share: total ? dollars / total : 0 }))
      .sort((a, b) => b.dollars - a.dollars);
  return {
    plan: profile.plan,
    who: profile.who,
    total,
    budget: profile.budget,
    services: ranked(byService).map(({ name, ...rest }) => ({ service: name, ...rest })),
    operations: ranked(byOperation).map(({ name, ...rest }) => ({ operation: name, ...rest })),
  };
}

/** A month is 30 days; a working month 22 days. */
const DAYS = 30;
const WORKDAYS = 22;
const HOURS = 24 * DAYS;

/**
 * The usage profiles, one per plan. A page view is one signed-in screen: its list or dashboard request (spread over
 * the screens by `pageViewMix`) and, one view in five, the current user (the web keeps it between screens). Syncs
 * run hourly per connected integration; each sync brings `itemsPerSync` changed items.
 */
export interface PlanActivity {
  plan: string;
  who: string;
  budget: number;
  pageViewsPerMonth: number;
  taskCreatesPerMonth: number;
  taskUpdatesPerMonth: number;
  integrations: number;
  itemsPerSync: number;
  importsPerMonth: number;
  rowsPerImport: number;
  assistantMessagesPerMonth: number;
  automationRunsPerMonth: number;
  /** Requests a script makes with an API key (Elite only): reads (lists) and writes (task changes). */
  apiKeyReadsPerMonth: number;
  apiKeyWritesPerMonth: number;
  /** Webhook deliveries sent (Elite only): events × the endpoints subscribed to them. */
  webhookDeliveriesPerMonth: number;
  /** Items held: tasks, employees, transactions, synced items (for storage). */
  itemsStored: number;
}

export const PLAN_ACTIVITY: PlanActivity[] = [
  {
    plan: 'Starter',
    who: 'one owner, 15 screens a working day',
    budget: 0.1,
    pageViewsPerMonth: 15 * WORKDAYS,
    taskCreatesPerMonth: 60,
    taskUpdatesPerMonth: 60,
    integrations: 1,
    itemsPerSync: 2,
    importsPerMonth: 1,
    rowsPerImport: 300,
    assistantMessagesPerMonth: 30,
    automationRunsPerMonth: 30,
    apiKeyReadsPerMonth: 0,
    apiKeyWritesPerMonth: 0,
    webhookDeliveriesPerMonth: 0,
    itemsStored: 3_000,
  },
  {
    plan: 'Pro',
    who: 'a team of 3, 40 screens each a working day',
    budget: 0.3,
    pageViewsPerMonth: 3 * 40 * WORKDAYS,
    taskCreatesPerMonth: 400,
    taskUpdatesPerMonth: 800,
    integrations: 2,
    itemsPerSync: 5,
    importsPerMonth: 2,
    rowsPerImport: 1_000,
    assistantMessagesPerMonth: 300,
    automationRunsPerMonth: 400,
    apiKeyReadsPerMonth: 0,
    apiKeyWritesPerMonth: 0,
    webhookDeliveriesPerMonth: 0,
    itemsStored: 20_000,
  },
  {
    plan: 'Elite',
    who: 'a team of 10, 60 screens each a working day',
    budget: 1.0,
    pageViewsPerMonth: 10 * 60 * WORKDAYS,
    taskCreatesPerMonth: 2_000,
    taskUpdatesPerMonth: 4_000,
    integrations: 4,
    itemsPerSync: 10,
    importsPerMonth: 4,
    rowsPerImport: 5_000,
    assistantMessagesPerMonth: 1_500,
    automationRunsPerMonth: 2_000,
    // A spreadsheet script polling the task list every 5 minutes, and pushing 1,000 task changes a month.
    apiKeyReadsPerMonth: 12 * HOURS,
    apiKeyWritesPerMonth: 1_000,
    // Every task created, changed or completed to 2 endpoints (a Zapier-style tool and the team's chat).
    webhookDeliveriesPerMonth: 2 * (2_000 + 4_000),
    itemsStored: 150_000,
  },
];

/** Which measured routes a page view stands for, with their share of views. */
export const PAGE_VIEW_MIX: Record<string, number> = {
  'GET /api/kpi/stats?timeRange=30d': 0.3,
  'GET /api/tasks?limit=50': 0.3,
  'GET /api/employees': 0.1,
  'GET /api/automations': 0.05,
  'GET /api/financial/analysis': 0.1,
  'GET /api/integrations': 0.05,
  'GET /api/chat/messages': 0.1,
};
export const AUTH_USER_PER_VIEW = 0.2;
/** Bytes of an average stored item (tasks ~420 B; transactions and synced items about the same). */
export const AVERAGE_ITEM_BYTES = 450;

/** The operation names the profiles count, besides the routes of the page-view mix. */
export const OP = {
  pageView: 'page view',
  taskCreate: 'POST /api/tasks',
  taskUpdate: 'PATCH /api/tasks/{id} (completed)',
  assistant: 'POST /api/chat/send',
  sync: 'hourly sync of one integration (nothing new)',
  syncedItem: 'synced item',
  import: 'statement import (the file)',
  importedRow: 'imported row',
  automationRun: 'automation run',
  apiKeyRead: 'GET /api/tasks?limit=50 (API key)',
  apiKeyWrite: 'POST /api/tasks (API key)',
  webhookDelivery: 'webhook delivery',
} as const;

/** Bytes of a statement row as uploaded (CSV), and how long statements are kept. */
const STATEMENT_ROW_BYTES = 100;
const STATEMENT_MONTHS_KEPT = 12;

/** A plan's month as operation counts and bytes stored. */
export function usageProfile(activity: PlanActivity): UsageProfile {
  const syncs = activity.integrations * HOURS;
  return {
    plan: activity.plan,
    who: activity.who,
    budget: activity.budget,
    counts: {
      [OP.pageView]: activity.pageViewsPerMonth,
      [OP.taskCreate]: activity.taskCreatesPerMonth,
      [OP.taskUpdate]: activity.taskUpdatesPerMonth,
      [OP.assistant]: activity.assistantMessagesPerMonth,
      [OP.sync]: syncs,
      [OP.syncedItem]: syncs * activity.itemsPerSync,
      [OP.import]: activity.importsPerMonth,
      [OP.importedRow]: activity.importsPerMonth * activity.rowsPerImport,
      [OP.automationRun]: activity.automationRunsPerMonth,
      [OP.apiKeyRead]: activity.apiKeyReadsPerMonth,
      [OP.apiKeyWrite]: activity.apiKeyWritesPerMonth,
      [OP.webhookDelivery]: activity.webhookDeliveriesPerMonth,
    },
    tableBytes: activity.itemsStored * AVERAGE_ITEM_BYTES,
    s3Bytes: activity.importsPerMonth * activity.rowsPerImport * STATEMENT_ROW_BYTES * STATEMENT_MONTHS_KEPT,
  };
}

/**
 * An automation run, estimated rather than measured (the runner is not behind an HTTP route): one EventBridge event,
 * one runner invocation at its memory (~60 ms), a consistent Query of the automations (1 unit), the run's claim and
 * its completion (2 writes), the action (a follow-up task: ~5 writes, as POST /api/tasks measures) and the
 * automation's run count (1 write).
 */
export const AUTOMATION_RUN_ESTIMATE: Operation = {
  readUnits: 1,
  writeUnits: 8,
  ...lambdaRun(60, FUNCTION_MEMORY_MB.automationRunner),
  events: 1,
};

/**
 * One webhook delivery as measured (its share of the fan-out: its first attempt queued; then the attempt: read,
 * posted, logged), plus what AWS bills around it: the attempt's message through SQS (send, receive, delete), one
 * invocation of the delivery worker, and a share of the fan-out's invocation (one per event, for `endpoints`
 * deliveries).
 */
export function webhookDeliveryOperation(
  measured: { readUnits: number; writeUnits: number; fanOutMs: number; attemptMs: number },
  endpoints: number,
): Operation {
  const fanOut = lambdaRun(measured.fanOutMs, FUNCTION_MEMORY_MB.webhookFanOut);
  const attempt = lambdaRun(measured.attemptMs, FUNCTION_MEMORY_MB.webhookDelivery);
  return {
    readUnits: measured.readUnits,
    writeUnits: measured.writeUnits,
    invocations: attempt.invocations + fanOut.invocations / endpoints,
    gbSeconds: attempt.gbSeconds + fanOut.gbSeconds / endpoints,
    sqsRequests: 3,
  };
}

/**
 * The sync's fixed part per run: the message through SQS (send, receive, delete) and one worker invocation; the
 * hourly schedule and fan-out are one per stack, not per workspace (720 invocations a month, shared).
 */
export function syncRunOperation(measured: MeasuredRun): Operation {
  return { ...invocationOf(measured, FUNCTION_MEMORY_MB.syncWorker), sqsRequests: 3 };
}

/** The import's fixed part per file: the presigned POST to S3, the job's read of it, one invocation. */
export function importFileOperation(measured: MeasuredRun): Operation {
  return { ...invocationOf(measured, FUNCTION_MEMORY_MB.statementImport), s3Puts: 1, s3Gets: 1 };
}

/** A per-item share of a job (no invocation of its own): units and the GB-seconds it adds. */
export function perItemOperation(measured: MeasuredRun, memoryMb: number): Operation {
  return {
    readUnits: measured.readUnits,
    writeUnits: measured.writeUnits,
    invocations: 0,
    gbSeconds: (measured.durationMs / 1000) * (memoryMb / 1024),
  };
}

/** A page view as one operation: the mix's routes weighted by share, plus the current user one view in five. */
export function pageViewOperation(routes: Record<string, Operation>): Operation {
  const parts: Array<[Operation, number]> = [
    ...Object.entries(PAGE_VIEW_MIX).map(([route, share]): [Operation, number] => {
      const op = routes[route];
      if (!op) throw new Error(`No measured cost for ${route}`);
      return [op, share];
    }),
    [routes['GET /api/auth/user']!, AUTH_USER_PER_VIEW],
  ];
  return weighted(parts);
}

/** Operations summed with weights: `weight` of each. */
export function weighted(parts: Array<[Operation, number]>): Operation {
  const sum = (pick: (op: Operation) => number | undefined) =>
    parts.reduce((total, [op, weight]) => total + (pick(op) ?? 0) * weight, 0);
  return {
    readUnits: sum((op) => op.readUnits),
    writeUnits: sum((op) => op.writeUnits),
    invocations: sum((op) => op.invocations),
    gbSeconds: sum((op) => op.gbSeconds),
    httpRequests: sum((op) => op.httpRequests),
    s3Puts: sum((op) => op.s3Puts),
    s3Gets: sum((op) => op.s3Gets),
    sqsRequests: sum((op) => op.sqsRequests),
    events: sum((op) => op.events),
    schedulerInvocations: sum((op) => op.schedulerInvocations),
  };
}
