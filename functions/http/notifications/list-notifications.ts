import * as api from '@shared/api/contracts/notifications';
import { defineHandler } from '../../platform/http/define-handler';
import { listNotifications } from '../../services/notifications/notifications';

/** `GET /api/notifications?cursor=`: the caller's own, newest first, with the unread count. */
export const handler = defineHandler(api.listNotifications, ({ member, query }) =>
  listNotifications(member, query.cursor),
);
