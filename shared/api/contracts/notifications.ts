import { idParamsSchema } from '../../schemas/id-params';
import {
  notificationPageSchema,
  notificationPreferencesSchema,
  notificationReadAllSchema,
  notificationSchema,
  notificationsQuerySchema,
  updateNotificationPreferencesSchema,
} from '../../schemas/notifications';
import { routesOf } from '../route-contract';

const defineRoute = /* @__PURE__ */ routesOf('notifications');

/** The caller's own notifications in this workspace, newest first, with the bell's unread count. */
export const listNotifications = /* @__PURE__ */ defineRoute({
  id: 'listNotifications',
  method: 'GET',
  path: '/api/notifications',
  auth: 'session',
  permission: 'workspace.view',
  query: notificationsQuerySchema,
  response: notificationPageSchema,
});

/** Marks one of the caller's notifications read (again is a no-op); another member's id is a 404. */
export const markNotificationRead = /* @__PURE__ */ defineRoute({
  id: 'markNotificationRead',
  method: 'POST',
  path: '/api/notifications/{id}/read',
  auth: 'session',
  permission: 'workspace.view',
  params: idParamsSchema,
  response: notificationSchema,
});

/** Marks every unread notification of the caller's read; answers how many changed. */
export const markAllNotificationsRead = /* @__PURE__ */ defineRoute({
  id: 'markAllNotificationsRead',
  method: 'POST',
  path: '/api/notifications/read-all',
  auth: 'session',
  permission: 'workspace.view',
  response: notificationReadAllSchema,
});

/** Per kind: whether the caller also gets it by email. */
export const getNotificationPreferences = /* @__PURE__ */ defineRoute({
  id: 'getNotificationPreferences',
  method: 'GET',
  path: '/api/notifications/preferences',
  auth: 'session',
  permission: 'workspace.view',
  response: notificationPreferencesSchema,
});

export const updateNotificationPreferences = /* @__PURE__ */ defineRoute({
  id: 'updateNotificationPreferences',
  method: 'PUT',
  path: '/api/notifications/preferences',
  auth: 'session',
  permission: 'workspace.view',
  body: updateNotificationPreferencesSchema,
  response: notificationPreferencesSchema,
});
