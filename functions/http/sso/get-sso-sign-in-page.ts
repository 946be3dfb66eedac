import * as api from '@shared/api/contracts/sso';
import { ssoFailureReasons } from '@shared/schemas/sso';
import { renderSsoSignInPage } from '../../platform/auth/sso-sign-in-page';
import { definePublicHandler } from '../../platform/http/define-public-handler';
import { htmlPage } from '../../platform/http/response';

/** `GET /api/auth/sso`: the work-email form, with why the last attempt failed (a code of the URL, said in words). */
export const handler = definePublicHandler(api.getSsoSignInPage, async ({ query }) =>
  htmlPage(
    200,
    renderSsoSignInPage({
      errors: query.error ? [ssoFailureReasons[query.error]] : [],
      returnTo: query.returnTo,
    }),
  ),
);
