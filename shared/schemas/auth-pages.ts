import * as z from '@shared/zod';
import { safeReturnToField } from './return-to';

/** Where Cognito sends the browser back: the authorization code and the state the sign-in started with. */
export const authCallbackQuerySchema = z.object({
  code: z.string().check(z.minLength(1)),
  state: z.string().check(z.minLength(1)),
});

/** The built-in sign-in page's tab: any other value shows sign-in. */
export const signInPageQuerySchema = z.object({
  mode: z._default(z.catch(z.enum(['sign-in', 'sign-up']), 'sign-in'), 'sign-in'),
  returnTo: safeReturnToField,
});

/** `/api/login?returnTo=/invite/…`: sign in, then come back there. */
export const loginQuerySchema = z.object({
  returnTo: safeReturnToField,
  /** Opens the built-in page on 'Create an account' (local mode; Cognito's managed login has its own link). */
  mode: z.catch(z.optional(z.enum(['sign-in', 'sign-up'])), undefined),
});
