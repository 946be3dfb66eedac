/**
 * A reason the local app cannot start that the person starting it can fix: its message is one line that says what
 * is wrong and what to do, and `npm start` prints it instead of a stack trace.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** The one line `npm start` prints for a failure to start: a StartupError's own message, anything else prefixed. */
export function startupFailureLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return error instanceof StartupError ? message : `BizPilot could not start: ${message}`;
}
