import { describe, expect, it } from 'vitest';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { signUpUser, startTestApi } from '../../../scripts/testing/test-runtime';

/**
 * The lockout under a burst: every attempt reserves its slot in the window before the password is checked, so a
 * burst of parallel guesses gets no more checks than a patient attacker would. Its own runtime (and address
 * counters): the address limit it exhausts last would otherwise lock out the other auth tests.
 */
const api = await startedForThisFile(startTestApi());

const signIn = (email: string, password: string) => api.client().post('/api/auth/local/sign-in', { email, password });

describe('the sign-in lockout under parallel guesses', () => {
  // Ten times the limit all in flight at once is the race the reservation closes; 400 guesses proved no more, and at a
  // load of 20 their lockout audit entries and lock writes outlasted the 30 s a request gets (a 500 past it).
  it('checks at most 10 passwords of a 100-guess burst and refuses the right one hidden in it once locked', async () => {
    const { email, password } = await signUpUser(api);
    const guesses = Array.from({ length: 100 }, (_, i) => (i === 90 ? password : `wrong guess ${i}`));
    const answers = await Promise.all(guesses.map((guess) => signIn(email, guess)));

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(90);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    expect(answers[90]!.status).toBe(429);
    expect(answers[90]!.headers.getSetCookie()).toEqual([]);

    const afterwards = await signIn(email, password);
    expect(afterwards.status).toBe(429);
    expect(afterwards.body.message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    const retryAfter = Number(afterwards.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
  });

  it('does not count successful sign-ins against the account', async () => {
    const { email, password } = await signUpUser(api);
    for (let i = 0; i < 12; i++) expect((await signIn(email, password)).status).toBe(200);
  });

  it('counts failures per client address too: guessing across many emails is refused after 50', async () => {
    const emails = Array.from({ length: 80 }, (_, i) => `spray-${i}@example.com`);
    const answers = await Promise.all(emails.map((email) => signIn(email, 'Winter2026!')));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(50);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(30);
    // The address is locked for every account now, even one it never tried.
    const { email, password } = await signUpUser(api);
    expect((await signIn(email, password)).status).toBe(429);
  });
});
