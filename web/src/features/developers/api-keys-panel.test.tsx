import type { ApiKey } from '@shared/schemas/api-keys';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anAuthUser } from '../../testing/fixtures';
import { renderInApp, resetApp } from '../../testing/render-in-app';
import { failure, stubApi } from '../../testing/stub-api';
import { ApiKeysPanel } from './api-keys-panel';

vi.mock('@tanstack/react-router', () => import('../../testing/router-stub'));

afterEach(resetApp);

const key: ApiKey = {
  id: 'k1',
  name: 'Spreadsheet sync',
  prefix: 'bp_live_ab12',
  scopes: ['tasks:read'],
  createdBy: 'u1',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastUsedAt: null,
  expiresAt: null,
};

describe('ApiKeysPanel', () => {
  it('revokes a key only after confirmation, and keeps asking while the server refuses', async () => {
    let answer: Response | null = failure(500, 'The key could not be revoked just now');
    const calls = stubApi({ listApiKeys: () => [key], revokeApiKey: () => answer });
    renderInApp(<ApiKeysPanel />, { signedInAs: anAuthUser({ role: 'owner', subscriptionTier: 'elite' }) });

    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Spreadsheet sync' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke Spreadsheet sync?' });
    expect(calls.filter((c) => c.routeId === 'revokeApiKey')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByText('The key could not be revoked just now')).toBeTruthy();
    // Once the answer is in (the button no longer busy), the question is still open.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Revoke key' }).dataset.loading).toBeUndefined(),
    );
    expect(screen.getByRole('alertdialog')).toBe(dialog);
    expect(dialog.dataset.state).toBe('open');

    answer = null;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByText('API key revoked')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((c) => c.routeId === 'revokeApiKey').map((c) => c.url)).toEqual([
      '/api/api-keys/k1',
      '/api/api-keys/k1',
    ]);
  });

  it('says a key needs a scope while Create key waits for one, and names the areas as the list does', async () => {
    stubApi({ listApiKeys: () => [] });
    renderInApp(<ApiKeysPanel />, { signedInAs: anAuthUser({ role: 'owner', subscriptionTier: 'elite' }) });

    fireEvent.click(await screen.findByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Zapier' } });
    expect((within(dialog).getByRole('button', { name: 'Create key' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getByText(/^Pick at least one scope\./)).toBeTruthy();
    expect(within(dialog).getByLabelText('Read dashboard (KPI)')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Read tasks' }));
    expect((within(dialog).getByRole('button', { name: 'Create key' }) as HTMLButtonElement).disabled).toBe(false);
    expect(within(dialog).queryByText(/^Pick at least one scope\./)).toBeNull();
  });
});
