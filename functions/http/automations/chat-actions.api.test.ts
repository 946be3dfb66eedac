import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeMessage } from '../../../scripts/local/sandbox/providers/business-records';
import { startFakeProviders } from '../../../scripts/local/sandbox/providers/fake-provider-server';
import { microsoftTeamsFake } from '../../../scripts/local/sandbox/providers/microsoft-teams';
import { slackFake } from '../../../scripts/local/sandbox/providers/slack';
import { actionStep, runsOnceNewest, saveAutomation } from '../../../scripts/testing/automation-api';
import { startedForThisFile } from '../../../scripts/testing/for-this-file';
import { syncSucceeded } from '../../../scripts/testing/integration-sync';
import { upgradeLocally } from '../../../scripts/testing/local-billing';
import { signUpUser, startTestApi } from '../../../scripts/testing/test-runtime';
import { userEntity } from '../../data/auth/users';
import { integrationEntity } from '../../data/integrations/integrations';
import { isTransientError, PermanentFailure } from '../../domain/automations/retry';
import { db } from '../../platform/dynamodb/client';
import { newId } from '../../platform/ids';
import { defaultRunnerDeps, runAutomations } from '../../services/automations/automation-runner';
import { stepActionPorts } from '../../services/automations/step-action-ports';
import { saveConnection } from '../../services/integrations/integrations';

/**
 * `post_slack` and `post_teams` through the local runtime against provider fakes speaking Slack's
 * `chat.postMessage` and Microsoft Graph's channel messages. Each step's idempotency key reaches Slack as its
 * `client_msg_id`; Teams takes none, so the step's send is recorded under its key and a retried step finds it.
 */
const SLACK_TOKEN = 'xoxb-1111-2222-abcdefghijklmnop';
const TEAMS_TOKEN = 'eyJ0eXAiOiJKV1QiLCJub25jZSI6ImZha2UifQ.teams';

const seed = (channel: string): FakeMessage => ({
  id: '1700000000.000001',
  channel,
  authorName: 'Maria Lopez',
  text: 'Welcome to the channel',
  sentAt: '2023-11-14T22:13:20.000Z',
  updatedAt: '2023-11-14T22:13:20.000Z',
});

/** Slack's `client_msg_id` for a step key: the UUID the connector derives from it. */
const clientMsgIdOf = (key: string) => {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};

const postsTo = (provider: 'slack' | 'microsoft_teams') =>
  fake.requests.filter(
    (r) => r.provider === provider && r.method === 'POST' && /chat\.postMessage|\/messages$/.test(r.path),
  );

/** Connects the provider as an OAuth callback does once it has the tokens (`saveConnection`). */
async function connect(provider: 'slack' | 'microsoft_teams', token: string): Promise<string> {
  const saved = await saveConnection(workspaceId, {
    provider,
    apiUrl: fake.url(provider),
    secrets: { apiKey: token },
    sandbox: false,
  });
  await syncSucceeded(alice.client, saved.id);
  return saved.id;
}

/** The Sales channel as Graph names it, `<teamId>/<channelId>`: read from the fake as the builder's picker would. */
async function salesChannelInTeams(): Promise<string> {
  const graph = (path: string) =>
    fetch(`${fake.url('microsoft_teams')}${path}`, { headers: { authorization: `Bearer ${TEAMS_TOKEN}` } }).then(
      (r) => r.json() as Promise<{ value: { id: string; displayName: string }[] }>,
    );
  const [team] = (await graph('/v1.0/me/joinedTeams')).value;
  const channel = (await graph(`/v1.0/teams/${team!.id}/channels`)).value.find((c) => c.displayName === 'Sales');
  return `${team!.id}/${channel!.id}`;
}

const fake = await startedForThisFile(
  startFakeProviders({
    modules: [slackFake, microsoftTeamsFake],
    credentials: { slack: { apiKey: SLACK_TOKEN }, microsoft_teams: { apiKey: TEAMS_TOKEN } },
  }),
);
fake.world.data('slack').messages = [seed('sales')];
fake.world.data('microsoft_teams').messages = [seed('Sales')];
const api = await startedForThisFile(startTestApi());
const alice = await signUpUser(api, { firstName: 'Alice', lastName: 'Owner' });
// Pro's 'All integrations': Starter connects Google Calendar only.
await upgradeLocally(alice.client, 'pro');
const workspaceId = (await userEntity.get({ id: alice.user.id }))!.workspaceId;
const slackId = await connect('slack', SLACK_TOKEN);
const teamsId = await connect('microsoft_teams', TEAMS_TOKEN);
const teamsChannel = await salesChannelInTeams();

