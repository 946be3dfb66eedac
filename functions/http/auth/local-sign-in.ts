import { localSignInRequestSchema } from '@shared/schemas/auth';
import { loadAuthUser } from '../../platform/auth/accounts';
import { signInLocal } from '../../platform/auth/local-accounts';
import { startSession } from '../../platform/auth/session';
import { localAuthFormErrorPage } from '../../platform/auth/sign-in-form-errors';
import { config } from '../../platform/config';
import { NotFound } from '../../platform/errors';
import { defineHandler } from '../../platform/http/define-handler';
import { json, redirect } from '../../platform/http/response';

export const handler = defineHandler(
  'localSignIn',
  {
    body: localSignInRequestSchema,
    bodyFormats: ['json', 'form'],
    formErrorPage: localAuthFormErrorPage('sign-in'),
  },
  async ({ body, bodyFormat }) => {
    if (config().AUTH_MODE !== 'local') throw new NotFound();
    const user = await signInLocal(body);
    const cookie = await startSession({ userId: user.id, workspaceId: user.workspaceId });
    if (bodyFormat === 'form') return redirect('/', [cookie]);
    return json(200, await loadAuthUser(user.id, user.workspaceId), [cookie]);
  },
);
