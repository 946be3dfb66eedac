/**
 * A Plaid API error, with the code Plaid documents (`ITEM_LOGIN_REQUIRED`, `INVALID_ACCESS_TOKEN`…). Its own module,
 * so that the services can recognise one without loading Plaid's SDK (axios and Node's http stack), which a function
 * loads only once Plaid keys are configured.
 */
export class PlaidApiError extends Error {
  constructor(
    readonly code: string,
    readonly type: string,
    message: string,
  ) {
    super(message);
    this.name = 'PlaidApiError';
  }
}
