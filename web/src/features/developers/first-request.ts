/** The 'first request' of the README and the reference page: list the tasks with a key, from any shell. */
export const firstRequestCurl = (origin: string) =>
  `curl ${origin}/api/tasks \\\n  -H "Authorization: Bearer bp_live_…"`;
