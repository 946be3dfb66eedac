import { type AppError, ValidationFailed } from '../errors';
import { renderSignInPage, type SignInPageMode } from './sign-in-page';

/** Shows a failed form post as the same page again, with every problem listed and the typed values kept. */
export function localAuthFormErrorPage(mode: SignInPageMode) {
  return (error: AppError, submitted: Record<string, string>): string => {
    const errors = error instanceof ValidationFailed ? error.issues.map((i) => i.message) : [error.message];
    return renderSignInPage({
      mode,
      errors,
      values: { email: submitted.email, firstName: submitted.firstName, lastName: submitted.lastName },
      returnTo: submitted.returnTo,
    });
  };
}
