import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { anAuthUser } from '../../../testing/fixtures';
import { renderInApp, resetApp } from '../../../testing/render-in-app';
import { stubApi } from '../../../testing/stub-api';
import { NotificationSettingsPage } from './notification-settings-page';

afterEach(resetApp);

describe('NotificationSettingsPage', () => {
  it('shows each kind with its email choice and changes only the one switched', async () => {
    let failedByEmail = true;
    const calls = stubApi({
      getNotificationPreferences: () => ({
        kinds: [
          {
            kind: 'automation_failed',
            label: 'Automation failures',
            description: 'An automation failed',
            email: failedByEmail,
          },
          { kind: 'export_ready', label: 'Exports ready', description: 'An export is ready', email: false },
        ],
      }),
      updateNotificationPreferences: ({ body }) => {
        failedByEmail = body.email.automation_failed ?? failedByEmail;
        return { kinds: [] };
      },
    });
    renderInApp(<NotificationSettingsPage />, { signedInAs: anAuthUser() });
    const failures = await screen.findByRole('checkbox', { name: 'Automation failures' });
    expect((failures as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Exports ready' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(failures);
    await waitFor(() => expect(calls.some((c) => c.routeId === 'updateNotificationPreferences')).toBe(true));
    expect(calls.find((c) => c.routeId === 'updateNotificationPreferences')!.body).toEqual({
      email: { automation_failed: false },
    });
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: 'Automation failures' }) as HTMLInputElement).checked).toBe(false),
    );
  });
});
