import { changePasswordRequestSchema, updateAccountRequestSchema } from '../../schemas/account';
import { localSignInRequestSchema, localSignUpRequestSchema } from '../../schemas/auth';
import { authCallbackQuerySchema, loginQuerySchema, signInPageQuerySchema } from '../../schemas/auth-pages';
import { authUserSchema } from '../../schemas/user';
import { routesOf } from '../route-contract';

const defineRoute = /* @__PURE__ */ routesOf('auth');

/** The signed-in user and their plan; 401 without a session. */
export const getAuthUser = /* @__PURE__ */ defineRoute({
  id: 'getAuthUser',
  method: 'GET',
  path: '/api/auth/user',
  auth: 'session',
  permission: 'account',
  response: authUserSchema,
});

/** Starts sign-in: the built-in sign-in page locally, Cognito managed login in AWS. */
export const login = /* @__PURE__ */ defineRoute({
  id: 'login',
  method: 'GET',
  path: '/api/login',
  auth: 'public',
  permission: 'public',
  query: loginQuerySchema,
  response: 'page',
});

export const logout = /* @__PURE__ */ defineRoute({
  id: 'logout',
  method: 'GET',
  path: '/api/logout',
  auth: 'public',
  permission: 'public',
  response: 'page',
});

/** Where Cognito sends the browser back with the authorization code. */
export const authCallback = /* @__PURE__ */ defineRoute({
  id: 'authCallback',
  method: 'GET',
  path: '/api/auth/callback',
  auth: 'public',
  permission: 'public',
  query: authCallbackQuerySchema,
  response: 'page',
});

/** The built-in sign-in page (local mode only). */
export const getSignInPage = /* @__PURE__ */ defineRoute({
  id: 'getSignInPage',
  method: 'GET',
  path: '/api/auth/local',
  auth: 'public',
  permission: 'public',
  query: signInPageQuerySchema,
  response: 'page',
});

/** JSON for scripts and tests (201 with the user); the sign-in page's form post is redirected instead. */
export const localSignUp = /* @__PURE__ */ defineRoute({
  id: 'localSignUp',
  method: 'POST',
  path: '/api/auth/local/sign-up',
  auth: 'public',
  permission: 'public',
  body: localSignUpRequestSchema,
  bodyFormats: ['json', 'form'],
  response: authUserSchema,
  status: 201,
});

export const localSignIn = /* @__PURE__ */ defineRoute({
  id: 'localSignIn',
  method: 'POST',
  path: '/api/auth/local/sign-in',
  auth: 'public',
  permission: 'public',
  body: localSignInRequestSchema,
  bodyFormats: ['json', 'form'],
  response: authUserSchema,
});

/** Settings → Account: name and profile picture; answers the signed-in user as `getAuthUser` does. */
export const updateAccount = /* @__PURE__ */ defineRoute({
  id: 'updateAccount',
  method: 'PATCH',
  path: '/api/account',
  auth: 'session',
  permission: 'account',
  body: updateAccountRequestSchema,
  response: authUserSchema,
});

/** A built-in account's new password; every other session of the person ends. */
export const changePassword = /* @__PURE__ */ defineRoute({
  id: 'changePassword',
  method: 'POST',
  path: '/api/account/password',
  auth: 'session',
  permission: 'account',
  body: changePasswordRequestSchema,
  response: 'empty',
});

/** Ends every session of the person, this one included, on every device. */
export const signOutEverywhere = /* @__PURE__ */ defineRoute({
  id: 'signOutEverywhere',
  method: 'POST',
  path: '/api/account/sign-out-everywhere',
  auth: 'session',
  permission: 'account',
  response: 'empty',
});
