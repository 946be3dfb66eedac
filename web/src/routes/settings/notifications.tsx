import { createFileRoute } from '@tanstack/react-router';
import { ensureQuery, preload } from '../../app/load-query';
import { notificationPreferencesQueryOptions } from '../../features/notifications/api/notifications';
import { NotificationSettingsPage } from '../../features/notifications/components/notification-settings-page';

export const Route = createFileRoute('/settings/notifications')({
  loader: ({ context }) => preload(context.queryClient, ensureQuery(notificationPreferencesQueryOptions())),
  component: NotificationSettingsPage,
});
