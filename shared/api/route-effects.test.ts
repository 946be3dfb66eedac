import { describe, expect, it } from 'vitest';
import { AUTOMATION_EFFECTS, routeEffects } from './route-effects';
import { routes } from './routes';

const writes = routes.filter((r) => r.method !== 'GET').map((r) => r.id);
const reads = new Set<string>(routes.filter((r) => r.method === 'GET').map((r) => r.id));

describe('route effects', () => {
  it('say, for every route that changes data, what it changes (an empty entry when nothing a client reads)', () => {
    const missing = writes.filter((id) => !Object.hasOwn(routeEffects, id));
    expect(missing).toEqual([]);
    expect(Object.keys(routeEffects).sort()).toEqual([...writes].sort());
  });

  it('name only read routes, each once', () => {
    for (const [id, effects] of Object.entries(routeEffects)) {
      expect(
        effects.filter((effect) => !reads.has(effect)),
        id,
      ).toEqual([]);
      expect(new Set(effects).size, id).toBe(effects.length);
    }
    expect(AUTOMATION_EFFECTS.filter((effect) => !reads.has(effect))).toEqual([]);
  });

  it('refresh the dashboard after whatever its figures count: tasks, books, synced data, the time zone', () => {
    const dashboardMovers = [
      'createTask',
      'updateTask',
      'deleteTask',
      'createDemoBank',
      'deleteDemoBank',
      'uploadStatement',
      'syncBankLink',
      'removeBankLink',
      'verifyBankLink',
      'recategoriseTransaction',
      'createIntegration',
      'deleteIntegration',
      'syncIntegration',
      'setWorkspaceTimeZone',
    ] as const;
    expect(dashboardMovers.filter((id) => !routeEffects[id].includes('getKpiStats'))).toEqual([]);
  });
});
