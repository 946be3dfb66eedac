import * as api from '@shared/api/contracts/auth';
import { localAuthFormErrorPage } from '../../platform/auth/sign-in-form-errors';
import { config } from '../../platform/config';
import { NotFound } from '../../platform/errors';
import { defineHandler, jsonReply } from '../../platform/http/define-handler';
import { redirect } from '../../platform/http/response';
import { signUpLocal } from '../../services/local-accounts';

/** 201 with the new user and their session cookie for JSON callers; the sign-up form post is redirected into the app. */
export const handler = defineHandler(
  api.localSignUp,
  async ({ body, bodyFormat }) => {
    if (config().AUTH_MODE !== 'local') throw new NotFound();
    const { user, sessionCookie } = await signUpLocal(body);
    if (bodyFormat === 'form') return redirect('/', [sessionCookie]);
    return jsonReply(api.localSignUp, user, [sessionCookie]);
  },
  { formErrorPage: localAuthFormErrorPage('sign-up') },
);
