import type { RouteId } from '@shared/api/routes';

/**
 * Development builds (and the tests, which run as development) check each answer against the route's response
 * schema, so a server or a test fixture that drifts from the contract fails loudly where it happens. Production
 * builds drop this code and the dynamic import with it (`import.meta.env.DEV` is false there), so they carry none
 * of the schemas.
 */
export async function checkResponseInDev(id: RouteId, data: unknown): Promise<void> {
  if (import.meta.env.DEV) {
    const { routes } = await import('@shared/api/routes');
    const route = routes.find((r) => r.id === id);
    // 'empty' (204) and 'page' routes have no JSON to check.
    if (!route || typeof route.response !== 'object') return;
    const result = route.response.safeParse(data);
    if (result.success) return;
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new Error(`${route.method} ${route.path} (${id}) answered outside its contract: ${problems.join('; ')}`);
  }
}
