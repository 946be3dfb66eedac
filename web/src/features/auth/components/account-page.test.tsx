import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/ui/toast-region';
import { anAuthUser } from '../../../testing/fixtures';
import { navigateTo } from '../../../testing/navigate-stub';
import { renderInApp } from '../../../testing/render-in-app';
import { stubApi } from '../../../testing/stub-api';
import { AccountPage } from './account-page';

vi.mock('../../../lib/navigate', () => import('../../../testing/navigate-stub'));

afterEach(() => {
  toaster.remove();
  cleanup();
  vi.unstubAllGlobals();
  navigateTo.mockReset();
});

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('AccountPage', () => {
  it('saves the name and picture, sending only valid values', async () => {
    const user = anAuthUser({ firstName: 'Ada', lastName: 'L' });
    const calls = stubApi({ updateAccount: ({ body }) => ({ ...user, ...body }) });
    renderInApp(<AccountPage />, { signedInAs: user });

    type('Profile image URL', 'http://insecure.example/a.png');
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile image must be an https:// address')).toBeTruthy();
    expect(calls.filter((c) => c.routeId === 'updateAccount')).toEqual([]);

    type('First name', 'Augusta');
    type('Profile image URL', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Account updated')).toBeTruthy();
    expect(calls.find((c) => c.routeId === 'updateAccount')?.body).toEqual({
      firstName: 'Augusta',
      lastName: 'L',
      profileImageUrl: null,
    });
  });

  it('changes the password, and shows the server’s words when the current one is wrong', async () => {
    let answer: Response | null = Response.json(
      { code: 'validation', message: 'Current password is incorrect' },
      { status: 400 },
    );
    const calls = stubApi({ changePassword: () => answer });
    renderInApp(<AccountPage />, { signedInAs: anAuthUser() });

    type('Current password', 'wrong one');
    type('New password', 'a brand new passphrase');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Current password is incorrect');
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('a brand new passphrase');

    answer = null;
    type('Current password', 'the right one');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe(''));
    expect(calls.filter((c) => c.routeId === 'changePassword').map((c) => c.body.currentPassword)).toEqual([
      'wrong one',
      'the right one',
    ]);
    expect(screen.getByLabelText('Current password').getAttribute('autocomplete')).toBe('current-password');
  });

  it('asks before signing out everywhere, then leaves the app', async () => {
    const calls = stubApi({ signOutEverywhere: () => null });
    renderInApp(<AccountPage />, { signedInAs: anAuthUser() });
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('alertdialog');
    // The owner's page reads where exports stand; nothing is changed before the confirmation.
    const writes = () => calls.filter((c) => c.method !== 'GET');
    expect(writes()).toEqual([]);
    fireEvent.click(
      [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Sign out everywhere') as HTMLElement,
    );
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/api/logout'));
    expect(writes().map((c) => c.routeId)).toEqual(['signOutEverywhere']);
  });

  it('offers the whole export to the owner only', async () => {
    stubApi({});
    renderInApp(<AccountPage />, { signedInAs: anAuthUser({ role: 'owner' }) });
    expect(screen.getByRole('link', { name: 'Export all my data' }).getAttribute('href')).toBe('/api/workspace/export');
    cleanup();
    renderInApp(<AccountPage />, { signedInAs: anAuthUser({ role: 'admin' }) });
    expect(screen.queryByRole('link', { name: 'Export all my data' })).toBeNull();
  });
  it('prepares a large workspace’s export in the background, with its progress, then the download link', async () => {
    const job = {
      id: 'e1',
      status: 'running',
      progress: { done: 5, total: 18 },
      createdAt: '2026-11-28T10:00:00.000Z',
      finishedAt: null,
      fileName: null,
      sizeBytes: null,
      downloadUrl: null,
      expiresAt: '2026-12-05T10:00:00.000Z',
      error: null,
    };
    let exports: object[] = [];
    const calls = stubApi({
      listWorkspaceExports: () => ({ exports, itemCount: 10_001, background: true }),
      startWorkspaceExport: () => {
        exports = [job];
        return Response.json({ ...job, status: 'queued', progress: { done: 0, total: 0 } }, { status: 202 });
      },
    });
    renderInApp(<AccountPage />, { signedInAs: anAuthUser({ role: 'owner' }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Prepare export' }));
    expect(await screen.findByText('Preparing the export: 5 of 18 kinds of item')).toBeTruthy();
    expect(calls.filter((c) => c.routeId === 'startWorkspaceExport')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Export all my data' })).toBeNull();

    exports = [
      {
        ...job,
        status: 'done',
        progress: { done: 18, total: 18 },
        fileName: 'bizpilot-export-2026-11-28.zip',
        sizeBytes: 2_400_000,
        downloadUrl: '/api/workspace/exports/e1/download',
      },
    ];
    // The page asks again every 2 s while an export is being prepared.
    const link = await screen.findByRole('link', { name: 'Download bizpilot-export-2026-11-28.zip (2.4 MB)' });
    expect(link.getAttribute('href')).toBe('/api/workspace/exports/e1/download');
  });

  it('deletes the workspace only once its name is typed, shows a refusal, then leaves for the signed-out page', async () => {
    let answer: Response | null = Response.json(
      { code: 'validation', message: "Type the workspace's name exactly as shown, “Corner Bakery”, to delete it" },
      { status: 400 },
    );
    const calls = stubApi({ deleteWorkspace: () => answer });
    renderInApp(<AccountPage />, { signedInAs: anAuthUser({ role: 'owner', workspaceName: 'Corner Bakery' }) });

    fireEvent.click(screen.getByRole('button', { name: 'Delete my workspace' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = screen.getByRole('button', { name: 'Delete workspace' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    type('Type “Corner Bakery” to confirm', 'Corner');
    expect(confirm.disabled).toBe(true);
    type('Type “Corner Bakery” to confirm', 'Corner Bakery');
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    expect(await screen.findByText(/exactly as shown/)).toBeTruthy();
    expect(dialog).toBeTruthy();
    expect(navigateTo).not.toHaveBeenCalled();

    answer = null;
    fireEvent.click(confirm);
    await waitFor(() => expect(navigateTo).toHaveBeenCalled());
    expect(calls.filter((c) => c.routeId === 'deleteWorkspace').map((c) => c.body)).toEqual([
      { confirm: 'Corner Bakery' },
      { confirm: 'Corner Bakery' },
    ]);
  });

  it('offers deleting the workspace to its owner only', () => {
    stubApi({});
    renderInApp(<AccountPage />, { signedInAs: anAuthUser({ role: 'admin' }) });
    expect(screen.queryByRole('button', { name: 'Delete my workspace' })).toBeNull();
  });
});
