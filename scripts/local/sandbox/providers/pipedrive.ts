import { byUpdatedAt, changedSince, type FakeDeal, type FakePerson } from './business-records';
import { cursorPage, type FakeProviderModule, type FakeReply, type FakeRequest, get, post } from './fake-provider';

/**
 * Pipedrive as documented: `GET /v1/users/me`; the v2 persons and deals lists with `updated_since`,
 * `sort_by=update_time`, `limit` ≤ 500 and `cursor` / `additional_data.next_cursor`; the v2 person search; v1 note
 * creation. The API token comes in `x-api-token`; errors as `{success: false, error, errorCode}`.
 */
const MAX_LIMIT = 500;
const pdTime = (iso: string) => iso.replace(/\.\d{3}Z$/, 'Z');

function person(p: FakePerson) {
  return {
    id: Number(p.id),
    name: `${p.firstName} ${p.lastName}`,
    first_name: p.firstName,
    last_name: p.lastName,
    emails: [{ value: p.email, primary: true, label: 'work' }],
    phones: p.phone ? [{ value: p.phone, primary: true, label: 'mobile' }] : [],
    org_id: null,
    owner_id: 1,
    add_time: pdTime(p.createdAt),
    update_time: pdTime(p.updatedAt),
    visible_to: 3,
  };
}

function deal(d: FakeDeal) {
  return {
    id: Number(d.id),
    title: d.title,
    value: d.amountCents / 100,
    currency: d.currency,
    status: d.stage,
    add_time: pdTime(d.createdAt),
    update_time: pdTime(d.updatedAt),
    close_time: d.stage === 'open' ? null : pdTime(d.updatedAt),
    expected_close_date: d.closeDate,
    pipeline_id: 1,
    stage_id: 1,
  };
}

function list<T extends { updatedAt: string }>(
  req: FakeRequest,
  records: T[],
  size: number,
  render: (r: T) => unknown,
): FakeReply {
  const since = req.query.get('updated_since');
  const sorted = changedSince(records, since).sort(byUpdatedAt);
  if (req.query.get('sort_direction') === 'desc') sorted.reverse();
  const { page, next } = cursorPage(sorted, req.query.get('cursor'), size);
  return { body: { success: true, data: page.map(render), additional_data: { next_cursor: next ?? null } } };
}

function error(status: number, message: string) {
  return { status, body: { success: false, error: message, errorCode: status } };
}

export const pipedriveFake: FakeProviderModule = {
  provider: 'pipedrive',
  authenticate(req, credentials) {
    if (req.headers['x-api-token'] === credentials.apiKey) return undefined;
    return error(401, 'unauthorized access');
  },
  error,
  routes: [
    get('/v1/users/me', () => ({
      body: {
        success: true,
        data: { id: 1, name: 'Alex Owner', email: 'alex@copperleaf.example', company_name: 'Copperleaf Cafe' },
      },
    })),
    get('/api/v2/persons', (req, ctx) =>
      list(req, ctx.data.persons, ctx.pageSize(req.query.get('limit'), 100, MAX_LIMIT), person),
    ),
    get('/api/v2/deals', (req, ctx) =>
      list(req, ctx.data.deals, ctx.pageSize(req.query.get('limit'), 100, MAX_LIMIT), deal),
    ),
    get('/api/v2/persons/search', (req, ctx) => {
      const term = (req.query.get('term') ?? '').toLowerCase();
      const field = req.query.get('fields');
      const found = ctx.data.persons.filter((p) =>
        field === 'email' ? p.email.toLowerCase() === term : `${p.firstName} ${p.lastName}`.toLowerCase() === term,
      );
      return {
        body: {
          success: true,
          data: {
            items: found.map((p) => ({
              result_score: 1,
              item: { id: Number(p.id), name: `${p.firstName} ${p.lastName}` },
            })),
          },
        },
      };
    }),
    post('/v1/notes', (req, ctx) => {
      const personId = String(req.body?.person_id ?? '');
      if (!req.body?.content || !ctx.data.persons.some((p) => p.id === personId)) {
        return error(400, 'Note content and a valid person_id are required');
      }
      const id = 700 + ctx.data.notes.length;
      ctx.data.notes.push({ id: String(id), personId, text: req.body.content, createdAt: ctx.now().toISOString() });
      return {
        status: 201,
        body: { success: true, data: { id, content: req.body.content, person_id: Number(personId) } },
      };
    }),
  ],
};
