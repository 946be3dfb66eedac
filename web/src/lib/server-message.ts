/*
 * On its own, not in mutation-toasts: a screen that could not load shows this message too, and that screen's module
 * is part of the first paint, which must not pull in the toaster.
 */

/** The server's message from an Error made by the API client ("400: {"message": "..."}"), if it has one. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const body = error.message.replace(/^\d{3}: /, '');
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' ? parsed.message : undefined;
  } catch {
    return undefined;
  }
}
