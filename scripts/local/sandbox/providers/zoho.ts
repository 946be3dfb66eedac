import { byUpdatedAt, type FakeDeal, type FakePerson } from './business-records';
import { cursorPage, type FakeProviderModule, type FakeRequest, get, post } from './fake-provider';

/**
 * Zoho CRM v6 as documented: `/crm/v6/org`; module lists (`Leads`, `Deals`) with `fields`, `per_page` ≤ 200,
 * `page_token` / `info.next_page_token`, the `If-Modified-Since` header (304 when nothing changed, 204 when the
 * module is empty); `Leads/search` by `email` or `criteria=(Full_Name:equals:…)` (204 when nothing matches); notes on
 * a lead. Tokens come as `Authorization: Zoho-oauthtoken …`; errors as `{code, details, message, status: "error"}`.
 */
const MAX_PER_PAGE = 200;
/** Zoho writes times in the organisation's zone. */
const zohoTime = (iso: string) => new Date(Date.parse(iso) + 19_800_000).toISOString().replace(/\.\d{3}Z$/, '+05:30');

function lead(p: FakePerson) {
  return {
    id: p.id,
    First_Name: p.firstName,
    Last_Name: p.lastName,
    Full_Name: `${p.firstName} ${p.lastName}`,
    Email: p.email,
    Phone: p.phone,
    Company: p.company,
    Lead_Status: p.stage === 'lead' ? 'Not Contacted' : p.stage,
    Lead_Source: p.source,
    Created_Time: zohoTime(p.createdAt),
    Modified_Time: zohoTime(p.updatedAt),
  };
}

function deal(d: FakeDeal) {
  return {
    id: d.id,
    Deal_Name: d.title,
    Amount: d.amountCents / 100,
    Currency: d.currency,
    Stage: d.stage === 'won' ? 'Closed Won' : d.stage === 'lost' ? 'Closed Lost' : 'Qualification',
    Closing_Date: d.closeDate,
    Created_Time: zohoTime(d.createdAt),
    Modified_Time: zohoTime(d.updatedAt),
  };
}

function error(status: number, code: string, message: string) {
  return { status, body: { code, details: {}, message, status: 'error' } };
}

function list<T extends { updatedAt: string }>(
  req: FakeRequest,
  records: T[],
  size: number,
  render: (r: T) => unknown,
) {
  if (!records.length) return { status: 204 };
  const since = req.headers['if-modified-since'];
  const matching = [...records]
    .filter((r) => !since || Date.parse(r.updatedAt) >= Date.parse(String(since)))
    .sort(byUpdatedAt);
  if (!matching.length) return { status: 304 };
  const { page, next } = cursorPage(matching, req.query.get('page_token'), size);
  return {
    body: {
      data: page.map(render),
      info: { per_page: size, count: page.length, more_records: next !== undefined, next_page_token: next ?? null },
    },
  };
}

export const zohoFake: FakeProviderModule = {
  provider: 'zoho',
  authenticate(req, credentials) {
    if (req.headers.authorization === `Zoho-oauthtoken ${credentials.apiKey}`) return undefined;
    return error(401, 'INVALID_TOKEN', 'invalid oauth token');
  },
  error(status, message) {
    return error(status, status === 429 ? 'TOO_MANY_REQUESTS' : 'INTERNAL_ERROR', message);
  },
  routes: [
    get('/crm/v6/org', () => ({
      body: { org: [{ id: '4150868000000225013', company_name: 'Copperleaf Cafe', currency: 'USD' }] },
    })),
    get('/crm/v6/Leads', (req, ctx) =>
      list(req, ctx.data.persons, ctx.pageSize(req.query.get('per_page'), 200, MAX_PER_PAGE), lead),
    ),
    get('/crm/v6/Deals', (req, ctx) =>
      list(req, ctx.data.deals, ctx.pageSize(req.query.get('per_page'), 200, MAX_PER_PAGE), deal),
    ),
    get('/crm/v6/Leads/search', (req, ctx) => {
      const email = req.query.get('email')?.toLowerCase();
      const name = req.query
        .get('criteria')
        ?.match(/^\(Full_Name:equals:(.*)\)$/)?.[1]
        ?.replace(/\\(.)/g, '$1')
        .toLowerCase();
      const found = ctx.data.persons.filter((p) =>
        email ? p.email.toLowerCase() === email : `${p.firstName} ${p.lastName}`.toLowerCase() === name,
      );
      return found.length ? { body: { data: found.map(lead), info: { more_records: false } } } : { status: 204 };
    }),
    post('/crm/v6/Leads/:id/Notes', (req, ctx) => {
      const personId = req.params.id!;
      if (!ctx.data.persons.some((p) => p.id === personId))
        return error(400, 'INVALID_DATA', 'the related id given seems to be invalid');
      const id = String(4_150_868_000_100_000 + ctx.data.notes.length);
      ctx.data.notes.push({
        id,
        personId,
        text: req.body?.data?.[0]?.Note_Content ?? '',
        createdAt: ctx.now().toISOString(),
      });
      return {
        status: 201,
        body: { data: [{ code: 'SUCCESS', details: { id }, message: 'record added', status: 'success' }] },
      };
    }),
  ],
};
