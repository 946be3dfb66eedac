import * as api from '@shared/api/contracts/notifications';
import { defineHandler } from '../../platform/http/define-handler';
import { markNotificationRead } from '../../services/notifications/notifications';

export const handler = defineHandler(api.markNotificationRead, ({ member, params }) =>
  markNotificationRead(member, params.id),
);
