import * as api from '@shared/api/contracts/notifications';
import { defineHandler } from '../../platform/http/define-handler';
import { updateNotificationPreferences } from '../../services/notifications/notifications';

export const handler = defineHandler(api.updateNotificationPreferences, ({ member, body }) =>
  updateNotificationPreferences(member, body),
);
