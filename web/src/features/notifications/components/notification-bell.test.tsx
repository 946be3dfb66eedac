import type { Notification } from '@shared/schemas/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { anAuthUser } from '../../../testing/fixtures';
import { renderInApp, resetApp } from '../../../testing/render-in-app';
import { stubApi } from '../../../testing/stub-api';
import { NotificationBell } from './notification-bell';

afterEach(resetApp);

/** The popover is a lazy chunk the first click loads: its first load waits for the module, however long that takes. */
const LAZY_POPOVER = { timeout: 30_000 };

const notice = (id: string, overrides: Partial<Notification> = {}): Notification => ({
  id,
  kind: 'automation_failed',
  title: `Automation ${id} failed`,
  body: 'It failed after its last retry.',
  link: '/automations',
  createdAt: new Date().toISOString(),
  readAt: null,
  ...overrides,
});

describe('NotificationBell', () => {
  it('says how many are unread, lists them, and marks one read when it is opened', async () => {
    let items = [notice('n2'), notice('n1', { readAt: '2026-11-28T10:00:00.000Z', title: 'Older one' })];
    const calls = stubApi({
      listNotifications: () => ({ items, cursor: null, unreadCount: items.filter((n) => !n.readAt).length }),
      markNotificationRead: ({ params }) => {
        items = items.map((n) => (n.id === params.id ? { ...n, readAt: '2026-11-29T00:00:00.000Z' } : n));
        return items.find((n) => n.id === params.id)!;
      },
    });
    renderInApp(<NotificationBell />, { signedInAs: anAuthUser() });
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    fireEvent.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' }, LAZY_POPOVER);
    const links = within(dialog).getAllByRole('link');
    expect(links[0]!.textContent).toContain('Unread: Automation n2 failed');
    expect(links[1]!.textContent).not.toContain('Unread');
    fireEvent.click(links[0]!);
    await waitFor(() => expect(calls.some((c) => c.routeId === 'markNotificationRead')).toBe(true));
    expect(calls.find((c) => c.routeId === 'markNotificationRead')!.url).toBe('/api/notifications/n2/read');
    await screen.findByRole('button', { name: 'Notifications' });
  });

  it('marks all read, and shows 99+ at the cap', async () => {
    let unreadCount = 100;
    const calls = stubApi({
      listNotifications: () => ({ items: [notice('n1')], cursor: null, unreadCount }),
      markAllNotificationsRead: () => {
        unreadCount = 0;
        return { marked: 100 };
      },
    });
    renderInApp(<NotificationBell />, { signedInAs: anAuthUser() });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 99+ unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' }, LAZY_POPOVER);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(calls.some((c) => c.routeId === 'markAllNotificationsRead')).toBe(true));
    await screen.findByRole('button', { name: 'Notifications' });
  });
});
