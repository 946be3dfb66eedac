import { Alert, Badge, Button, Checkbox, Code, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import type { Webhook, WebhookDelivery } from '@shared/schemas/webhook';
import { type SubscribableWebhookEvent, subscribableWebhookEvents } from '@shared/schemas/webhook-events';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DialogFrame } from '../../components/dialog-frame';
import { PlainFormDialog } from '../../components/form/plain-form-dialog';
import { TextField } from '../../components/form/text-field';
import { QueryStates } from '../../components/query-states';
import { SectionCard } from '../../components/section-card';
import { ShownOnce } from '../../components/shown-once';
import { TableHead } from '../../components/table-head';
import { formatDateTime, formatInstantDate } from '../../lib/format-date';
import { notifySuccess } from '../../lib/mutation-toasts';
import { serverMessage } from '../../lib/server-message';
import { useCan } from '../../lib/use-can';
import {
  useCreateWebhook,
  useDeleteWebhook,
  useRedeliver,
  useRotateWebhookSecret,
  useTestWebhook,
  useUpdateWebhook,
  useWebhookDeliveries,
  useWebhooks,
} from './webhooks-api';

/**
 * Settings → Developers → Webhooks: endpoints that receive the workspace's events, signed, with their delivery log.
 * The page mounts it on plans with API access; the roles without `webhooks.manage` see nothing of it.
 */
export function WebhooksPanel() {
  const mayManage = useCan('webhooks.manage');
  return mayManage ? <WebhookList /> : null;
}

function WebhookList() {
  const webhooks = useWebhooks(true);
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<{ title: string; value: string } | null>(null);
  return (
    <SectionCard title="Webhooks">
      <Stack gap="4">
        <HStack justify="space-between" wrap="wrap">
          <Text color="fg.muted">
            Each event is sent as a signed POST (Standard Webhooks) and retried for about a day and a half.
          </Text>
          <Button onClick={() => setCreating(true)}>Add webhook</Button>
        </HStack>
        <QueryStates
          query={webhooks}
          loading={<Skeleton height="20" />}
          failed="Webhooks could not be loaded"
          isEmpty={(webhooks.data?.length ?? 0) === 0}
          empty={<Text>No webhooks yet.</Text>}
        >
          {(list) => (
            <Stack gap="4">
              {list.map((webhook) => (
                <WebhookItem
                  key={webhook.id}
                  webhook={webhook}
                  onSecret={(value) => setSecret({ title: 'New signing secret', value })}
                />
              ))}
            </Stack>
          )}
        </QueryStates>
      </Stack>
      <CreateWebhookDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(value) => setSecret({ title: 'Webhook added', value })}
      />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
    </SectionCard>
  );
}

const disabledReasons: Record<NonNullable<Webhook['disabledReason']>, string> = {
  gone: 'The endpoint answered 410 Gone, so it was disabled.',
  failing: 'Every delivery to this endpoint failed for 3 days, so it was disabled and its creator was emailed.',
};

function WebhookItem({ webhook, onSecret }: { webhook: Webhook; onSecret: (secret: string) => void }) {
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();
  const test = useTestWebhook();
  const [confirm, setConfirm] = useState<'delete' | 'rotate' | null>(null);
  const [showLog, setShowLog] = useState(false);
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="4" data-testid="webhook">
      {webhook.disabledReason ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>
            {disabledReasons[webhook.disabledReason]} Fix the receiver, then enable it.
          </Alert.Description>
        </Alert.Root>
      ) : null}
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Stack gap="1">
          <Text fontWeight="medium" wordBreak="break-all">
            {webhook.url}
          </Text>
          {webhook.description ? <Text color="fg.muted">{webhook.description}</Text> : null}
        </Stack>
        <Badge colorPalette={webhook.enabled ? 'green' : 'gray'}>{webhook.enabled ? 'Enabled' : 'Disabled'}</Badge>
      </HStack>
      <Text fontSize="sm">Events: {webhook.events.join(', ')}</Text>
      {webhook.previousSecretExpiresAt ? (
        <Text fontSize="sm" color="fg.muted">
          The previous secret also signs until {formatInstantDate(webhook.previousSecretExpiresAt)}.
        </Text>
      ) : null}
      <HStack wrap="wrap" gap="2">
        <Button
          size="sm"
          variant="outline"
          loading={update.isPending}
          onClick={() => update.mutate({ id: webhook.id, body: { enabled: !webhook.enabled } })}
        >
          {webhook.enabled ? 'Disable' : 'Enable'}
        </Button>
        <Button size="sm" variant="outline" loading={test.isPending} onClick={() => test.mutate(webhook.id)}>
          Send test
        </Button>
        <Button size="sm" variant="outline" onClick={() => setConfirm('rotate')}>
          Rotate secret
        </Button>
        <Button size="sm" variant="outline" onClick={() => setShowLog((shown) => !shown)} aria-expanded={showLog}>
          {showLog ? 'Hide deliveries' : 'Deliveries'}
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirm('delete')}>
          Delete
        </Button>
      </HStack>
      {showLog ? <DeliveryLog webhookId={webhook.id} /> : null}
      <ConfirmDialog
        open={confirm === 'rotate'}
        onOpenChange={(open) => setConfirm(open ? 'rotate' : null)}
        title="Rotate the signing secret?"
        description="A new secret is made and shown once. The current one keeps signing beside it for 24 hours, so you can update your receiver without missing events."
        confirmLabel="Rotate secret"
        pending={rotate.isPending}
        onConfirm={() =>
          rotate.mutate(webhook.id, {
            onSuccess: ({ secret }) => {
              setConfirm(null);
              onSecret(secret);
            },
          })
        }
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        onOpenChange={(open) => setConfirm(open ? 'delete' : null)}
        title="Delete this webhook?"
        description={`Events stop going to ${webhook.url} at once.`}
        confirmLabel="Delete webhook"
        pending={remove.isPending}
        onConfirm={() => remove.mutate(webhook.id, { onSuccess: () => setConfirm(null) })}
      />
    </Stack>
  );
}

