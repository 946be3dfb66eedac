import { byUpdatedAt, type FakeInvoice } from './business-records';
import { bearerToken, type FakeProviderModule, type FakeReply, get, numberedPage } from './fake-provider';

/**
 * Xero as documented: `GET /connections` (the tenants a token may read), and under `/api.xro/2.0` with a
 * `Xero-tenant-id` header: `Organisation`, and `Invoices` with `page`, `pageSize` ≤ 1000, `where`, `order` and the
 * `If-Modified-Since` header, answering `pagination` and Microsoft JSON dates. Errors as problem details.
 */
export const FAKE_XERO_TENANT = 'b2c885a9-4bb9-4a00-9b6e-6c2bf60b1a2b';
const msDate = (iso: string) => `/Date(${Date.parse(iso)}+0000)/`;

function invoice(i: FakeInvoice) {
  const status = { draft: 'DRAFT', open: 'AUTHORISED', paid: 'PAID', void: 'VOIDED' }[i.status];
  return {
    Type: 'ACCREC',
    InvoiceID: i.id,
    InvoiceNumber: i.number,
    Contact: {
      ContactID: 'a3675fc4-f8dd-4f03-ba5b-f1870566bcd7',
      Name: i.customerName,
      EmailAddress: i.customerEmail ?? undefined,
    },
    DateString: `${i.issuedOn}T00:00:00`,
    Date: msDate(`${i.issuedOn}T00:00:00Z`),
    DueDate: i.dueOn ? msDate(`${i.dueOn}T00:00:00Z`) : undefined,
    Status: status,
    Total: i.amountCents / 100,
    AmountDue: i.status === 'paid' || i.status === 'void' ? 0 : i.amountCents / 100,
    CurrencyCode: i.currency,
    UpdatedDateUTC: msDate(i.updatedAt),
  };
}

function problem(status: number, title: string, detail: string): FakeReply {
  return { status, body: { Type: null, Title: title, Status: status, Detail: detail, Instance: 'f0f5b6a4' } };
}

export const xeroFake: FakeProviderModule = {
  provider: 'xero',
  authenticate(req, credentials) {
    if (bearerToken(req) !== credentials.apiKey) return problem(401, 'Unauthorized', 'AuthenticationUnsuccessful');
    if (req.path.startsWith('/api.xro/') && req.headers['xero-tenant-id'] !== FAKE_XERO_TENANT) {
      return problem(403, 'Forbidden', 'AuthorizationUnsuccessful');
    }
    return undefined;
  },
  error(status, message) {
    return problem(status, status === 429 ? 'Too Many Requests' : 'Error', message);
  },
  routes: [
    get('/connections', () => ({
      body: [
        {
          id: 'e1eede29-f875-4a5d-8470-17f6a29a88b1',
          tenantId: FAKE_XERO_TENANT,
          tenantType: 'ORGANISATION',
          tenantName: 'Keystone Accounting',
          createdDateUtc: '2026-01-05T02:26:43.6760690',
          updatedDateUtc: '2026-01-05T02:26:43.6760690',
        },
      ],
    })),
    get('/api.xro/2.0/Organisation', () => ({
      body: { Status: 'OK', Organisations: [{ Name: 'Keystone Accounting', BaseCurrency: 'USD' }] },
    })),
    get('/api.xro/2.0/Invoices', (req, ctx) => {
      const since = req.headers['if-modified-since'];
      const mark = since ? Date.parse(`${String(since).replace(/Z?$/, '')}Z`) : Number.NEGATIVE_INFINITY;
      const where = req.query.get('where');
      if (where && where !== 'Type=="ACCREC"') return problem(400, 'Validation', `Unsupported where: ${where}`);
      const matching = ctx.data.invoices.filter((i) => Date.parse(i.updatedAt) >= mark).sort(byUpdatedAt);
      const size = ctx.pageSize(req.query.get('pageSize'), 100, 1000);
      const page = Number(req.query.get('page') ?? 1);
      return {
        body: {
          Status: 'OK',
          pagination: {
            page,
            pageSize: size,
            pageCount: Math.ceil(matching.length / size),
            itemCount: matching.length,
          },
          Invoices: numberedPage(matching, page, size).map(invoice),
        },
      };
    }),
  ],
};
