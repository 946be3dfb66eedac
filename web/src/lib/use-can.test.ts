import { permissionsOf } from '@shared/access/roles';
import { routeIndex } from '@shared/api/route-index.gen';
import { describe, expect, it } from 'vitest';
import { routeEntry } from './api-route';
import { allows } from './use-can';

describe('allows (what useCanCall answers)', () => {
  it('lets anyone call public and account routes, even before the user is known', () => {
    expect(allows(undefined, routeEntry('getHealth').permission)).toBe(true);
    expect(allows(undefined, routeEntry('switchWorkspace').permission)).toBe(true);
    expect(allows(permissionsOf('viewer'), routeEntry('updateAccount').permission)).toBe(true);
  });

  it("answers a capability route by the role's permissions, and no while the user is unknown", () => {
    expect(allows(undefined, routeEntry('listTasks').permission)).toBe(false);
    expect(allows(permissionsOf('member'), routeEntry('createTask').permission)).toBe(true);
    expect(allows(permissionsOf('viewer'), routeEntry('createTask').permission)).toBe(false);
    expect(allows(permissionsOf('manager'), routeEntry('deleteEmployee').permission)).toBe(true);
    expect(allows(permissionsOf('member'), routeEntry('deleteEmployee').permission)).toBe(false);
    expect(allows(permissionsOf('admin'), routeEntry('createCheckoutSession').permission)).toBe(false);
    expect(allows(permissionsOf('owner'), routeEntry('createCheckoutSession').permission)).toBe(true);
  });

  it('lets the owner call every route', () => {
    for (const route of routeIndex) expect(allows(permissionsOf('owner'), route.permission)).toBe(true);
  });
});
