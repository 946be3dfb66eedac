import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anAuthUser } from '../../testing/fixtures';
import { renderInApp, resetApp } from '../../testing/render-in-app';
import { navigate } from '../../testing/router-stub';
import { stubApi } from '../../testing/stub-api';
import { SidebarUser } from './sidebar-user';
import UserMenuPopup from './user-menu-popup';

vi.mock('@tanstack/react-router', () => import('../../testing/router-stub'));

afterEach(resetApp);

const membership = (workspaceId: string, workspaceName: string, role: 'owner' | 'admin') => ({
  workspaceId,
  workspaceName,
  role,
  employeeId: null,
  joinedAt: '2026-11-28T10:00:00.000Z',
});

describe('switching workspace from the user menu', () => {
  it("keeps the signed-in user on screen while it is read again, then shows the new workspace's", async () => {
    let releaseUser: () => void = () => {};
    const userRead = new Promise<void>((resolve) => {
      releaseUser = resolve;
    });
    const calls = stubApi({
      listWorkspaces: () => ({
        workspaces: [membership('w1', 'Corner Café', 'owner'), membership('w2', 'Acme Shop', 'admin')],
      }),
      switchWorkspace: () => membership('w2', 'Acme Shop', 'admin'),
      getAuthUser: async () => {
        await userRead;
        return anAuthUser({ workspaceId: 'w2', workspaceName: 'Acme Shop', subscriptionTier: 'elite' });
      },
    });
    const user = anAuthUser({ workspaceId: 'w1', workspaceName: 'Corner Café', subscriptionTier: 'starter' });
    // The shell reads the user from the cache (`useSignedInUser`): emptied for a moment, it broke the whole app.
    renderInApp(
      <>
        <SidebarUser collapsed={false} />
        <UserMenuPopup user={user} />
      </>,
      { signedInAs: user },
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Acme Shop (Admin)' }));
    await waitFor(() => expect(calls.map((c) => c.routeId)).toContain('getAuthUser'));
    expect(screen.getByTestId('sidebar-user-plan').textContent).toBe('Starter Plan');
    releaseUser();
    expect(await screen.findByText('You are now in Acme Shop')).toBeTruthy();
    expect(screen.getByTestId('sidebar-user-plan').textContent).toBe('Elite Plan');
    expect(navigate).toHaveBeenCalledWith({ to: '/' });
  });
});
