import { type HttpError, ValidationFailed } from '../errors';
import { type HttpResult, html } from '../http/response';
import { renderSignInPage, type SignInPageMode } from './sign-in-page';

/** Shows a failed form post as the same page again, with every problem listed and the typed values kept. */
export function localAuthFormErrorPage(mode: SignInPageMode) {
  return (error: HttpError, submitted: Record<string, string>): HttpResult => {
    const errors = error instanceof ValidationFailed ? error.issues.map((i) => i.message) : [error.message];
    const page = html(
      error.statusCode,
      renderSignInPage({
        mode,
        errors,
        values: { email: submitted.email, firstName: submitted.firstName, lastName: submitted.lastName },
      }),
    );
    Object.assign(page.headers, error.headers);
    return page;
  };
}
