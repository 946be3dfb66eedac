import { planTransition } from '@shared/billing/plan-transitions';
import { subscriptionTiers } from '@shared/schemas/user';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../scripts/testing/api-client';
import { eventually } from '../../../scripts/testing/eventually';
import { confirmLocally, upgradeLocally } from '../../../scripts/testing/local-billing';
import { sharedTestApi } from '../../../scripts/testing/shared-test-api';
import { signUpTwoUsers, signUpUser, type TestUser } from '../../../scripts/testing/test-runtime';

/** Local billing (no Stripe key): the whole plan lifecycle through the real routes. */
const api = await sharedTestApi();
const [alice, bob] = await signUpTwoUsers(api);

const info = async (client: ApiClient) => {
  const res = await client.get('/api/subscription/info');
  expect(res.status).toBe(200);
  return res.body;
};

/** The automation's runs once `count` of them have finished, newest first (the bus delivers asynchronously). */
async function runsSettled(client: ApiClient, automationId: string, count: number) {
  const { value } = await eventually(async () => {
    const runs = (await client.get(`/api/automations/${automationId}/runs`)).body.items as Array<{ status: string }>;
    return runs.length >= count && runs.every((r) => r.status !== 'running') ? runs : undefined;
  });
  return value;
}

async function userOn(tier: (typeof subscriptionTiers)[number]): Promise<TestUser> {
  const user = await signUpUser(api);
  if (tier !== 'starter') await upgradeLocally(user.client, tier);
  return user;
}

describe('subscription info', () => {
  it('starts a new workspace on Starter, active, billed locally, with nothing used', async () => {
    expect(await info(alice.client)).toEqual({
      tier: 'starter',
      status: 'active',
      billingMode: 'local',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      usage: { tasksThisMonth: 0, aiMessagesThisMonth: 0, automations: 0 },
      limits: { tasksPerMonth: 100, aiMessagesPerMonth: 100, automations: 5 },
    });
  });

  it('needs a session for every subscription call', async () => {
    const anonymous = api.client();
    expect((await anonymous.get('/api/subscription/info')).status).toBe(401);
    expect((await anonymous.post('/api/subscription/create-checkout-session', { tier: 'pro' })).status).toBe(401);
    expect((await anonymous.post('/api/subscription/update', { tier: 'starter' })).status).toBe(401);
    expect((await anonymous.get('/api/subscription/local-checkout?tier=pro')).status).toBe(401);
    expect((await confirmLocally(anonymous, 'pro')).status).toBe(401);
  });
});

describe('local billing', () => {
  it("leads an upgrade to the app's own confirmation page, labelled as taking no payment", async () => {
    const checkout = await alice.client.post('/api/subscription/create-checkout-session', { tier: 'pro' });
    expect(checkout.body).toEqual({ url: '/api/subscription/local-checkout?tier=pro' });
    const page = await alice.client.get(checkout.body.url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.text).toContain('Local billing — no payment taken');
    expect(page.text).toContain('Confirm upgrade to Pro');
    // Asking is not paying: the plan is unchanged until the page is confirmed.
    expect((await info(alice.client)).tier).toBe('starter');
  });

  it('applies the tier when confirmed, and the signed-in user and sidebar follow at once', async () => {
    const user = await signUpUser(api);
    expect((await user.client.get('/api/auth/user')).body.subscriptionTier).toBe('starter');
    await upgradeLocally(user.client, 'pro');
    expect(await info(user.client)).toMatchObject({
      tier: 'pro',
      status: 'active',
      billingMode: 'local',
      currentPeriodEnd: null,
      limits: { tasksPerMonth: null, aiMessagesPerMonth: null, automations: 25 },
    });
    expect((await user.client.get('/api/auth/user')).body.subscriptionTier).toBe('pro');
  });

  it('shows why an upgrade cannot be confirmed instead of confirming it', async () => {
    const pro = await userOn('pro');
    const page = await pro.client.get('/api/subscription/local-checkout?tier=pro');
    expect(page.status).toBe(400);
    expect(page.text).toContain('The workspace is already on the Pro plan');
    expect(page.text).not.toContain('<form');
    const again = await confirmLocally(pro.client, 'starter');
    expect(again.status).toBe(400);
    expect(again.text).toContain('Pro to Starter is a downgrade; checkout is for upgrades');
    expect((await info(pro.client)).tier).toBe('pro');
  });

  it('has no billing portal: it takes no payment details', async () => {
    const res = await alice.client.post('/api/subscription/billing-portal');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Local billing takes no payments, so there is no billing account to manage');
  });
});

