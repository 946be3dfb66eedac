import { describe, expect, it } from 'vitest';
import { routes } from '../../shared/api/routes';
import { describeMinimum, minimumLegend, minimumReads } from './cost-minimum';

const route = (method: string, path: string) => {
  const found = routes.find((r) => r.method === method && r.path === path);
  if (!found) throw new Error(`No route ${method} ${path}`);
  return found;
};

describe('the least a route can read, authentication and authorisation included', () => {
  it('a route with a capability reads the session, the member and its answer', () => {
    const minimum = minimumReads(route('GET', '/api/employees/{id}'), 600);
    expect(describeMinimum(minimum)).toBe('0.5 session + 1 member + 0.5 data');
    expect(minimum.units).toBe(2);
  });

  it("a page's data is billed by its size, half a unit per 4 KB", () => {
    // 50 tasks of ~420 B: 21 KB, six 4 KB blocks.
    expect(minimumReads(route('GET', '/api/tasks'), 21_000).units).toBe(0.5 + 1 + 3);
  });

  it("the signed-in person's own account needs no member read", () => {
    expect(describeMinimum(minimumReads(route('GET', '/api/auth/user'), 900))).toBe('0.5 session + 0.5 data');
  });

  it('a route gated by the AI switch reads the plan item too', () => {
    expect(describeMinimum(minimumReads(route('POST', '/api/chat/send'), 1_500))).toBe(
      '0.5 session + 1 member + 0.5 plan + 0.5 data',
    );
  });

  it('an API-key request reads the key consistently and the plan, for the API-access feature', () => {
    expect(describeMinimum(minimumReads(route('POST', '/api/tasks'), 500, 'apiKey'))).toBe(
      '1 API key + 1 member + 0.5 plan + 0.5 data',
    );
  });

  it('the analysis reads two collections whatever the size of its answer, and says so in the legend', () => {
    expect(minimumReads(route('GET', '/api/financial/analysis'), 2_000).units).toBe(0.5 + 1 + 1);
    expect(minimumLegend().map(([part]) => part)).toContain('data of GET /api/financial/analysis');
  });
});
