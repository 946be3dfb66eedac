/**
 * The statement import's V8 heap limit. The import streams (a 10 MB, 100,000-row CSV holds one 2,000-row chunk and
 * the import's fingerprints at a time), yet V8 left to itself grows the heap toward the function's memory before it
 * collects. A limit makes it collect sooner, keeps the job's memory what the code needs, and turns a regression that
 * would hold a whole file into a failed import in the tests and the bench rather than a slow creep in production.
 */
export const STATEMENT_IMPORT_HEAP_MB = 160;

/**
 * Each function's memory (MB), in one place: Lambda bills GB-seconds at the memory set, so the cost model
 * (scripts/bench/cost-model.ts) reads these. Every API route runs at `route` (AppFunction's default).
 */
export const FUNCTION_MEMORY_MB = {
  route: 1024,
  automationRunner: 512,
  syncFanOut: 512,
  resumeDueRuns: 512,
  automationSchedules: 512,
  syncWorker: 1024,
  kpiRecompute: 1024,
  statementImport: 1024,
  webhookFanOut: 512,
  webhookDelivery: 512,
  forecastRecompute: 1024,
  exportWorker: 1024,
} as const;
