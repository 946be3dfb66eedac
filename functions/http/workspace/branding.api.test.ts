import { planFeatureRefusal } from '@shared/billing/plan-features';
import { unzipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../scripts/testing/api-client';
import { eventually } from '../../../scripts/testing/eventually';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { upgradeLocally } from '../../../scripts/testing/local-billing';
import { joinTeam, signUpEliteOwner, signUpOwner } from '../../../scripts/testing/teams';
import { startTestApi } from '../../../scripts/testing/test-runtime';
import { outboxOnlyEmailSender } from '../../adapters/outbox-only-senders';
import { newId } from '../../platform/ids';
import { startRuntimeContext } from '../../platform/runtime-context';
import { systemActor } from '../../services/audit/audit-actor';
import { appendAuditEntry } from '../../services/audit/audit-chain';

/**
 * Settings → Branding through the API: the settings and the colour applied, the logo's checks (the bytes decide, an
 * SVG must be harmless, 512 KB at most), how the logo is served, and who may change what on which plan.
 */
startRuntimeContext();
const api = await startedForThisFile(startTestApi());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#c00"/></svg>';

const uploadLogo = (client: ApiClient, bytes: Uint8Array | string, filename: string) => {
  const form = new FormData();
  form.append('logo', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), filename);
  return client.request('POST', '/api/workspace/branding/logo', { body: form });
};

/** Branding with nothing set: the app's own look. */
const DEFAULT_LOOK = {
  displayName: null,
  accentColor: null,
  appliedAccentColor: null,
  hideBizPilotName: false,
  logoUrl: null,
};

