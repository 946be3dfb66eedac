import { isErrorCode } from '@shared/api/error-codes';
import { describe, expect, it } from 'vitest';
import { startedForThisFile } from '../../scripts/testing/for-this-file';
import { signUpUser, startTestApi } from '../../scripts/testing/test-runtime';

/**
 * Every error answer is `{code, message, issues?}`: the code is what callers (the web's `ApiError`) branch on, the
 * message the text a person reads. One of each kind the web acts on, through the real runtime.
 */
const api = await startedForThisFile(startTestApi());
const alice = await signUpUser(api);

describe('error answers carry their code', () => {
  it('a validation failure: 400 validation, with the issues', async () => {
    const res = await alice.client.post('/api/tasks', { title: '   ' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'validation',
      message: 'Validation error: Task title is required',
      issues: [{ path: 'title', message: 'Task title is required' }],
    });
  });

  it('a missing resource and an unknown path: 404 not_found', async () => {
    const missing = await alice.client.get('/api/employees/01NOPE');
    expect([missing.status, missing.body]).toEqual([404, { code: 'not_found', message: 'Employee not found' }]);
    const unknown = await alice.client.get('/api/no-such-thing');
    expect([unknown.status, unknown.body]).toEqual([404, { code: 'not_found', message: 'Not found' }]);
  });

  it('a plan limit: 402 plan_limit, the message naming the limit', async () => {
    const carol = await signUpUser(api);
    for (let i = 0; i < 5; i += 1) await carol.client.create('/api/automations', { name: `A${i}` });
    const sixth = await carol.client.post('/api/automations', { name: 'A5' });
    expect(sixth.status).toBe(402);
    expect(sixth.body).toEqual({
      code: 'plan_limit',
      message:
        'Plan limit reached: the Starter plan includes 5 automations. Delete one or upgrade to Pro for 25 automations.',
    });
  });

  it('no session: 401 unauthorized, as the local runtime refuses it and as the handler does', async () => {
    const noCookie = await api.client().get('/api/tasks');
    expect([noCookie.status, noCookie.body]).toEqual([401, { code: 'unauthorized', message: 'Unauthorized' }]);
    const stale = api.client();
    stale.cookies.set('__Host-sid', 'not-a-session');
    const res = await stale.get('/api/tasks');
    expect([res.status, res.body]).toEqual([401, { code: 'unauthorized', message: 'Unauthorized' }]);
  });

  it('every code answered is one of the catalogue', async () => {
    const answers = await Promise.all([
      alice.client.patch('/api/tasks/01NOPE', { status: 'completed' }),
      alice.client.request('DELETE', '/api/auth/user'),
      alice.client.request('GET', '/api/employees/%E0%A4%A'),
    ]);
    expect(answers.map((a) => [a.status, a.body.code])).toEqual([
      [404, 'not_found'],
      [405, 'method_not_allowed'],
      [400, 'bad_request'],
    ]);
    for (const answer of answers) expect(isErrorCode(answer.body.code)).toBe(true);
  });
});
