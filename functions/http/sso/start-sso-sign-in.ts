import * as api from '@shared/api/contracts/sso';
import { ssoFailureRedirect, ssoPage, ssoStateCookie } from '../../platform/auth/sso-browser';
import { renderSsoSignInPage } from '../../platform/auth/sso-sign-in-page';
import { defineHandler } from '../../platform/http/define-handler';
import { redirect } from '../../platform/http/response';
import { startSsoSignIn } from '../../services/sso/sso-sign-in';

const SSO_NOT_SET_UP = 'Single sign-on is not set up for this email domain';

/** `GET /api/auth/sso/start?email=`: 302 to the workspace's identity provider, or the form again with a 404. */
export const handler = defineHandler(api.startSsoSignIn, async ({ query }) => {
  try {
    const started = await startSsoSignIn(query.email, query.returnTo);
    if (!started) {
      return ssoPage(
        404,
        renderSsoSignInPage({ errors: [SSO_NOT_SET_UP], email: query.email, returnTo: query.returnTo }),
      );
    }
    return redirect(started.location, [ssoStateCookie(started.state)]);
  } catch (error) {
    return ssoFailureRedirect(error);
  }
});
