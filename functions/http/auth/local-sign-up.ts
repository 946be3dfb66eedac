import { localSignUpRequestSchema } from '@shared/schemas/auth';
import { loadAuthUser } from '../../platform/auth/accounts';
import { signUpLocal } from '../../platform/auth/local-accounts';
import { startSession } from '../../platform/auth/session';
import { localAuthFormErrorPage } from '../../platform/auth/sign-in-form-errors';
import { config } from '../../platform/config';
import { NotFound } from '../../platform/errors';
import { defineHandler } from '../../platform/http/define-handler';
import { json, redirect } from '../../platform/http/response';

export const handler = defineHandler(
  'localSignUp',
  {
    body: localSignUpRequestSchema,
    bodyFormats: ['json', 'form'],
    formErrorPage: localAuthFormErrorPage('sign-up'),
  },
  async ({ body, bodyFormat }) => {
    if (config().AUTH_MODE !== 'local') throw new NotFound();
    const user = await signUpLocal(body);
    const cookie = await startSession({ userId: user.id, workspaceId: user.workspaceId });
    if (bodyFormat === 'form') return redirect('/', [cookie]);
    return json(201, await loadAuthUser(user.id, user.workspaceId), [cookie]);
  },
);