describe('plan changes (spec §4): offered ones succeed, the rest are 400 naming the change', () => {
  const cases = subscriptionTiers.flatMap((from) => subscriptionTiers.map((to) => [from, to] as const));

  it.each(cases)('checkout %s → %s', async (from, to) => {
    const user = await userOn(from);
    const res = await user.client.post('/api/subscription/create-checkout-session', { tier: to });
    if (planTransition(from, to) === 'upgrade') {
      expect(res.status).toBe(200);
      expect(res.body.url).toBe(`/api/subscription/local-checkout?tier=${to}`);
      expect((await confirmLocally(user.client, to)).status).toBe(302);
      expect((await info(user.client)).tier).toBe(to);
    } else {
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(
        from === to ? /already on the \w+ plan/ : new RegExp(`${from} to ${to}|is a downgrade`, 'i'),
      );
      expect((await info(user.client)).tier).toBe(from);
    }
  });

  it.each(cases)('update %s → %s', async (from, to) => {
    const user = await userOn(from);
    const res = await user.client.post('/api/subscription/update', { tier: to });
    if (planTransition(from, to) === 'downgrade') {
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ tier: to, status: 'active', billingMode: 'local', cancelAtPeriodEnd: false });
      expect((await user.client.get('/api/auth/user')).body.subscriptionTier).toBe(to);
    } else {
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(
        from === to ? /already on the \w+ plan/ : new RegExp(`${from} to ${to}|is an upgrade`, 'i'),
      );
      expect((await info(user.client)).tier).toBe(from);
    }
  });

  it('refuses a tier that does not exist with the validation message', async () => {
    const res = await alice.client.post('/api/subscription/update', { tier: 'platinum' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Validation error: /);
  });
});

