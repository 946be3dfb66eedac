import * as api from '@shared/api/contracts/auth';
import { loadAuthUser } from '../../platform/auth/accounts';
import { signInLocal } from '../../platform/auth/local-accounts';
import { startSession } from '../../platform/auth/session';
import { localAuthFormErrorPage } from '../../platform/auth/sign-in-form-errors';
import { config } from '../../platform/config';
import { NotFound } from '../../platform/errors';
import { defineHandler, jsonReply } from '../../platform/http/define-handler';
import { redirect } from '../../platform/http/response';

export const handler = defineHandler(
  api.localSignIn,
  async ({ body, bodyFormat }) => {
    if (config().AUTH_MODE !== 'local') throw new NotFound();
    const user = await signInLocal(body);
    const cookie = await startSession({ userId: user.id, workspaceId: user.workspaceId });
    if (bodyFormat === 'form') return redirect('/', [cookie]);
    return jsonReply(api.localSignIn, (await loadAuthUser(user.id, user.workspaceId))!, [cookie]);
  },
  { formErrorPage: localAuthFormErrorPage('sign-in') },
);
