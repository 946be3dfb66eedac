/**
 * A reason the local app cannot start that the person starting it can fix: its message is one line that says what
 * is wrong and what to do, and `npm start` prints it instead of a stack trace.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}
