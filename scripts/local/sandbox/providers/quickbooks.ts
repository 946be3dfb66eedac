import { SANDBOX_ACCOUNT_IDS } from '../../../../shared/catalog/integration-sandbox';
import { byUpdatedAt, type FakeInvoice } from './business-records';
import { bearerAuth, type FakeProviderModule, type FakeReply, get } from './fake-provider';

/**
 * QuickBooks Online as documented: `companyinfo/{realm}` and the query endpoint for
 * `SELECT COUNT(*) | * FROM Invoice [WHERE Metadata.LastUpdatedTime >= '…'] [ORDERBY Metadata.LastUpdatedTime]
 * [STARTPOSITION n MAXRESULTS m]` (MAXRESULTS ≤ 1000), under `/v3/company/{realm}`. Errors as
 * `{Fault: {Error: [{Message, Detail, code}], type}}`. The fake company's realm is `9130347596842384658`.
 */
export const FAKE_QUICKBOOKS_REALM = SANDBOX_ACCOUNT_IDS.quickbooks!;
const MAX_RESULTS = 1000;
const qbTime = (iso: string) => new Date(Date.parse(iso) - 8 * 3_600_000).toISOString().replace(/\.\d{3}Z$/, '-08:00');

function invoice(i: FakeInvoice) {
  const voided = i.status === 'void';
  return {
    Id: i.id,
    DocNumber: i.number,
    TxnDate: i.issuedOn,
    DueDate: i.dueOn,
    TotalAmt: voided ? 0 : i.amountCents / 100,
    Balance: voided || i.status === 'paid' ? 0 : i.amountCents / 100,
    ...(voided ? { PrivateNote: 'Voided' } : {}),
    CurrencyRef: { value: i.currency, name: 'United States Dollar' },
    CustomerRef: { value: '58', name: i.customerName },
    ...(i.customerEmail ? { BillEmail: { Address: i.customerEmail } } : {}),
    MetaData: { CreateTime: qbTime(i.createdAt), LastUpdatedTime: qbTime(i.updatedAt) },
    domain: 'QBO',
    sparse: false,
  };
}

function fault(status: number, message: string, detail: string, code: string, type: string): FakeReply {
  return {
    status,
    body: { Fault: { Error: [{ Message: message, Detail: detail, code }], type }, time: new Date().toISOString() },
  };
}

export const quickbooksFake: FakeProviderModule = {
  provider: 'quickbooks',
  accountId: FAKE_QUICKBOOKS_REALM,
  authenticate: bearerAuth(
    fault(
      401,
      'message=AuthenticationFailed; errorCode=003200; statusCode=401',
      'Authentication Failed',
      '3200',
      'AUTHENTICATION',
    ),
  ),
  error(status, message) {
    return fault(
      status,
      message,
      message,
      status === 429 ? '003001' : '10000',
      status === 429 ? 'ThrottleExceeded' : 'SystemFault',
    );
  },
  routes: [
    get('/v3/company/:realm/companyinfo/:id', (req) =>
      req.params.realm === FAKE_QUICKBOOKS_REALM
        ? {
            body: {
              CompanyInfo: { Id: '1', CompanyName: 'Keystone Accounting LLC', Country: 'US' },
              time: new Date().toISOString(),
            },
          }
        : fault(403, 'ApplicationAuthorizationFailed', 'The realm is not authorized', '003100', 'SERVICE'),
    ),
    get('/v3/company/:realm/query', (req, ctx) => {
      if (req.params.realm !== FAKE_QUICKBOOKS_REALM) {
        return fault(403, 'ApplicationAuthorizationFailed', 'The realm is not authorized', '003100', 'SERVICE');
      }
      const query = req.query.get('query') ?? '';
      const match = query.match(
        /^SELECT (COUNT\(\*\)|\*) FROM Invoice(?: WHERE Metadata\.LastUpdatedTime >= '([^']+)')?(?: ORDERBY Metadata\.LastUpdatedTime)?(?: STARTPOSITION (\d+) MAXRESULTS (\d+))?$/,
      );
      if (!match) return fault(400, 'QueryParserError', `Error parsing query: ${query}`, '4000', 'ValidationFault');
      const [, what, since, start, max] = match;
      const matching = ctx.data.invoices
        .filter((i) => !since || Date.parse(i.updatedAt) >= Date.parse(since))
        .sort(byUpdatedAt);
      if (what === 'COUNT(*)')
        return { body: { QueryResponse: { totalCount: matching.length }, time: new Date().toISOString() } };
      const from = Number(start ?? 1) - 1;
      const size = ctx.pageSize(max, 100, MAX_RESULTS);
      const page = matching.slice(from, from + size).map(invoice);
      return {
        body: {
          QueryResponse: page.length ? { Invoice: page, startPosition: from + 1, maxResults: page.length } : {},
          time: new Date().toISOString(),
        },
      };
    }),
  ],
};
