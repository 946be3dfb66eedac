import { expect, vi } from 'vitest';
import { logger } from '../../functions/platform/logger';

/** What the request log line says a request cost (`functions/platform/middleware/request-log.ts`). */
export type RequestUnits = { readUnits: number; writeUnits: number };

/**
 * The capacity units of the one request `fn` makes, from its request log line: `fn` must answer below 300 and make
 * exactly one request, and the runtime must log in this process (a runtime of the test file's own).
 */
export async function unitsOf(fn: () => Promise<{ status: number }>): Promise<RequestUnits> {
  const info = vi.spyOn(logger, 'info');
  try {
    const res = await fn();
    expect(res.status).toBeLessThan(300);
    const lines = info.mock.calls.filter(([message]) => message === 'request');
    expect(lines).toHaveLength(1);
    return lines[0]![1] as RequestUnits;
  } finally {
    info.mockRestore();
  }
}