describe('branding settings', () => {
  it('starts unset, stores what is sent and darkens a colour white text cannot be read on', async () => {
    const owner = await signUpEliteOwner(api, 'Bea');
    expect((await owner.client.get('/api/workspace/branding')).body).toEqual(DEFAULT_LOOK);
    const readable = await owner.client.put('/api/workspace/branding', {
      displayName: '  Northwind Bakery ',
      accentColor: '#1A5FB4',
    });
    expect(readable.status).toBe(200);
    expect(readable.body).toMatchObject({
      displayName: 'Northwind Bakery',
      accentColor: '#1a5fb4',
      appliedAccentColor: '#1a5fb4',
    });
    const light = await owner.client.put('/api/workspace/branding', { accentColor: '#ffd700', hideBizPilotName: true });
    expect(light.body.accentColor).toBe('#ffd700');
    expect(light.body.appliedAccentColor).not.toBe('#ffd700');
    expect(light.body.appliedAccentColor).toMatch(/^#[0-9a-f]{6}$/);
    // Fields left out keep their value; every member reads the same branding.
    expect(light.body).toMatchObject({ displayName: 'Northwind Bakery', hideBizPilotName: true });
    const viewer = await joinTeam(api, owner, 'viewer');
    expect((await viewer.client.get('/api/workspace/branding')).body).toEqual(light.body);
  });

  it('refuses a malformed colour and a name over 60 characters with messages', async () => {
    const owner = await signUpEliteOwner(api, 'Val');
    const colour = await owner.client.put('/api/workspace/branding', { accentColor: 'red' });
    expect(colour.status).toBe(400);
    expect(colour.body.message).toContain('hex colour like #1a5fb4');
    const name = await owner.client.put('/api/workspace/branding', { displayName: 'x'.repeat(61) });
    expect(name.status).toBe(400);
    expect(name.body.message).toContain('at most 60 characters');
  });

  it("is Elite only: 402 on other plans, which keep the app's own look", async () => {
    const owner = await signUpOwner(api, 'Pat');
    const refused = await owner.client.put('/api/workspace/branding', { displayName: 'Pat & Co' });
    expect(refused.status).toBe(402);
    expect(refused.body).toEqual({ code: 'plan_limit', message: planFeatureRefusal('branding', 'starter') });
    expect((await uploadLogo(owner.client, PNG, 'logo.png')).status).toBe(402);
    expect((await owner.client.get('/api/workspace/branding')).body.displayName).toBeNull();
  });

  it('lets owners and admins change it, not managers, members or viewers', async () => {
    const owner = await signUpEliteOwner(api, 'Ann');
    const admin = await joinTeam(api, owner, 'admin');
    expect((await admin.client.put('/api/workspace/branding', { displayName: 'Ann Ltd' })).status).toBe(200);
    for (const role of ['manager', 'member', 'viewer'] as const) {
      const person = await joinTeam(api, owner, role);
      expect((await person.client.put('/api/workspace/branding', { displayName: 'Mine' })).status).toBe(403);
      expect((await uploadLogo(person.client, PNG, 'logo.png')).status).toBe(403);
      expect((await person.client.get('/api/workspace/branding')).body.displayName).toBe('Ann Ltd');
    }
  });
});

/** The CSV report as downloaded: its file name and its text. */
async function csvReport(client: ApiClient) {
  const report = await client.get('/api/kpi/report?timeRange=7d&format=csv');
  expect(report.status).toBe(200);
  return `${report.headers.get('content-disposition')}\n${report.text}`;
}

/** Completes a new task, and answers the email the workspace's automation sent about it, as the outbox kept it. */
async function emailAbout(client: ApiClient, title: string): Promise<{ subject: string; body: string }> {
  const task = await client.create('/api/tasks', { title });
  expect((await client.patch(`/api/tasks/${task.id}`, { status: 'completed' })).status).toBe(200);
  const { value } = await eventually(async () => {
    const items = (await client.get('/api/outbox')).body.items as { subject: string; body: string }[];
    return items.find((m) => m.subject === `Done: ${title}`);
  });
  return value;
}

describe('a downgrade from Elite to Pro', () => {
  it('keeps the stored branding but applies none of it: 402 to changes, the default look, reports and emails without the name; all back on Elite', async () => {
    const owner = await signUpEliteOwner(api, 'Dee');
    const branded = { displayName: 'Northwind Bakery', accentColor: '#1a5fb4', hideBizPilotName: true };
    expect((await owner.client.put('/api/workspace/branding', branded)).status).toBe(200);
    expect((await uploadLogo(owner.client, PNG, 'logo.png')).status).toBe(200);
    await owner.client.create('/api/automations', {
      name: 'Tell the boss',
      triggerType: 'task_completed',
      actionType: 'send_email',
      actionConfig: { emailTo: 'boss@example.com', emailSubject: 'Done: {{task.title}}', emailBody: 'All done.' },
    });
    const onElite = await csvReport(owner.client);
    expect(onElite).toContain('Northwind Bakery');
    expect(onElite).not.toMatch(/bizpilot/i);
    expect((await emailAbout(owner.client, 'Bake bread')).body).toBe('All done.\n\n— Northwind Bakery');

    const downgraded = await owner.client.post('/api/subscription/update', { tier: 'pro' });
    expect(downgraded.body).toMatchObject({ tier: 'pro' });
    const change = await owner.client.put('/api/workspace/branding', { displayName: 'Other' });
    expect(change.status).toBe(402);
    expect(change.body).toEqual({ code: 'plan_limit', message: planFeatureRefusal('branding', 'pro') });
    expect((await uploadLogo(owner.client, PNG, 'logo.png')).status).toBe(402);
    expect((await owner.client.request('DELETE', '/api/workspace/branding/logo')).status).toBe(402);
    // Every member's app reads the default look: no name, colour, logo or white-label.
    expect((await owner.client.get('/api/workspace/branding')).body).toEqual(DEFAULT_LOOK);
    const onPro = await csvReport(owner.client);
    expect(onPro).not.toContain('Northwind Bakery');
    expect(onPro).toContain('bizpilot-kpi-report');
    expect((await emailAbout(owner.client, 'Sell bread')).body).toBe('All done.');

    // What was stored is kept for a return to Elite.
    await upgradeLocally(owner.client, 'elite');
    const back = (await owner.client.get('/api/workspace/branding')).body;
    expect(back).toMatchObject({ ...branded, appliedAccentColor: '#1a5fb4' });
    expect(back.logoUrl).toMatch(/^\/api\/workspace\/branding\/logo\?v=/);
  });
});

describe('the logo', () => {
  it('stores a PNG, serves it with its own type and a policy that runs nothing, and removes it', async () => {
    const owner = await signUpEliteOwner(api, 'Leo');
    const uploaded = await uploadLogo(owner.client, PNG, 'logo.png');
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.logoUrl).toMatch(/^\/api\/workspace\/branding\/logo\?v=/);
    const member = await joinTeam(api, owner, 'member');
    const served = await member.client.request('GET', uploaded.body.logoUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(served.text).toMatch(/^.PNG[\s\S]*IHDR[\s\S]*IEND/);

    const removed = await owner.client.request('DELETE', '/api/workspace/branding/logo');
    expect(removed.body.logoUrl).toBeNull();
    expect((await member.client.request('GET', uploaded.body.logoUrl)).status).toBe(404);
  });

  it('keeps a harmless SVG and serves it sandboxed', async () => {
    const owner = await signUpEliteOwner(api, 'Sia');
    const uploaded = await uploadLogo(owner.client, SVG, 'logo.svg');
    expect(uploaded.status).toBe(200);
    const served = await owner.client.request('GET', uploaded.body.logoUrl);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(served.text).toContain('<circle');
  });

  it('refuses hostile and oversized files, keeping the logo it had', async () => {
    const owner = await signUpEliteOwner(api, 'Hal');
    const kept = (await uploadLogo(owner.client, PNG, 'logo.png')).body.logoUrl;

    const hostileSvgs = [
      {
        svg: '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/api/auth/user")</script><rect width="5" height="5"/></svg>',
        refusal: '<script>',
      },
      { svg: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', refusal: 'onload' },
      {
        svg: '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><p xmlns="http://www.w3.org/1999/xhtml">hi</p></foreignObject><image href="https://evil.example/t.png"/></svg>',
        refusal: 'external reference',
      },
    ];
    for (const { svg, refusal } of hostileSvgs) {
      const refused = await uploadLogo(owner.client, svg, 'a.svg');
      expect(refused.status, svg).toBe(400);
      expect(refused.body.message, svg).toContain(refusal);
    }

    const htmlBehindPng = Buffer.concat([PNG.subarray(0, 8), Buffer.from('<html><script>alert(1)</script></html>')]);
    const disguised = await uploadLogo(owner.client, htmlBehindPng, 'logo.png');
    expect(disguised.status).toBe(400);
    expect(disguised.body.message).toBe('The logo must be a PNG, JPEG or SVG image');

    const big = Buffer.concat([PNG, Buffer.alloc(513 * 1024 - PNG.length)]);
    const tooLarge = await uploadLogo(owner.client, big, 'logo.png');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe('The logo is larger than 512 KB; choose a smaller file');

    expect((await owner.client.get('/api/workspace/branding')).body.logoUrl).toBe(kept);
  });
});

describe('white-label beyond the screens', () => {
  /** The product's name as a word: 'hideBizPilotName', a field of the branding routes, is an API name, not a brand. */
  const productName = /\bBizPilot\b/;

  it("names the API document after the workspace, or after nothing, for a white-labelled workspace's people only", async () => {
    const owner = await signUpEliteOwner(api, 'Ola');
    const anonymous = await api.client().get('/api/openapi.json', { origin: '', 'sec-fetch-site': '' });
    expect(anonymous.body.info.title).toBe('BizPilot API');
    const notWhiteLabelled = await owner.client.get('/api/openapi.json');
    expect(notWhiteLabelled.body).toEqual(anonymous.body);

    await owner.client.put('/api/workspace/branding', { displayName: 'Northwind Bakery', hideBizPilotName: true });
    const named = (await owner.client.get('/api/openapi.json')).body;
    expect(named.info.title).toBe('Northwind Bakery API');
    expect(named.info.description).toMatch(/^The Northwind Bakery API: /);
    expect(JSON.stringify(named)).not.toMatch(productName);
    // Only the name changes: every path, schema and webhook is the generated document's.
    expect({ ...named, info: undefined }).toEqual({ ...anonymous.body, info: undefined });
    expect(named.info.version).toBe(anonymous.body.info.version);

    await owner.client.put('/api/workspace/branding', { displayName: null });
    const neutral = (await owner.client.get('/api/openapi.json')).body;
    expect(neutral.info.title).toBe('API reference');
    expect(JSON.stringify(neutral)).not.toMatch(productName);
    // Someone signed out still reads the product's own document.
    expect((await api.client().get('/api/openapi.json', { origin: '', 'sec-fetch-site': '' })).body).toEqual(
      anonymous.body,
    );
  });

  it("calls what the product did by itself 'System' in a white-labelled workspace's audit export", async () => {
    const owner = await signUpEliteOwner(api, 'Sid');
    await appendAuditEntry(owner.workspaceId, {
      actor: systemActor,
      action: 'subscription.changed',
      target: { type: 'workspace', id: owner.workspaceId, label: 'the subscription' },
      changes: {},
      ip: '',
      userAgent: '',
      requestId: newId(),
      result: 'success',
    });
    const exported = async () => {
      const res = await owner.client.get('/api/audit/export?actor=system');
      expect(res.status, res.text).toBe(200);
      return res.text.trim().split('\r\n').slice(1);
    };
    // The search can fail: the product's name is there until the workspace is white-labelled.
    expect((await exported()).join('\n')).toMatch(productName);

    await owner.client.put('/api/workspace/branding', { displayName: 'Northwind Bakery', hideBizPilotName: true });
    const rows = await exported();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(',system,system,System,subscription.changed,');
    expect(rows.join('\n')).not.toMatch(productName);
  });

  it('invites people to the white-labelled workspace itself, not to BizPilot', async () => {
    const owner = await signUpEliteOwner(api, 'Ivy');
    const sent = vi.spyOn(outboxOnlyEmailSender, 'send');
    try {
      const invite = async (email: string) => {
        const res = await owner.client.post('/api/workspace/invitations', { email, role: 'member' });
        expect(res.status, res.text).toBe(201);
        const message = sent.mock.calls.find(([m]) => m.to === email.toLowerCase())?.[0];
        return `${message?.subject}\n${message?.body}`;
      };
      // The search can fail: the product's name is there until the workspace is white-labelled.
      expect(await invite(`before-${newId()}@example.com`)).toMatch(productName);

      await owner.client.put('/api/workspace/branding', { displayName: 'Northwind Bakery', hideBizPilotName: true });
      const email = await invite(`after-${newId()}@example.com`);
      expect(email).toMatch(/ invited you to join .+ as a Member\./);
      expect(email).not.toMatch(productName);
    } finally {
      sent.mockRestore();
    }
  });

  it("exports the white-labelled workspace's data without BizPilot's name in the file name or its README", async () => {
    const owner = await signUpEliteOwner(api, 'Exa');
    await owner.client.put('/api/workspace/branding', { displayName: 'Northwind Bakery', hideBizPilotName: true });
    const started = await owner.client.post('/api/workspace/exports');
    expect(started.status, started.text).toBe(202);
    const { value: done } = await eventually(
      async () => {
        const job = await owner.client.get(`/api/workspace/exports/${started.body.id}`);
        return job.body.status === 'done' ? job.body : undefined;
      },
      60_000,
      200,
    );
    expect(done.fileName).toMatch(/^export-\d{4}-\d{2}-\d{2}\.zip$/);
    const link = (await owner.client.get(done.downloadUrl)).headers.get('location')!;
    const files = unzipSync(new Uint8Array(await (await fetch(link)).arrayBuffer()));
    const readme = new TextDecoder().decode(files['README.txt']);
    expect(readme).toMatch(/^Northwind Bakery export of "/);
    expect(readme).not.toMatch(productName);
  });

  it("tells a white-labelled workspace's Financial screen that bank linking is off without naming BizPilot", async () => {
    const owner = await signUpEliteOwner(api, 'Fin');
    await owner.client.put('/api/workspace/branding', { displayName: 'Northwind Bakery', hideBizPilotName: true });
    const res = await owner.client.post('/api/financial/connect-plaid');
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/^Bank linking is not configured on this server/);
    expect(res.body.message).toContain('Link the Demo Bank');
    expect(res.body.message).not.toMatch(productName);
  });
});
