import { Badge, Box, Button, Fieldset, HStack, Input, Skeleton, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import {
  type ApiArea,
  type ApiScope,
  apiAreaLabels,
  apiAreas,
  normalizedScopes,
  readOnlyAreas,
} from '@shared/access/api-scopes';
import { API_KEY_DEFAULT_DAYS, type ApiKey, type CreatedApiKey } from '@shared/schemas/api-keys';
import { useState } from 'react';
import { ConfirmedAction } from '../../components/confirm-dialog';
import { CheckboxField } from '../../components/form/checkbox-field';
import { PlainFormDialog } from '../../components/form/plain-form-dialog';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { QueryStates } from '../../components/query-states';
import { SectionCard } from '../../components/section-card';
import { ShownOnce } from '../../components/shown-once';
import { TableHead } from '../../components/table-head';
import { useSignedInUser } from '../../lib/auth';
import { formatDateTime, formatInstantDate } from '../../lib/format-date';
import { notifySuccess } from '../../lib/mutation-toasts';
import { serverMessage } from '../../lib/server-message';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from './api-keys-api';

/** The expiries offered; 'never' only to the owner (the server refuses it to anyone else). */
const expiryChoices = ['30', String(API_KEY_DEFAULT_DAYS), '180', '365', 'never'] as const;
type ExpiryChoice = (typeof expiryChoices)[number];
const expiryLabel = (choice: ExpiryChoice) => (choice === 'never' ? 'Never expires' : `${choice} days`);

/** The API keys of Settings → Developers: the list, creating one (shown once), revoking. */
export function ApiKeysPanel() {
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  return (
    <SectionCard title="API keys">
      <Stack gap="4">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Text color="fg.muted">
            A key acts with the scopes you give it, never beyond the role of the person who created it.
          </Text>
          <Button onClick={() => setCreating(true)}>Create API key</Button>
        </HStack>
        <QueryStates
          query={keys}
          loading={<Skeleton height="24" data-testid="api-keys-loading" />}
          failed="API keys could not be loaded"
        >
          {(list) => <KeyList keys={list} />}
        </QueryStates>
      </Stack>
      <CreateKeyDialog open={creating} onOpenChange={setCreating} />
    </SectionCard>
  );
}

function KeyList({ keys }: { keys: ApiKey[] }) {
  if (keys.length === 0) return <Text color="fg.muted">No API keys yet.</Text>;
  return (
    <Box overflowX="auto">
      <Table.Root size="sm">
        <TableHead columns={['Name', 'Scopes', 'Last used', 'Expires']} hiddenActions />
        <Table.Body>
          {keys.map((key) => (
            <KeyRow key={key.id} apiKey={key} />
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

function KeyRow({ apiKey }: { apiKey: ApiKey }) {
  const revoke = useRevokeApiKey();
  const expired = apiKey.expiresAt !== null && Date.parse(apiKey.expiresAt) <= Date.now();
  return (
    <Table.Row data-testid={`api-key-${apiKey.id}`}>
      <Table.Cell>
        <Text fontWeight="medium">{apiKey.name}</Text>
        <Text fontSize="xs" color="fg.muted" fontFamily="mono">
          {apiKey.prefix}…
        </Text>
      </Table.Cell>
      <Table.Cell>
        <Wrap gap="1">
          {apiKey.scopes.map((scope) => (
            <Badge key={scope} variant="subtle">
              {scope}
            </Badge>
          ))}
        </Wrap>
      </Table.Cell>
      <Table.Cell>{apiKey.lastUsedAt ? formatDateTime(apiKey.lastUsedAt) : 'Never'}</Table.Cell>
      <Table.Cell>
        {apiKey.expiresAt === null ? 'Never' : formatInstantDate(apiKey.expiresAt)}
        {expired ? (
          <Badge colorPalette="red" ms="2">
            Expired
          </Badge>
        ) : null}
      </Table.Cell>
      <Table.Cell textAlign="end">
        <ConfirmedAction
          trigger={(ask) => (
            <Button size="xs" variant="outline" colorPalette="red" onClick={ask}>
              Revoke<Box srOnly> {apiKey.name}</Box>
            </Button>
          )}
          title={`Revoke ${apiKey.name}?`}
          description="Every script or tool using this key is refused from its next request. This cannot be undone."
          confirmLabel="Revoke key"
          mutation={revoke}
          variables={apiKey.id}
          keepOpenOnFailure
        />
      </Table.Cell>
    </Table.Row>
  );
}

/** An area's label inside a sentence: its first letter lowered, an acronym ('KPI') kept. */
const inSentence = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/** Read and write checkboxes per area; ticking write ticks read (write implies read), read-only areas have none. */
function ScopePicker({ scopes, onChange }: { scopes: ApiScope[]; onChange: (scopes: ApiScope[]) => void }) {
  const toggle = (scope: ApiScope, on: boolean) =>
    onChange(
      on
        ? [...scopes, scope]
        : scopes.filter((s) => s !== scope && !(scope.endsWith(':read') && s === scope.replace(':read', ':write'))),
    );
  const has = (scope: ApiScope) => scopes.includes(scope);
  return (
    <Fieldset.Root>
      <Fieldset.Legend>Scopes</Fieldset.Legend>
      <Fieldset.HelperText>
        {/* 'Create key' waits for a scope: say so, or the disabled button gives no reason. */}
        {scopes.length === 0 ? 'Pick at least one scope. ' : ''}Write lets the key change what it can read.
      </Fieldset.HelperText>
      <Stack gap="2" mt="2">
        {apiAreas.map((area: ApiArea) => {
          const read = `${area}:read` as ApiScope;
          const write = `${area}:write` as ApiScope;
          return (
            <HStack key={area} gap="4">
              <Text minW="36">{apiAreaLabels[area]}</Text>
              <CheckboxField
                name={read}
                label={`Read ${inSentence(apiAreaLabels[area])}`}
                value={has(read) || has(write)}
                onChange={(on) => toggle(read, on)}
              />
              {readOnlyAreas.includes(area) ? (
                <Text fontSize="xs" color="fg.muted">
                  Read only
                </Text>
              ) : (
                <CheckboxField
                  name={write}
                  label={`Write ${inSentence(apiAreaLabels[area])}`}
                  value={has(write)}
                  onChange={(on) => toggle(write, on)}
                />
              )}
            </HStack>
          );
        })}
      </Stack>
    </Fieldset.Root>
  );
}

function CreateKeyDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const user = useSignedInUser();
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>([]);
  const [expiry, setExpiry] = useState<ExpiryChoice>(String(API_KEY_DEFAULT_DAYS) as ExpiryChoice);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const choices = expiryChoices
    .filter((choice) => choice !== 'never' || user.role === 'owner')
    .map((choice) => ({ value: choice, label: expiryLabel(choice) }));
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setName('');
      setScopes([]);
      setExpiry(String(API_KEY_DEFAULT_DAYS) as ExpiryChoice);
      setCreated(null);
      create.reset();
    }
  };
  const submit = () =>
    create.mutate(
      { name, scopes: normalizedScopes(scopes), expiresInDays: expiry === 'never' ? null : Number(expiry) },
      { onSuccess: setCreated },
    );
  return (
    <PlainFormDialog
      open={open}
      onOpenChange={close}
      size="lg"
      title={created ? 'Your new API key' : 'Create API key'}
      onSubmit={submit}
      submitLabel="Create key"
      pending={create.isPending}
      submitDisabled={scopes.length === 0}
      error={create.error ? (serverMessage(create.error) ?? 'The key could not be created') : null}
      sent={
        created ? (
          <ShownOnce
            intro="Copy the key now: it is shown only this once. Store it where your script keeps secrets."
            onCopy={() => void navigator.clipboard?.writeText(created.key).then(() => notifySuccess('API key copied'))}
            onDone={() => close(false)}
          >
            <Input readOnly value={created.key} fontFamily="mono" aria-label="New API key" />
          </ShownOnce>
        ) : null
      }
    >
      <TextField name="name" label="Name" required value={name} onChange={setName} placeholder="Spreadsheet sync" />
      <ScopePicker scopes={scopes} onChange={setScopes} />
      <SelectField name="expiry" label="Expires" value={expiry} onChange={setExpiry} options={choices} />
    </PlainFormDialog>
  );
}