const statusPalette: Record<WebhookDelivery['status'], string> = {
  pending: 'orange',
  succeeded: 'green',
  failed: 'red',
};

function DeliveryLog({ webhookId }: { webhookId: string }) {
  const deliveries = useWebhookDeliveries(webhookId);
  const redeliver = useRedeliver();
  return (
    <QueryStates
      query={deliveries}
      loading={<Skeleton height="16" />}
      failed="Deliveries could not be loaded"
      isEmpty={(deliveries.data?.items.length ?? 0) === 0}
      empty={<Text fontSize="sm">No deliveries in the last 30 days.</Text>}
    >
      {(page) => (
        <Table.Root size="sm" aria-label="Deliveries">
          <TableHead columns={['Event', 'Status', 'Last answer', 'Attempts', 'Next attempt']} hiddenActions />
          <Table.Body>
            {page.items.map((delivery) => {
              const last = delivery.attempts.at(-1);
              return (
                <Table.Row key={delivery.id} data-testid="delivery">
                  <Table.Cell>
                    <Code>{delivery.eventType}</Code>
                    <Text fontSize="xs" color="fg.muted">
                      {formatDateTime(delivery.createdAt)}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={statusPalette[delivery.status]}>{delivery.status}</Badge>
                  </Table.Cell>
                  <Table.Cell>
                    {last ? (
                      <Text fontSize="sm" title={last.responseBody || undefined}>
                        {last.statusCode ?? 'No answer'} · {last.durationMs} ms
                        {last.error ? ` · ${last.error}` : ''}
                      </Text>
                    ) : (
                      '—'
                    )}
                  </Table.Cell>
                  <Table.Cell>{delivery.attempts.length}</Table.Cell>
                  {/* With the time: retries are minutes apart, so a day alone says nothing of when. */}
                  <Table.Cell>{delivery.nextAttemptAt ? formatDateTime(delivery.nextAttemptAt) : '—'}</Table.Cell>
                  <Table.Cell>
                    {delivery.status !== 'pending' ? (
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() => redeliver.mutate({ id: webhookId, deliveryId: delivery.id })}
                      >
                        Redeliver
                      </Button>
                    ) : null}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      )}
    </QueryStates>
  );
}

function CreateWebhookDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (secret: string) => void;
}) {
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<SubscribableWebhookEvent[]>([]);
  const [error, setError] = useState<string | null>(null);
  const toggle = (event: SubscribableWebhookEvent, on: boolean) =>
    setEvents((chosen) => (on ? [...chosen, event] : chosen.filter((e) => e !== event)));
  const submit = () => {
    setError(null);
    create.mutate(
      { url, events, ...(description ? { description } : {}) },
      {
        onSuccess: (created) => {
          onClose();
          setUrl('');
          setDescription('');
          setEvents([]);
          onCreated(created.secret);
        },
        onError: (failure) => setError(serverMessage(failure) ?? 'The webhook could not be added'),
      },
    );
  };
  return (
    <PlainFormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Add webhook"
      onSubmit={submit}
      submitLabel="Add webhook"
      pending={create.isPending}
      submitDisabled={!url || events.length === 0}
    >
      <TextField
        name="url"
        type="url"
        label="Endpoint URL"
        required
        value={url}
        placeholder="https://example.com/bizpilot-events"
        onChange={setUrl}
        helper="Must be https and reachable from the internet."
        error={error ?? undefined}
      />
      <TextField name="description" label="Description" value={description} maxLength={200} onChange={setDescription} />
      <fieldset>
        <Text as="legend" fontWeight="medium" mb="2">
          Events
        </Text>
        <Stack gap="1">
          {subscribableWebhookEvents.map((event) => (
            <Checkbox.Root
              key={event}
              checked={events.includes(event)}
              onCheckedChange={(e) => toggle(event, e.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{event}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </fieldset>
    </PlainFormDialog>
  );
}

/** The secret, shown this once, with Copy. */
function SecretDialog({ secret, onClose }: { secret: { title: string; value: string } | null; onClose: () => void }) {
  const copy = async () => {
    if (!secret) return;
    await navigator.clipboard?.writeText(secret.value);
    notifySuccess('Secret copied');
  };
  return (
    <DialogFrame open={secret !== null} onOpenChange={(next) => !next && onClose()} title={secret?.title}>
      <ShownOnce
        intro="Copy the signing secret now: it is not shown again. Your receiver verifies each event with it."
        onCopy={() => void copy()}
        onDone={onClose}
      >
        <Code data-testid="webhook-secret" wordBreak="break-all" p="2">
          {secret?.value}
        </Code>
      </ShownOnce>
    </DialogFrame>
  );
}
