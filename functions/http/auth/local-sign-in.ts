import * as api from '@shared/api/contracts/auth';
import { safeReturnPath } from '@shared/security/return-path';
import { localAuthFormErrorPage } from '../../platform/auth/sign-in-form-errors';
import { config } from '../../platform/config';
import { NotFound } from '../../platform/errors';
import { clientAddress } from '../../platform/http/client-address';
import { defineHandler } from '../../platform/http/define-handler';
import { redirect } from '../../platform/http/response';
import { jsonReply } from '../../platform/http/route-handler';
import { signInLocal } from '../../services/auth/local-accounts';

/** JSON callers get the user with the session cookie; the sign-in page's form post is redirected into the app. */
export const handler = defineHandler(
  api.localSignIn,
  async ({ body, bodyFormat, event }) => {
    if (config().AUTH_MODE !== 'local') throw new NotFound();
    const { user, sessionCookies } = await signInLocal(body, clientAddress(event));
    if (bodyFormat === 'form') return redirect(safeReturnPath(body.returnTo) ?? '/', sessionCookies);
    return jsonReply(api.localSignIn, user, sessionCookies);
  },
  { formErrorPage: localAuthFormErrorPage('sign-in') },
);