afterEach(() => vi.restoreAllMocks());

/** A new_lead event for Alice's workspace, as the bus delivers it to the runner. */
const newLead = (name: string) => ({
  id: newId(),
  'detail-type': 'new_lead',
  source: 'bizpilot',
  detail: {
    type: 'new_lead',
    eventId: newId(),
    workspaceId,
    occurredAt: new Date().toISOString(),
    data: { lead: { name, email: null, phone: null, source: 'Web form' } },
  },
});

describe('post_slack', () => {
  it("posts the filled text to the channel with client_msg_id from the step's key, and keeps the message's ts", async () => {
    const automation = await saveAutomation(alice.client, 'Tell sales about finished work', 'task_completed', [
      actionStep('create_task', { taskTitle: 'Invoice {{task.title}}' }),
      actionStep('post_slack', {
        integrationId: slackId,
        channel: '#sales',
        text: 'Done: {{task.title}} (next: {{steps.1.title}})',
      }),
    ]);
    const task = await alice.client.create('/api/tasks', { title: 'Call Acme', status: 'pending', priority: 'high' });
    await alice.client.patch(`/api/tasks/${task.id}`, { status: 'completed' });
    const [run] = await runsOnceNewest(alice.client, automation.id, 'succeeded');

    const posts = postsTo('slack');
    expect(posts.map((p) => p.body)).toEqual([
      {
        channel: '#sales',
        text: 'Done: Call Acme (next: Invoice Call Acme)',
        client_msg_id: clientMsgIdOf(`${run.id}:2`),
      },
    ]);
    const posted = fake.world.data('slack').messages.at(-1)!;
    expect(posted).toMatchObject({ channel: 'sales', text: 'Done: Call Acme (next: Invoice Call Acme)' });
    const detail = (await alice.client.get(`/api/automations/runs/${run.id}`)).body;
    expect(detail.steps[1]).toMatchObject({
      status: 'succeeded',
      idempotencyKey: `${run.id}:2`,
      output: { channel: '#sales', messageTs: posted.id },
    });
    await alice.client.delete(`/api/automations/${automation.id}`);
  });

  it("fails for good on a channel Slack does not know, naming Slack's reason", async () => {
    const ports = stepActionPorts(workspaceId);
    const post = { provider: 'slack' as const, integrationId: slackId, text: 'Hi', idempotencyKey: `${newId()}:1` };
    const refused = ports.postMessage({ ...post, channel: '#nowhere' });
    await expect(refused).rejects.toBeInstanceOf(PermanentFailure);
    await expect(refused).rejects.toThrow(/channel_not_found/);
    // Nothing was posted, so the key is free: the same step with a fixed channel posts.
    expect(await ports.postMessage({ ...post, channel: '#sales' })).toMatchObject({ channel: '#sales' });
  });
});

