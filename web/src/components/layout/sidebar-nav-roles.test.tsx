import type { Role } from '@shared/access/roles';
import { ownerSidebarLabels } from '@shared/testing/sidebar';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anAuthUser } from '../../testing/fixtures';
import { renderInApp, resetApp } from '../../testing/render-in-app';
import { SidebarNav } from './sidebar-nav';

vi.mock('@tanstack/react-router', () => import('../../testing/router-stub'));
afterEach(resetApp);

const itemsFor = (role: Role) => {
  renderInApp(<SidebarNav collapsed={false} />, { signedInAs: anAuthUser({ role }) });
  return screen.getAllByRole('link').map((link) => link.textContent);
};

describe('SidebarNav by role', () => {
  it('shows an owner every screen', () => {
    expect(itemsFor('owner')).toEqual(ownerSidebarLabels);
  });

  it('hides Financial from a manager, and Financial and Integrations from a member and a viewer', () => {
    const managers = itemsFor('manager');
    expect(managers).not.toContain('Financial');
    expect(managers).toContain('Integrations');
    expect(managers).not.toContain('Team members');
    expect(managers).not.toContain('Developers');
    resetApp();
    for (const role of ['member', 'viewer'] as const) {
      const items = itemsFor(role);
      expect(items).not.toContain('Financial');
      expect(items).not.toContain('Integrations');
      expect(items).toContain('Tasks');
      // Every member has notifications, and chooses for themselves which are emailed.
      expect(items).toContain('Notifications');
      resetApp();
    }
  });
});
