import { type HttpError, ValidationFailed } from '../errors';
import { type HttpReply, htmlPage } from '../http/response';
import { renderSignInPage, type SignInPageMode } from './sign-in-page';

/** Shows a failed form post as the same page again, with every problem listed and the typed values kept. */
export function localAuthFormErrorPage(mode: SignInPageMode) {
  return (error: HttpError, submitted: Record<string, string>): HttpReply => {
    const errors = error instanceof ValidationFailed ? error.issues.map((i) => i.message) : [error.message];
    const page = htmlPage(
      error.statusCode,
      renderSignInPage({
        mode,
        errors,
        values: { email: submitted.email, firstName: submitted.firstName, lastName: submitted.lastName },
      }),
    );
    Object.assign(page.result.headers, error.headers);
    return page;
  };
}