describe('post_teams: a retried step never posts twice', () => {
  it('a run that fails to record after posting is taken over and finds the post: one message in Teams', async () => {
    const automation = await saveAutomation(alice.client, 'Tell Teams about new leads', 'new_lead', [
      actionStep('post_teams', { integrationId: teamsId, channel: teamsChannel, text: 'New lead {{lead.name}}' }),
    ]);
    const before = postsTo('microsoft_teams').length;
    const event = newLead('Ada Lovelace');
    // The fault sits between the side effect and the step's record: the post is out, the run is not saved.
    await expect(
      runAutomations(event, {
        ...defaultRunnerDeps(),
        saveRunProgress: async () => {
          throw new Error('DynamoDB unreachable');
        },
      }),
    ).rejects.toThrow(/did not finish/);
    expect(postsTo('microsoft_teams')).toHaveLength(before + 1);

    // Redelivered after the run's lease: the run is taken over and its step performed again, with the same key.
    const later = new Date(Date.now() + 10 * 60_000);
    const result = await runAutomations({ ...event, id: newId() }, { ...defaultRunnerDeps(), now: () => later });
    expect(result).toMatchObject({ runs: [{ automationId: automation.id, result: 'succeeded' }] });
    const posts = postsTo('microsoft_teams').slice(before);
    expect(posts.map((p) => p.body)).toEqual([{ body: { contentType: 'text', content: 'New lead Ada Lovelace' } }]);
    expect(fake.world.data('microsoft_teams').messages.filter((m) => m.text === 'New lead Ada Lovelace')).toHaveLength(
      1,
    );
    await alice.client.delete(`/api/automations/${automation.id}`);
  });

  it('an attempt cut off between posting and recording is not posted again in Teams; in Slack it is, with the same client_msg_id', async () => {
    const ports = stepActionPorts(workspaceId);
    const failNextChatPostRecord = () => {
      const send = db().send.bind(db());
      vi.spyOn(db(), 'send').mockImplementation(async (command: any) => {
        const { Key, UpdateExpression } = command.input ?? {};
        if (UpdateExpression && String(Key?.sk).startsWith('CHATPOST#')) throw new Error('DynamoDB unreachable');
        return send(command);
      });
    };
    const teams = { provider: 'microsoft_teams' as const, integrationId: teamsId, channel: teamsChannel };
    const teamsKey = `${newId()}:1`;
    const teamsBefore = postsTo('microsoft_teams').length;
    failNextChatPostRecord();
    await expect(ports.postMessage({ ...teams, text: 'Cut off', idempotencyKey: teamsKey })).rejects.toThrow(
      'DynamoDB unreachable',
    );
    vi.restoreAllMocks();
    const retry = ports.postMessage({ ...teams, text: 'Cut off', idempotencyKey: teamsKey });
    await expect(retry).rejects.toBeInstanceOf(PermanentFailure);
    await expect(retry).rejects.toThrow(/is not posted again; check the channel/);
    expect(postsTo('microsoft_teams')).toHaveLength(teamsBefore + 1);

    const slack = { provider: 'slack' as const, integrationId: slackId, channel: '#sales' };
    const slackKey = `${newId()}:3`;
    const slackBefore = postsTo('slack').length;
    failNextChatPostRecord();
    await expect(ports.postMessage({ ...slack, text: 'Cut off', idempotencyKey: slackKey })).rejects.toThrow();
    vi.restoreAllMocks();
    await ports.postMessage({ ...slack, text: 'Cut off', idempotencyKey: slackKey });
    // Slack drops a repeated client_msg_id, so the retry may post: both carry the step's.
    const slackPosts = postsTo('slack').slice(slackBefore);
    expect(slackPosts.map((p) => (p.body as { client_msg_id: string }).client_msg_id)).toEqual([
      clientMsgIdOf(slackKey),
      clientMsgIdOf(slackKey),
    ]);
    // Recorded now: a third attempt posts nothing.
    await ports.postMessage({ ...slack, text: 'Cut off', idempotencyKey: slackKey });
    expect(postsTo('slack').slice(slackBefore)).toHaveLength(2);
  });

  it('an outage Teams answers (503) is retried and posts once; no answer at all is not posted again', async () => {
    const ports = stepActionPorts(workspaceId);
    const teams = { provider: 'microsoft_teams' as const, integrationId: teamsId, channel: teamsChannel };
    const key = `${newId()}:1`;
    fake.failNext('microsoft_teams', { status: 503 });
    const outage = await ports.postMessage({ ...teams, text: 'Outage', idempotencyKey: key }).catch((e) => e);
    expect(isTransientError(outage)).toBe(true);
    await ports.postMessage({ ...teams, text: 'Outage', idempotencyKey: key });
    expect(fake.world.data('microsoft_teams').messages.filter((m) => m.text === 'Outage')).toHaveLength(1);

    // A Teams that does not answer (nothing listens there) may, for all the step knows, have posted: it is retried,
    // and the retry stops instead of posting a second time.
    const key2 = { workspaceId, id: teamsId };
    const { apiUrl } = (await integrationEntity.get(key2))!;
    await integrationEntity.update(key2, { apiUrl: 'http://127.0.0.1:9' });
    try {
      const cut = { ...teams, text: 'Lost', idempotencyKey: `${newId()}:1` };
      expect(isTransientError(await ports.postMessage(cut).catch((e) => e))).toBe(true);
      await integrationEntity.update(key2, { apiUrl });
      await expect(ports.postMessage(cut)).rejects.toThrow(/is not posted again; check the channel/);
      expect(fake.world.data('microsoft_teams').messages.filter((m) => m.text === 'Lost')).toEqual([]);
    } finally {
      await integrationEntity.update(key2, { apiUrl });
    }
  });
});
