import * as api from '@shared/api/contracts/auth';
import { renderSignInPage } from '../../platform/auth/sign-in-page';
import { config } from '../../platform/config';
import { NotFound } from '../../platform/errors';
import { definePublicHandler } from '../../platform/http/define-public-handler';
import { htmlPage } from '../../platform/http/response';

export const handler = definePublicHandler(api.getSignInPage, async ({ query }) => {
  if (config().AUTH_MODE !== 'local') throw new NotFound();
  return htmlPage(200, renderSignInPage({ mode: query.mode, returnTo: query.returnTo }));
});
