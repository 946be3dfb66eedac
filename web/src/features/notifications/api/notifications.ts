import type { UpdateNotificationPreferences } from '@shared/schemas/notifications';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../../lib/api-query';
import { callRoute } from '../../../lib/api-route';
import { failureToast, notifySuccess } from '../../../lib/mutation-toasts';
import { pagedQueryOptions, withItems } from '../../../lib/paged-query';
import { useRouteMutation } from '../../../lib/route-mutation';

/** New notices arrive from the server's own work (a failed run, an export): the bell asks again every minute. */
const BELL_REFRESH_MS = 60_000;

export function useNotifications() {
  return withItems(useInfiniteQuery({ ...pagedQueryOptions('listNotifications'), refetchInterval: BELL_REFRESH_MS }));
}

export function useMarkNotificationRead() {
  return useRouteMutation('markNotificationRead', {
    mutationFn: (id: string) => callRoute('markNotificationRead', { params: { id } }),
  });
}

export function useMarkAllNotificationsRead() {
  return useRouteMutation('markAllNotificationsRead', {
    mutationFn: () => callRoute('markAllNotificationsRead'),
    onError: failureToast('Failed to mark the notifications read'),
  });
}

export const notificationPreferencesQueryOptions = () => routeQueryOptions('getNotificationPreferences');
export const useNotificationPreferences = () => useQuery(notificationPreferencesQueryOptions());

export function useUpdateNotificationPreferences() {
  return useRouteMutation('updateNotificationPreferences', {
    mutationFn: (body: UpdateNotificationPreferences) => callRoute('updateNotificationPreferences', { body }),
    onSuccess: () => notifySuccess('Notification settings saved'),
    onError: failureToast('Failed to save the notification settings'),
  });
}
