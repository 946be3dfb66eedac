import * as api from '@shared/api/contracts/sso';
import { ssoFailureReasons } from '@shared/schemas/sso';
import { ssoPage } from '../../platform/auth/sso-browser';
import { renderSsoSignInPage } from '../../platform/auth/sso-sign-in-page';
import { definePublicHandler } from '../../platform/http/define-public-handler';

/** `GET /api/auth/sso`: the work-email form, with why the last attempt failed (a code of the URL, said in words). */
export const handler = definePublicHandler(api.getSsoSignInPage, async ({ query }) =>
  ssoPage(
    200,
    renderSsoSignInPage({
      errors: query.error ? [ssoFailureReasons[query.error]] : [],
      returnTo: query.returnTo,
    }),
  ),
);
