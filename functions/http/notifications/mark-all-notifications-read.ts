import * as api from '@shared/api/contracts/notifications';
import { defineHandler } from '../../platform/http/define-handler';
import { markAllNotificationsRead } from '../../services/notifications/notifications';

export const handler = defineHandler(api.markAllNotificationsRead, ({ member }) => markAllNotificationsRead(member));
