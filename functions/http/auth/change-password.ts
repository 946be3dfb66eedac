import * as api from '@shared/api/contracts/auth';
import { clientAddress } from '../../platform/http/client-address';
import { defineHandler } from '../../platform/http/define-handler';
import { changePassword } from '../../services/auth/account-settings';

export const handler = defineHandler(api.changePassword, async ({ event, body, session }) => {
  await changePassword(session.userId, body, event, clientAddress(event));
});
