import * as api from '@shared/api/contracts/auth';
import { renderSignInPage } from '../../platform/auth/sign-in-page';
import { config } from '../../platform/config';
import { NotFound } from '../../platform/errors';
import { defineHandler } from '../../platform/http/define-handler';
import { htmlPage } from '../../platform/http/response';

export const handler = defineHandler(api.getSignInPage, async ({ query }) => {
  if (config().AUTH_MODE !== 'local') throw new NotFound();
  return htmlPage(200, renderSignInPage({ mode: query.mode }));
});
