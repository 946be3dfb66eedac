import * as z from 'zod';
import { renderSignInPage } from '../../platform/auth/sign-in-page';
import { config } from '../../platform/config';
import { NotFound } from '../../platform/errors';
import { defineHandler } from '../../platform/http/define-handler';
import { html } from '../../platform/http/response';

const pageQuery = z.object({ mode: z.enum(['sign-in', 'sign-up']).catch('sign-in').default('sign-in') });

export const handler = defineHandler('getSignInPage', { query: pageQuery }, async ({ query }) => {
  if (config().AUTH_MODE !== 'local') throw new NotFound();
  return html(200, renderSignInPage({ mode: query.mode }));
});
