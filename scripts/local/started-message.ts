/**
 * What `npm start` prints once the app answers: the app's address, the provider sandbox's beside it (the address a
 * sandbox connection talks to, handy to open its records), and where the data lives (the folder `npm run seed`
 * must be given too).
 */
export function startedMessage(runtime: { url: string; sandboxUrl: string | null }, dataDir: string): string {
  const sandbox = runtime.sandboxUrl
    ? `provider sandbox at ${runtime.sandboxUrl}`
    : 'provider sandbox off (INTEGRATION_SANDBOX=off)';
  return `BizPilot is running at ${runtime.url} (${sandbox}; data in ${dataDir}). Press Ctrl+C to stop.`;
}
