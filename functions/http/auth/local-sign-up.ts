import * as api from '@shared/api/contracts/auth';
import { safeReturnPath } from '@shared/security/return-path';
import { localAuthFormErrorPage } from '../../platform/auth/sign-in-form-errors';
import { config } from '../../platform/config';
import { NotFound } from '../../platform/errors';
import { defineHandler } from '../../platform/http/define-handler';
import { redirect } from '../../platform/http/response';
import { jsonReply } from '../../platform/http/route-handler';
import { signUpLocal } from '../../services/auth/local-accounts';

/** 201 with the new user and their session cookie for JSON callers; the sign-up form post is redirected into the app. */
export const handler = defineHandler(
  api.localSignUp,
  async ({ body, bodyFormat }) => {
    if (config().AUTH_MODE !== 'local') throw new NotFound();
    const { user, sessionCookies } = await signUpLocal(body);
    if (bodyFormat === 'form') return redirect(safeReturnPath(body.returnTo) ?? '/', sessionCookies);
    return jsonReply(api.localSignUp, user, sessionCookies);
  },
  { formErrorPage: localAuthFormErrorPage('sign-up') },
);
