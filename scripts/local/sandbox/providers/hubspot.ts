import { byUpdatedAt, centsToDecimal, type FakeDeal, type FakePerson } from './business-records';
import { bearerAuth, type FakeProviderModule, type FakeRequest, get, post } from './fake-provider';

/**
 * HubSpot CRM v3 as documented: account details, the contacts and deals search API (filterGroups with GTE/EQ, a
 * free-text `query`, sorts, `limit` ≤ 200, numeric `after` refused from 10,000 on) and note creation with
 * associations. Errors use HubSpot's `{status: "error", message, category}` envelope.
 */
const MAX_LIMIT = 200;

interface Filter {
  propertyName: string;
  operator: string;
  value: string;
}

function contactProperties(p: FakePerson): Record<string, string | null> {
  return {
    firstname: p.firstName,
    lastname: p.lastName,
    email: p.email,
    phone: p.phone,
    company: p.company,
    lifecyclestage: p.stage,
    hs_analytics_source: p.source,
    createdate: p.createdAt,
    lastmodifieddate: p.updatedAt,
    hs_object_id: p.id,
  };
}

function dealProperties(d: FakeDeal): Record<string, string | null> {
  return {
    dealname: d.title,
    amount: centsToDecimal(d.amountCents),
    deal_currency_code: d.currency,
    dealstage: d.stage === 'won' ? 'closedwon' : d.stage === 'lost' ? 'closedlost' : 'appointmentscheduled',
    closedate: d.closeDate ? `${d.closeDate}T00:00:00Z` : null,
    createdate: d.createdAt,
    hs_lastmodifieddate: d.updatedAt,
    hs_is_closed: String(d.stage !== 'open'),
    hs_is_closed_won: String(d.stage === 'won'),
    hs_object_id: d.id,
  };
}

function matches(properties: Record<string, string | null>, filter: Filter): boolean {
  const actual = properties[filter.propertyName];
  if (actual === null || actual === undefined) return false;
  const asTime = (v: string) => (/^\d+$/.test(v) ? Number(v) : Date.parse(v));
  switch (filter.operator) {
    case 'EQ':
      return actual.toLowerCase() === filter.value.toLowerCase();
    case 'GTE':
      return asTime(actual) >= asTime(filter.value);
    case 'GT':
      return asTime(actual) > asTime(filter.value);
    default:
      return false;
  }
}

function search<T extends { id: string; createdAt: string; updatedAt: string }>(
  req: FakeRequest,
  records: readonly T[],
  render: (r: T) => Record<string, string | null>,
  pageSize: (requested: unknown) => number,
) {
  const body = req.body ?? {};
  const after = Number(body.after ?? 0);
  if (after >= 10_000) {
    return error(400, 'after must be less than 10000', 'VALIDATION_ERROR');
  }
  const groups: { filters: Filter[] }[] = body.filterGroups ?? [];
  const query = String(body.query ?? '').toLowerCase();
  let found = records
    .map((r) => ({ r, properties: render(r) }))
    .filter(({ properties }) => !groups.length || groups.some((g) => g.filters.every((f) => matches(properties, f))))
    .filter(({ properties }) => !query || Object.values(properties).join(' ').toLowerCase().includes(query));
  const sort = body.sorts?.[0];
  if (sort) {
    const key = sort.propertyName as string;
    const direction = sort.direction === 'DESCENDING' ? -1 : 1;
    found = found.sort(
      (a, b) => direction * (Date.parse(a.properties[key] ?? '') - Date.parse(b.properties[key] ?? '')),
    );
  } else {
    found = found.sort((a, b) => byUpdatedAt(a.r, b.r));
  }
  const size = pageSize(body.limit);
  const page = found.slice(after, after + size);
  const wanted: string[] | undefined = body.properties;
  return {
    body: {
      total: found.length,
      results: page.map(({ r, properties }) => ({
        id: r.id,
        properties: Object.fromEntries(
          Object.entries(properties).filter(
            ([k]) => !wanted || wanted.includes(k) || ['createdate', 'hs_object_id'].includes(k),
          ),
        ),
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
        archived: false,
      })),
      ...(after + size < found.length ? { paging: { next: { after: String(after + size) } } } : {}),
    },
  };
}

function error(status: number, message: string, category: string) {
  return {
    status,
    body: { status: 'error', message, correlationId: 'aeb5f871-7f07-4993-9211-075dc63e7cbf', category },
  };
}

export const hubspotFake: FakeProviderModule = {
  provider: 'hubspot',
  authenticate: bearerAuth(
    error(
      401,
      'Authentication credentials not found. This API supports OAuth 2.0 authentication and you can find more details at https://developers.hubspot.com/docs/methods/auth/oauth-overview',
      'INVALID_AUTHENTICATION',
    ),
    'apiSecret',
  ),
  error(status, message) {
    return status === 429
      ? { status, body: { status: 'error', message, errorType: 'RATE_LIMIT', policyName: 'SECONDLY' } }
      : error(status, message, status >= 500 ? 'INTERNAL_ERROR' : 'OBJECT_NOT_FOUND');
  },
  routes: [
    get('/account-info/v3/details', () => ({
      body: {
        portalId: 62515,
        accountType: 'STANDARD',
        timeZone: 'US/Eastern',
        companyCurrency: 'USD',
        additionalCurrencies: [],
        utcOffset: '-05:00',
        utcOffsetMilliseconds: -18000000,
        uiDomain: 'app.hubspot.com',
        dataHostingLocation: 'na1',
      },
    })),
    post('/crm/v3/objects/contacts/search', (req, ctx) =>
      search(req, ctx.data.persons, contactProperties, (l) => ctx.pageSize(l as number, 10, MAX_LIMIT)),
    ),
    post('/crm/v3/objects/deals/search', (req, ctx) =>
      search(req, ctx.data.deals, dealProperties, (l) => ctx.pageSize(l as number, 10, MAX_LIMIT)),
    ),
    post('/crm/v3/objects/notes', (req, ctx) => {
      const body = req.body ?? {};
      const contactId = body.associations?.[0]?.to?.id;
      if (!body.properties?.hs_timestamp)
        return error(400, 'Property values were not valid: hs_timestamp', 'VALIDATION_ERROR');
      if (!ctx.data.persons.some((p) => p.id === contactId)) {
        return error(400, `One or more associations are invalid: ${contactId}`, 'VALIDATION_ERROR');
      }
      const id = String(90_000 + ctx.data.notes.length);
      const createdAt = ctx.now().toISOString();
      ctx.data.notes.push({ id, personId: contactId, text: body.properties.hs_note_body ?? '', createdAt });
      return {
        status: 201,
        body: { id, properties: body.properties, createdAt, updatedAt: createdAt, archived: false },
      };
    }),
  ],
};
