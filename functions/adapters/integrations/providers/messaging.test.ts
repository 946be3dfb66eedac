import { describe, expect, it } from 'vitest';
import { slackFake } from '../../../../scripts/local/sandbox/providers/slack';
import { connectorHarness } from '../../../../scripts/testing/connector-harness';
import { htmlToText, teamsMessageItem } from './microsoft-teams';
import { slackConnector, slackMessageItem } from './slack';
import { trelloCreatedAt } from './trello';

const slack = connectorHarness(slackFake);

describe('Slack connector', () => {
  it('keeps what people wrote and drops channel joins', () => {
    const channel = { id: 'C024BE91L', name: 'sales' };
    expect(
      slackMessageItem(channel, { type: 'message', ts: '1767225600.000100', text: 'Quote   approved' }),
    ).toMatchObject({
      externalId: 'C024BE91L:1767225600.000100',
      name: 'Quote approved',
      date: '2026-01-01T00:00:00.000Z',
      source: '#sales',
    });
    expect(
      slackMessageItem(channel, { type: 'message', subtype: 'channel_join', ts: '1', text: 'joined' }),
    ).toBeUndefined();
  });

  it("turns Slack's ok:false answers into the right kind of failure", async () => {
    slack.data().messages = [];
    const missingScope = { ...slack.context(), credentials: { apiKey: 'xoxb-wrong' } };
    await expect(slackConnector.test(missingScope)).rejects.toMatchObject({
      kind: 'auth_rejected',
      message: 'Slack rejected the credentials: invalid_auth',
    });
  });
});

describe('Microsoft Teams messages', () => {
  it('reads HTML bodies as text and leaves out system events and deleted messages', () => {
    expect(htmlToText('<div><p>Order&nbsp;<b>#1001</b> &amp; &lt;more&gt;</p><p>shipped</p></div>')).toBe(
      'Order #1001 & <more> shipped',
    );
    const where = { channelId: '19:abc@thread.tacv2', label: 'Team › sales' };
    const base = {
      id: '1616965872395',
      createdDateTime: '2026-01-01T00:00:00Z',
      body: { contentType: 'html', content: '<p>Hi</p>' },
    };
    expect(teamsMessageItem(where, base)).toMatchObject({
      externalId: '19:abc@thread.tacv2:1616965872395',
      name: 'Hi',
    });
    expect(teamsMessageItem(where, { ...base, messageType: 'systemEventMessage' })).toBeUndefined();
    expect(teamsMessageItem(where, { ...base, deletedDateTime: '2026-01-02T00:00:00Z' })).toBeUndefined();
  });
});

describe('Trello card dates', () => {
  it('reads the creation time Trello writes into every id', () => {
    expect(trelloCreatedAt('4d5ea62fd76aa1136000000c')).toBe('2011-02-18T17:02:39.000Z');
    expect(trelloCreatedAt('not-a-trello-id')).toBeNull();
  });
});
