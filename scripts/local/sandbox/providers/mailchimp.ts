import type { FakeContactList } from './business-records';
import { basicCredentials, bearerToken, type FakeProviderModule, type FakeReply, get } from './fake-provider';

/**
 * Mailchimp Marketing API 3.0 as documented: the API root (`account_name`) and `GET /3.0/lists` with `count`
 * ≤ 1000, `offset`, `fields` and `total_items`. The key goes over HTTP Basic with any user name (or as a Bearer
 * token); errors are problem details `{type, title, status, detail, instance}`.
 */
const mcTime = (iso: string) => iso.replace(/\.\d{3}Z$/, '+00:00');

function list(l: FakeContactList) {
  return {
    id: l.id,
    web_id: 123456,
    name: l.name,
    date_created: mcTime(l.createdAt),
    stats: {
      member_count: l.memberCount,
      unsubscribe_count: 0,
      last_sub_date: l.updatedAt !== l.createdAt ? mcTime(l.updatedAt) : '',
      last_unsub_date: '',
    },
  };
}

function problem(status: number, title: string, detail: string): FakeReply {
  return {
    status,
    body: {
      type: 'https://mailchimp.com/developer/marketing/docs/errors/',
      title,
      status,
      detail,
      instance: '6f2b1c3e-9a1d-4d8b',
    },
  };
}

export const mailchimpFake: FakeProviderModule = {
  provider: 'mailchimp',
  authenticate(req, credentials) {
    const key = basicCredentials(req)?.password ?? bearerToken(req);
    if (key === credentials.apiKey) return undefined;
    return problem(
      401,
      'API Key Invalid',
      "Your API key may be invalid, or you've attempted to access the wrong datacenter.",
    );
  },
  error(status, message) {
    return problem(status, status === 429 ? 'Too Many Requests' : 'Internal Server Error', message);
  },
  routes: [
    get('/3.0/', () => ({
      body: {
        account_id: '8d3a3db4d97663a9074efcc16',
        account_name: 'Copperleaf Cafe',
        email: 'owner@copperleaf.example',
      },
    })),
    get('/3.0/lists', (req, ctx) => {
      const count = ctx.pageSize(req.query.get('count'), 10, 1000);
      const offset = Number(req.query.get('offset') ?? 0);
      const all = [...ctx.data.lists].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
      return { body: { lists: all.slice(offset, offset + count).map(list), total_items: all.length } };
    }),
  ],
};
