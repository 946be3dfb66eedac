import { randomBytes } from 'node:crypto';
import { byUpdatedAt, type FakeDeal, type FakePerson } from './business-records';
import { bearerAuth, type FakeContext, type FakeProviderModule, type FakeReply, get, post } from './fake-provider';

/**
 * Salesforce REST as documented: `/services/oauth2/userinfo`; SOQL through `/services/data/vXX.X/query?q=` for
 * `SELECT … FROM Lead|Opportunity|Contact [WHERE SystemModstamp >= <datetime> | Email = '…' | Name = '…']
 * [ORDER BY SystemModstamp ASC] [LIMIT n]`, answered in batches with `nextRecordsUrl` query locators; Task creation
 * through `sobjects/Task`. Errors are arrays of `{message, errorCode}`.
 */
const BATCH = 2000;
const sfTime = (iso: string) => iso.replace('Z', '+0000');

function lead(p: FakePerson) {
  return {
    attributes: { type: 'Lead', url: `/services/data/v62.0/sobjects/Lead/${p.id}` },
    Id: p.id,
    Name: `${p.firstName} ${p.lastName}`,
    FirstName: p.firstName,
    LastName: p.lastName,
    Email: p.email,
    Phone: p.phone,
    Company: p.company,
    Status: p.stage === 'lead' ? 'Open - Not Contacted' : p.stage,
    LeadSource: p.source,
    CreatedDate: sfTime(p.createdAt),
    SystemModstamp: sfTime(p.updatedAt),
  };
}

function opportunity(d: FakeDeal) {
  return {
    attributes: { type: 'Opportunity', url: `/services/data/v62.0/sobjects/Opportunity/${d.id}` },
    Id: d.id,
    Name: d.title,
    Amount: d.amountCents / 100,
    StageName: d.stage === 'won' ? 'Closed Won' : d.stage === 'lost' ? 'Closed Lost' : 'Prospecting',
    IsClosed: d.stage !== 'open',
    IsWon: d.stage === 'won',
    CloseDate: d.closeDate,
    CreatedDate: sfTime(d.createdAt),
    SystemModstamp: sfTime(d.updatedAt),
  };
}

const locators = new Map<string, { records: unknown[]; offset: number; version: string }>();

function batch(records: unknown[], offset: number, size: number, version: string): FakeReply {
  const page = records.slice(offset, offset + size);
  const done = offset + size >= records.length;
  let nextRecordsUrl: string | undefined;
  if (!done) {
    const id = `01g${randomBytes(6).toString('hex')}`;
    locators.set(id, { records, offset: offset + size, version });
    nextRecordsUrl = `/services/data/${version}/query/${id}-${offset + size}`;
  }
  return { body: { totalSize: records.length, done, records: page, ...(nextRecordsUrl ? { nextRecordsUrl } : {}) } };
}

function runSoql(soql: string, ctx: FakeContext, version: string): FakeReply {
  const match = soql.match(
    /^SELECT\s+(.+?)\s+FROM\s+(\w+)(?:\s+WHERE\s+(.+?))?(?:\s+ORDER BY\s+(\w+)\s+(ASC|DESC))?(?:\s+LIMIT\s+(\d+))?$/i,
  );
  if (!match) return error(400, `unexpected token: ${soql.slice(0, 40)}`, 'MALFORMED_QUERY');
  const [, , object, where, orderBy, direction, limit] = match;
  const rows: { r: FakePerson | FakeDeal; render: Record<string, unknown> }[] =
    object === 'Lead'
      ? ctx.data.persons.map((p) => ({ r: p, render: lead(p) }))
      : object === 'Opportunity'
        ? ctx.data.deals.map((d) => ({ r: d, render: opportunity(d) }))
        : object === 'Contact'
          ? []
          : [];
  if (!['Lead', 'Opportunity', 'Contact'].includes(object!)) {
    return error(400, `sObject type '${object}' is not supported.`, 'INVALID_TYPE');
  }
  let selected = rows;
  if (where) {
    const since = where.match(/^SystemModstamp\s*>=\s*(\S+)$/i);
    const equals = where.match(/^(Email|Name)\s*=\s*'((?:[^'\\]|\\.)*)'$/i);
    if (since) selected = rows.filter(({ r }) => Date.parse(r.updatedAt) >= Date.parse(since[1]!));
    else if (equals) {
      const value = equals[2]!.replace(/\\(.)/g, '$1').toLowerCase();
      selected = rows.filter(({ render }) => String(render[equals[1]!] ?? '').toLowerCase() === value);
    } else return error(400, `unexpected token in WHERE: ${where}`, 'MALFORMED_QUERY');
  }
  if (orderBy) {
    selected = [...selected].sort((a, b) => byUpdatedAt(a.r, b.r));
    if (direction?.toUpperCase() === 'DESC') selected.reverse();
  }
  const records = selected.map((s) => s.render).slice(0, limit ? Number(limit) : undefined);
  return batch(records, 0, ctx.pageSize(null, BATCH, BATCH), version);
}

function error(status: number, message: string, errorCode: string): FakeReply {
  return { status, body: [{ message, errorCode }] };
}

export const salesforceFake: FakeProviderModule = {
  provider: 'salesforce',
  authenticate: bearerAuth(error(401, 'Session expired or invalid', 'INVALID_SESSION_ID')),
  error(status, message) {
    return error(status, message, status === 429 || status === 403 ? 'REQUEST_LIMIT_EXCEEDED' : 'UNKNOWN_EXCEPTION');
  },
  routes: [
    get('/services/oauth2/userinfo', () => ({
      body: {
        sub: 'https://login.salesforce.com/id/00D5g000004Ezs9EAC/0055g00000B2LQxAAN',
        user_id: '0055g00000B2LQxAAN',
        organization_id: '00D5g000004Ezs9EAC',
        preferred_username: 'owner@copperleaf.example',
        name: 'Alex Owner',
        email: 'owner@copperleaf.example',
      },
    })),
    get('/services/data/:version/query', (req, ctx) => runSoql(req.query.get('q') ?? '', ctx, req.params.version!)),
    get('/services/data/:version/query/:locator', (req, ctx) => {
      const [id] = req.params.locator!.split('-');
      const state = locators.get(id!);
      if (!state) return error(400, 'invalid query locator', 'INVALID_QUERY_LOCATOR');
      locators.delete(id!);
      return batch(state.records, state.offset, ctx.pageSize(null, BATCH, BATCH), state.version);
    }),
    post('/services/data/:version/sobjects/Task', (req, ctx) => {
      const who = req.body?.WhoId;
      if (!ctx.data.persons.some((p) => p.id === who)) {
        return error(400, 'Name ID: id value of incorrect type', 'FIELD_INTEGRITY_EXCEPTION');
      }
      const id = `00T5g0000${String(ctx.data.notes.length).padStart(9, '0')}`;
      ctx.data.notes.push({
        id,
        personId: who,
        text: req.body.Description ?? '',
        createdAt: ctx.now().toISOString(),
      });
      return { status: 201, body: { id, success: true, errors: [] } };
    }),
  ],
};
