import * as api from '@shared/api/contracts/notifications';
import { defineHandler } from '../../platform/http/define-handler';
import { notificationPreferences } from '../../services/notifications/notifications';

export const handler = defineHandler(api.getNotificationPreferences, ({ member }) => notificationPreferences(member));
