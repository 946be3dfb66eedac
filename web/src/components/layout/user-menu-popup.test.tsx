import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anAuthUser } from '../../testing/fixtures';
import { navigateTo } from '../../testing/navigate-stub';
import { renderInApp, resetApp } from '../../testing/render-in-app';
import { stubApi } from '../../testing/stub-api';
import { SidebarUser } from './sidebar-user';
import UserMenuPopup from './user-menu-popup';

vi.mock('@tanstack/react-router', () => import('../../testing/router-stub'));
vi.mock('../../lib/navigate', () => import('../../testing/navigate-stub'));

afterEach(() => {
  navigateTo.mockReset();
  resetApp();
});

const membership = (workspaceId: string, workspaceName: string, role: 'owner' | 'admin') => ({
  workspaceId,
  workspaceName,
  role,
  employeeId: null,
  joinedAt: '2026-11-28T10:00:00.000Z',
});

describe('switching workspace from the user menu', () => {
  it('loads the app afresh in the other workspace, and reads nothing of the old one again meanwhile', async () => {
    const calls = stubApi({
      listWorkspaces: () => ({
        workspaces: [membership('w1', 'Corner Café', 'owner'), membership('w2', 'Acme Shop', 'admin')],
      }),
      switchWorkspace: () => membership('w2', 'Acme Shop', 'admin'),
    });
    const user = anAuthUser({ workspaceId: 'w1', workspaceName: 'Corner Café', subscriptionTier: 'elite' });
    renderInApp(
      <>
        <SidebarUser collapsed={false} />
        <UserMenuPopup user={user} />
      </>,
      { signedInAs: user },
    );
    expect(screen.queryByRole('menuitem', { name: /Corner Café/ })).toBeNull();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Acme Shop (Admin)' }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/'));
    // A read still on screen would go out with the old role and plan and be refused in the new workspace (a 402 for
    // the cash forecast, seen in a browser); the shell keeps its user until the new page replaces it.
    expect(calls.map((c) => c.routeId)).toEqual(['listWorkspaces', 'switchWorkspace']);
    expect(calls[1]!.body).toEqual({ workspaceId: 'w2' });
    expect(screen.getByTestId('sidebar-user-plan').textContent).toBe('Elite Plan');
  });
});
