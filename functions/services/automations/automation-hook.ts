import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Automation } from '@shared/schemas/automation';
import { automationEntity, type StoredAutomation } from '../../data/automations/automations';
import { appOrigin } from '../../platform/app-origin';
import { credentialsCipher } from '../../platform/crypto/credentials-cipher';
import { Conflict } from '../../platform/errors';
import { publishEvent } from '../../platform/events';
import { newId } from '../../platform/ids';
import { notFound } from '../workspace/not-found';

/**
 * A `webhook_received` automation's secret URL, `POST /api/hooks/{automationId}/{token}`. The token is the
 * workspace's id (so the public route finds the automation without an index) and 32 random bytes; it is sealed at rest
 * like integration credentials, bound to the workspace and the automation, and opened only to answer `hookUrl` and to
 * compare a posted token with it, in constant time.
 */
const contextOf = (workspaceId: string, automationId: string) => ({
  purpose: 'automation-hook',
  workspaceId,
  automationId,
});

/** A new sealed token for an automation that is (or becomes) a `webhook_received` one without a token. */
export async function sealedHookTokenFor(
  workspaceId: string,
  automation: Pick<StoredAutomation, 'id' | 'triggerType' | 'sealedHookToken'>,
): Promise<string | null> {
  if (automation.triggerType !== 'webhook_received') return automation.sealedHookToken;
  if (automation.sealedHookToken) return automation.sealedHookToken;
  const token = `${Buffer.from(workspaceId).toString('base64url')}.${randomBytes(32).toString('base64url')}`;
  return credentialsCipher().seal(token, contextOf(workspaceId, automation.id));
}

/** The automation's URL to post to, for the API's answer; absent for other triggers. */
export async function hookUrlOf(workspaceId: string, stored: StoredAutomation): Promise<string | undefined> {
  if (stored.triggerType !== 'webhook_received' || !stored.sealedHookToken) return undefined;
  const token = await credentialsCipher().open(stored.sealedHookToken, contextOf(workspaceId, stored.id));
  return `${appOrigin()}/api/hooks/${stored.id}/${token}`;
}

/** Whether `posted` is the automation's token: compared in constant time, so its answer times reveal nothing. */
async function tokenMatches(workspaceId: string, stored: StoredAutomation, posted: string): Promise<boolean> {
  if (!stored.sealedHookToken) return false;
  const token = Buffer.from(await credentialsCipher().open(stored.sealedHookToken, contextOf(workspaceId, stored.id)));
  const given = Buffer.from(posted);
  return token.length === given.length && timingSafeEqual(token, given);
}

/**
 * A post to the hook: publishes the `webhook_received` business event with the JSON as `trigger.body`. An unknown
 * automation or a wrong token is the same 404, so the URL cannot be guessed piece by piece; a switched-off automation
 * is a 409 saying so. `chain` is the chain of the run that posted it (our own `send_webhook` sends it), so a run
 * posting to its own automation's hook does not fire it again.
 */
export async function receiveHook(
  automationId: string,
  token: string,
  body: Record<string, unknown>,
  chain: string[],
  now = new Date(),
): Promise<Pick<Automation, 'id'>> {
  const workspaceId = Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8');
  const stored = workspaceId
    ? await automationEntity.get({ workspaceId, id: automationId }, { consistent: true })
    : undefined;
  if (stored?.triggerType !== 'webhook_received' || !(await tokenMatches(workspaceId, stored, token))) {
    throw notFound('automation');
  }
  if (!stored.isActive) throw new Conflict('The automation is switched off; switch it on to accept posts to its hook');
  await publishEvent({
    type: 'webhook_received',
    eventId: newId(),
    workspaceId,
    occurredAt: now.toISOString(),
    ...(chain.length ? { chain } : {}),
    data: { automationId, receivedAt: now.toISOString(), body },
  });
  return { id: stored.id };
}
