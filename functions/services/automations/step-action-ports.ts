import { integrationProvider } from '@shared/catalog/integrations';
import { AUTOMATION_CHAIN_HEADER } from '@shared/schemas/automation';
import { ConnectorError } from '../../adapters/integrations/kit/connector-error';
import { signatureHeaders } from '../../adapters/webhooks/signature';
import { postWebhook, WebhookPostFailed } from '../../adapters/webhooks/webhook-post';
import { chatPostEntity } from '../../data/automations/chat-posts';
import { integrationEntity } from '../../data/integrations/integrations';
import { webhookEndpointEntity } from '../../data/webhooks/webhook-endpoints';
import { PermanentFailure, TransientFailure } from '../../domain/automations/retry';
import type { StepActionPorts } from '../../domain/automations/step-actions';
import { NotFound } from '../../platform/errors';
import { notificationsOfKey, notify } from '../notifications/notify';
import { updateTask } from '../tasks/task-changes';
import { createEmployeeNote } from '../team/employees';
import { ATTEMPT_TIMEOUT_MS } from '../webhooks/webhook-attempts';
import { openWebhookSecrets, signingSecrets } from '../webhooks/webhook-secrets';
import { webhookUrlPolicy, webhookUrlRefusal } from '../webhooks/webhook-url';
import { stepFailureOf } from './step-failure';

/**
 * Issue 33's action ports over the app's own services, so each action has the effects a person's would: a
 * notification goes through `notify` (the bell and, if chosen, the email), a task change through the tasks service
 * (rollups, audit, events), a webhook through the outgoing webhooks' signing and SSRF guard, a chat post through the
 * workspace's connected Slack or Teams.
 */
export function stepActionPorts(workspaceId: string, now: () => Date = () => new Date()): StepActionPorts {
  return {
    async notifyMembers({ idempotencyKey, userIds, title, body, link }) {
      // A repeat (same key) makes none, and a first call to members who left makes none: both answer 0 here, so a
      // repeat is told apart by the key's own notifications existing.
      const made = await notify(workspaceId, { userIds }, { kind: 'automation_message', title, body, link }, now(), {
        idempotencyKey,
      });
      return { notified: made.length || (await notificationsOfKey(workspaceId, idempotencyKey, userIds)) };
    },

    async sendWebhook({ idempotencyKey, url, payload, chain }) {
      const refusal = await webhookUrlRefusal(url);
      if (refusal) throw new PermanentFailure(refusal);
      // Signed with the secret of the workspace's webhook endpoint for this URL, which its receiver already holds.
      const endpoints = await webhookEndpointEntity.queryAll({ workspaceId });
      const endpoint = endpoints.find((e) => e.url === url);
      if (!endpoint) {
        throw new PermanentFailure(
          `Add ${url} as a webhook endpoint under Developers → Webhooks first: its deliveries are signed with that endpoint's secret`,
        );
      }
      const at = now();
      const body = JSON.stringify({ id: idempotencyKey, createdAt: at.toISOString(), workspaceId, ...payload });
      const secrets = await openWebhookSecrets(workspaceId, endpoint.id, endpoint.sealedSecrets);
      const headers = signatureHeaders(
        idempotencyKey,
        body,
        signingSecrets(secrets, endpoint.previousSecretExpiresAt, at),
        at,
      );
      try {
        const chained = { ...headers, [AUTOMATION_CHAIN_HEADER]: chain.join(',') };
        const answer = await postWebhook(new URL(url), chained, body, {
          policy: webhookUrlPolicy(),
          timeoutMs: ATTEMPT_TIMEOUT_MS,
        });
        return { statusCode: answer.statusCode };
      } catch (error) {
        // No answer (refused, timed out): the receiver may be back soon, so the step is retried.
        if (error instanceof WebhookPostFailed) throw new TransientFailure(`${url} did not answer: ${error.message}`);
        throw error;
      }
    },

    async updateTask({ taskId, status, assigneeEmployeeId }) {
      try {
        const task = await updateTask(
          { workspaceId, userId: null },
          taskId,
          { ...(status ? { status } : {}), ...(assigneeEmployeeId ? { assigneeEmployeeId } : {}) },
          now(),
        );
        return { taskId: task.id, status: task.status, title: task.title };
      } catch (error) {
        if (!(error instanceof NotFound)) throw error;
        // The task or the assignee is gone: retrying will not bring either back.
        if (/employee/i.test(error.message)) {
          throw new PermanentFailure(`The assignee ${assigneeEmployeeId} is not an employee of this workspace`);
        }
        return undefined;
      }
    },

    async postMessage({ provider, integrationId, channel, text, idempotencyKey }) {
      const name = integrationProvider(provider).name;
      const integration = await integrationEntity.get({ workspaceId, id: integrationId });
      if (!integration || integration.provider !== provider || !integration.isActive) {
        throw new PermanentFailure(
          `The ${name} integration of this step is not connected; connect it under Integrations`,
        );
      }
      const key = { workspaceId, idempotencyKey };
      const earlier = await chatPostEntity.get(key, { consistent: true });
      if (earlier?.status === 'posted') return { channel: earlier.channel, messageId: earlier.messageId };
      if (earlier && provider === 'microsoft_teams') {
        // The attempt that claimed it stopped between posting and recording: it may have posted, and Teams cannot
        // tell a repeat from a new message, so at most once wins over a possible duplicate.
        throw new PermanentFailure(
          `An earlier attempt of this step stopped while posting to ${channel} on ${name}, so it is not posted again; check the channel`,
        );
      }
      const startedAt = now().toISOString();
      // Slack drops a repeat by its `client_msg_id`, so a Slack claim left behind is simply posted again.
      const claim = {
        ...key,
        provider,
        integrationId,
        channel,
        status: 'sending' as const,
        messageId: null,
        startedAt,
        postedAt: null,
      };
      if (!earlier && !(await chatPostEntity.create(claim))) {
        throw new TransientFailure(
          `Another attempt of step ${idempotencyKey} is posting to ${name}; this one will be tried again`,
        );
      }
      // Loaded here, as the CRM's are: every provider's schemas are most of what the connectors cost to import.
      const { openConnection } = await import('../integrations/open-action-connection');
      let messageId: string | null;
      try {
        const { connector, ctx } = await openConnection(workspaceId, integration, now());
        if (!connector.chat) throw new PermanentFailure(`${name} cannot post messages`);
        ({ messageId } = await connector.chat.postMessage(ctx, { channel, text, idempotencyKey }));
      } catch (error) {
        // The provider answered that nothing was posted: the claim goes, so a retry may post. No answer (a timeout) may
        // have posted: Teams cannot tell a repeat, so there the claim stays and the retry stops rather than post twice.
        const unanswered = error instanceof ConnectorError && error.kind === 'unreachable';
        if (!(unanswered && provider === 'microsoft_teams')) await chatPostEntity.delete(key);
        throw stepFailureOf(error);
      }
      await chatPostEntity.update(key, { status: 'posted', messageId, postedAt: now().toISOString() });
      return { channel, messageId };
    },

    async addEmployeeNote({ idempotencyKey, employeeId, subject, content, authorUserId }) {
      const added = await createEmployeeNote(
        workspaceId,
        employeeId,
        {
          noteType: 'general',
          subject,
          content,
          requiresFollowUp: false,
          followUpDate: null,
          isConfidential: false,
          visibleToEmployee: true,
        },
        { id: idempotencyKey, authorUserId, now: now() },
      );
      return added && { noteId: added.note.id, created: added.created, employeeName: added.employeeName };
    },
  };
}
