/**
 * Polls until `check` returns a value, for what happens after a request answers (the event bus delivers
 * asynchronously); answers the value and how long it took. A slow background job (a statement import in the same
 * process) is polled less often, so the polls do not take the cores it needs.
 *
 * The bound catches a hang, not a slow machine: beside other suites on 2 cores (load 30) a scheduled sync took more
 * than 20 s to land on the shared runtime, and the 5 to 20 s bounds this used to have failed tests whose behaviour was
 * right. A test that claims speed asserts the returned `ms`.
 */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 60_000,
  intervalMs = 25,
): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value !== undefined) return { value, ms: Date.now() - started };
    if (Date.now() - started > timeoutMs) throw new Error(`Not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
