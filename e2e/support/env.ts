/** Set by scripts/e2e/run.ts after it starts the local runtime. */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the browser tests with `npm run test:e2e`');
  return url;
}