describe('plan limits', () => {
  it('counts tasks per month, refuses the 101st on Starter with a 402 naming the limit, and lifts it on Pro', async () => {
    const carol = await signUpUser(api);
    for (let i = 0; i < 95; i++) expect((await carol.client.post('/api/tasks', { title: `T${i}` })).status).toBe(201);
    // Ten at once for the last five places: the counter lets exactly five through.
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, i) => carol.client.post('/api/tasks', { title: `Burst ${i}` })),
    );
    expect(burst.filter((r) => r.status === 201)).toHaveLength(5);
    const refused = burst.filter((r) => r.status === 402);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.body.message).toBe(
      'Plan limit reached: the Starter plan includes 100 tasks a month. Upgrade to Pro for unlimited tasks.',
    );
    expect((await carol.client.get('/api/tasks?limit=200')).body.items).toHaveLength(100);

    // Deleting one does not give it back: the limit is on tasks created this month.
    const [first] = (await carol.client.get('/api/tasks?limit=200')).body.items;
    expect((await carol.client.delete(`/api/tasks/${first.id}`)).status).toBe(204);
    expect((await carol.client.post('/api/tasks', { title: 'One more' })).status).toBe(402);
    expect((await info(carol.client)).usage.tasksThisMonth).toBe(100);

    await upgradeLocally(carol.client, 'pro');
    expect((await carol.client.post('/api/tasks', { title: 'On Pro' })).status).toBe(201);

    // Back on Starter with 101 this month: nothing is deleted, new ones are refused.
    expect((await carol.client.post('/api/subscription/update', { tier: 'starter' })).body).toMatchObject({
      tier: 'starter',
      usage: { tasksThisMonth: 101 },
      limits: { tasksPerMonth: 100 },
    });
    expect((await carol.client.get('/api/tasks?limit=200')).body.items).toHaveLength(100);
    expect((await carol.client.post('/api/tasks', { title: 'Over' })).status).toBe(402);
  });

  it("counts an automation's follow-up tasks too: over the month's limit its run fails with the limit's message", async () => {
    const gina = await signUpUser(api);
    const automation = (
      await gina.client.post('/api/automations', {
        name: 'Follow up',
        triggerType: 'task_completed',
        actionType: 'create_task',
      })
    ).body;
    for (let i = 0; i < 99; i++) await gina.client.post('/api/tasks', { title: `T${i}` });
    const [first, second] = (await gina.client.get('/api/tasks?limit=200')).body.items;
    // The first completion's follow-up is the month's 100th task; the second's would be the 101st.
    await gina.client.patch(`/api/tasks/${first.id}`, { status: 'completed' });
    const one = await runsSettled(gina.client, automation.id, 1);
    expect(one[0]).toMatchObject({ status: 'succeeded' });
    await gina.client.patch(`/api/tasks/${second.id}`, { status: 'completed' });
    const two = await runsSettled(gina.client, automation.id, 2);
    expect(two[0]).toMatchObject({
      status: 'failed',
      attempts: 1,
      error: 'Plan limit reached: the Starter plan includes 100 tasks a month. Upgrade to Pro for unlimited tasks.',
    });
    expect((await info(gina.client)).usage.tasksThisMonth).toBe(100);
    expect((await gina.client.get('/api/tasks?limit=200')).body.items).toHaveLength(100);
  });

  it('holds automations to the plan, keeps them all after a downgrade, and names the plan that lifts the limit', async () => {
    const dave = await userOn('pro');
    for (let i = 0; i < 7; i++) {
      expect((await dave.client.post('/api/automations', { name: `A${i}` })).status).toBe(201);
    }
    expect((await info(dave.client)).usage.automations).toBe(7);
    const downgraded = await dave.client.post('/api/subscription/update', { tier: 'starter' });
    expect(downgraded.body).toMatchObject({ tier: 'starter', usage: { automations: 7 }, limits: { automations: 5 } });

    const automations = (await dave.client.get('/api/automations?limit=200')).body.items as Array<{
      id: string;
      isActive: boolean;
    }>;
    expect(automations).toHaveLength(7);
    expect(automations.every((a) => a.isActive)).toBe(true);
    const refused = await dave.client.post('/api/automations', { name: 'Eighth' });
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe(
      'Plan limit reached: the Starter plan includes 5 automations. Delete one or upgrade to Pro for 25 automations.',
    );
    // Two deleted: still at the limit of 5, so still refused; a third frees a slot.
    for (const a of automations.slice(0, 2)) await dave.client.delete(`/api/automations/${a.id}`);
    expect((await dave.client.post('/api/automations', { name: 'Sixth' })).status).toBe(402);
    await dave.client.delete(`/api/automations/${automations[2]!.id}`);
    expect((await dave.client.post('/api/automations', { name: 'Fifth' })).status).toBe(201);
    expect((await info(dave.client)).usage.automations).toBe(5);
  });
});

describe('two workspaces', () => {
  it("keeps one workspace's plan and usage out of the other's", async () => {
    const [erin, frank] = await signUpTwoUsers(api);
    await upgradeLocally(erin.client, 'elite');
    await erin.client.post('/api/tasks', { title: 'Erin 1' });
    await erin.client.post('/api/automations', { name: 'Erin automation' });

    expect(await info(frank.client)).toMatchObject({
      tier: 'starter',
      usage: { tasksThisMonth: 0, aiMessagesThisMonth: 0, automations: 0 },
    });
    expect((await frank.client.get('/api/auth/user')).body.subscriptionTier).toBe('starter');
    // Frank downgrading is about Frank's workspace only (and Starter has nothing below it).
    expect((await frank.client.post('/api/subscription/update', { tier: 'pro' })).status).toBe(400);
    expect(await info(erin.client)).toMatchObject({ tier: 'elite', usage: { tasksThisMonth: 1, automations: 1 } });
    expect(await info(bob.client)).toMatchObject({ tier: 'starter' });
  });
});

describe('the Stripe webhook without Stripe configured', () => {
  it("answers 503 'Stripe webhooks are not configured', with no session needed", async () => {
    const res = await fetch(new URL('/api/billing/stripe-webhook', api.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      body: JSON.stringify({ id: 'evt_1', type: 'customer.subscription.updated' }),
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ code: 'not_configured', message: 'Stripe webhooks are not configured' });
  });
});
