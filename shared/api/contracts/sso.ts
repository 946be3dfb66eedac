import {
  ssoCallbackQuerySchema,
  ssoSettingsOrNoneSchema,
  ssoSettingsRequestSchema,
  ssoSettingsSchema,
  ssoSignInPageQuerySchema,
  ssoStartQuerySchema,
  ssoTestResultSchema,
} from '../../schemas/sso';
import { routesOf } from '../route-contract';

const defineRoute = /* @__PURE__ */ routesOf('sso');

/**
 * Settings → Security: the workspace's single sign-on, never its client secret; `null` while none is set up (a 404
 * for the usual state of a workspace was an error in every browser console).
 */
export const getSsoSettings = /* @__PURE__ */ defineRoute({
  id: 'getSsoSettings',
  method: 'GET',
  path: '/api/workspace/sso',
  auth: 'session',
  permission: 'security.manage',
  planFeature: 'sso',
  response: ssoSettingsOrNoneSchema,
});

/** Sets up or changes single sign-on; the issuer must be https and public, the domains the business's own. */
export const putSsoSettings = /* @__PURE__ */ defineRoute({
  id: 'putSsoSettings',
  method: 'PUT',
  path: '/api/workspace/sso',
  auth: 'session',
  permission: 'security.manage',
  planFeature: 'sso',
  body: ssoSettingsRequestSchema,
  response: ssoSettingsSchema,
});

/** Turns single sign-on off: its domains are free again and passwords work for everyone. */
export const deleteSsoSettings = /* @__PURE__ */ defineRoute({
  id: 'deleteSsoSettings',
  method: 'DELETE',
  path: '/api/workspace/sso',
  auth: 'session',
  permission: 'security.manage',
  planFeature: 'sso',
  response: 'empty',
});

/** Runs a discovery with the saved settings and says what is wrong, in words. */
export const testSsoSettings = /* @__PURE__ */ defineRoute({
  id: 'testSsoSettings',
  method: 'POST',
  path: '/api/workspace/sso/test',
  auth: 'session',
  permission: 'security.manage',
  planFeature: 'sso',
  response: ssoTestResultSchema,
});

/** 'Sign in with SSO': asks for the work email (the reason of a failed attempt shown above the form). */
export const getSsoSignInPage = /* @__PURE__ */ defineRoute({
  id: 'getSsoSignInPage',
  method: 'GET',
  path: '/api/auth/sso',
  auth: 'public',
  permission: 'public',
  query: ssoSignInPageQuerySchema,
  response: 'page',
});

/** Finds the workspace by the email's domain and sends the browser to its identity provider (404 page otherwise). */
export const startSsoSignIn = /* @__PURE__ */ defineRoute({
  id: 'startSsoSignIn',
  method: 'GET',
  path: '/api/auth/sso/start',
  auth: 'public',
  permission: 'public',
  query: ssoStartQuerySchema,
  response: 'page',
});

/** Where the identity provider sends the browser back; any failure returns to the SSO sign-in page with the reason. */
export const ssoCallback = /* @__PURE__ */ defineRoute({
  id: 'ssoCallback',
  method: 'GET',
  path: '/api/auth/sso/callback',
  auth: 'public',
  permission: 'public',
  query: ssoCallbackQuerySchema,
  response: 'page',
});
