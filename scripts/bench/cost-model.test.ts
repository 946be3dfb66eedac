import { describe, expect, it } from 'vitest';
import {
  LOG_BYTES_PER_INVOCATION,
  lambdaRun,
  OP,
  type Operation,
  operationCost,
  PLAN_ACTIVITY,
  PRICE_LIST,
  planCost,
  routeOperation,
  usageProfile,
  webhookDeliveryOperation,
  weighted,
  XRAY_SAMPLED_SHARE,
} from './cost-model';

describe('the cost model', () => {
  it('prices a request: units, GB-seconds at the memory set, the API request, logs and sampled traces', () => {
    const op = routeOperation({ readUnits: 3, writeUnits: 2, durationMs: 49.2 });
    // Billed at 50 ms (rounded up to the ms) × 1 GB.
    expect(op.gbSeconds).toBeCloseTo(0.05, 10);
    const costs = operationCost(op);
    expect(costs.DynamoDB).toBeCloseTo(3 * 0.125e-6 + 2 * 0.625e-6, 15);
    expect(costs.Lambda).toBeCloseTo(0.2e-6 + 0.05 * 0.0000133334, 15);
    expect(costs['API Gateway']).toBeCloseTo(1e-6, 15);
    expect(costs['CloudWatch Logs']).toBeCloseTo((LOG_BYTES_PER_INVOCATION / 1024 ** 3) * (0.5 + 0.03), 15);
    expect(costs['X-Ray']).toBeCloseTo(XRAY_SAMPLED_SHARE * 5e-6, 15);
  });

  it('bills half the GB-seconds at 512 MB', () => {
    expect(lambdaRun(100, 512).gbSeconds).toBeCloseTo(0.05, 10);
    expect(lambdaRun(100, 1024).gbSeconds).toBeCloseTo(0.1, 10);
  });

  it('weighs a mix of operations', () => {
    const a: Operation = { readUnits: 2, writeUnits: 0, invocations: 1, gbSeconds: 0.1, httpRequests: 1 };
    const b: Operation = { readUnits: 4, writeUnits: 1, invocations: 1, gbSeconds: 0.3, httpRequests: 1 };
    expect(
      weighted([
        [a, 0.5],
        [b, 0.25],
      ]),
    ).toMatchObject({
      readUnits: 2,
      writeUnits: 0.25,
      invocations: 0.75,
      gbSeconds: 0.125,
      httpRequests: 0.75,
    });
  });

  it('sums a month: counts × costs, plus storage, with shares that add up to the whole', () => {
    const read: Operation = { readUnits: 1_000_000, writeUnits: 0, invocations: 0, gbSeconds: 0 };
    const write: Operation = { readUnits: 0, writeUnits: 1_000_000, invocations: 0, gbSeconds: 0 };
    const month = planCost(
      { plan: 'T', who: 'test', budget: 1, counts: { read: 2, write: 1 }, tableBytes: 1024 ** 3, s3Bytes: 0 },
      { read, write },
    );
    // 2 M reads ($0.25) + 1 M writes ($0.625) + 1 GB stored ($0.25).
    expect(month.total).toBeCloseTo(0.25 + 0.625 + PRICE_LIST.dynamoStorageGbMonth.price, 10);
    expect(month.services).toEqual([{ service: 'DynamoDB', dollars: month.total, share: 1 }]);
    expect(month.operations.map((o) => o.operation)).toEqual(['write', 'read', 'storage']);
    expect(month.operations.reduce((sum, o) => sum + o.share, 0)).toBeCloseTo(1, 10);
  });

  it('refuses a profile that counts an operation nobody measured', () => {
    expect(() =>
      planCost({ plan: 'T', who: 'x', budget: 1, counts: { missing: 1 }, tableBytes: 0, s3Bytes: 0 }, {}),
    ).toThrow(/missing/);
  });

  it('turns each plan into counts: hourly syncs per integration, rows per import', () => {
    const elite = usageProfile(PLAN_ACTIVITY.find((p) => p.plan === 'Elite')!);
    expect(elite.counts['hourly sync of one integration (nothing new)']).toBe(4 * 720);
    expect(elite.counts['synced item']).toBe(4 * 720 * 10);
    expect(elite.counts['imported row']).toBe(4 * 5_000);
    expect(elite.budget).toBe(1);
  });

  it('counts API-key requests and webhook deliveries on Elite only, the plan that has them', () => {
    const counts = (plan: string) => usageProfile(PLAN_ACTIVITY.find((p) => p.plan === plan)!).counts;
    for (const plan of ['Starter', 'Pro']) {
      expect(counts(plan)[OP.apiKeyRead]).toBe(0);
      expect(counts(plan)[OP.webhookDelivery]).toBe(0);
    }
    expect(counts('Elite')[OP.apiKeyRead]).toBe(12 * 720);
    expect(counts('Elite')[OP.webhookDelivery]).toBe(2 * (2_000 + 4_000));
  });

  it('prices a webhook delivery: its units, the attempt at 512 MB, a share of the fan-out, three SQS requests', () => {
    const op = webhookDeliveryOperation({ readUnits: 2, writeUnits: 2, fanOutMs: 100, attemptMs: 40 }, 5);
    expect(op.invocations).toBeCloseTo(1.2, 10);
    expect(op.gbSeconds).toBeCloseTo(0.04 * 0.5 + (0.1 * 0.5) / 5, 10);
    const costs = operationCost(op);
    expect(costs.SQS).toBeCloseTo(3 * 0.4e-6, 15);
    expect(costs.DynamoDB).toBeCloseTo(2 * 0.125e-6 + 2 * 0.625e-6, 15);
    expect(costs['API Gateway']).toBeUndefined();
  });
});
