import { Box, Button, Field, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { planFeatureInfo } from '@shared/billing/plan-features';
import { displayName } from '@shared/format/user-display';
import { AUDIT_RETENTION_DAYS, type AuditEntry, type AuditFilters } from '@shared/schemas/audit';
import { useState } from 'react';
import { ExportLink } from '../../../components/export-link';
import { LoadMore } from '../../../components/load-more';
import { Page } from '../../../components/page';
import { QueryStates } from '../../../components/query-states';
import { RoleRefusal } from '../../../components/role-gate';
import { ScreenLink } from '../../../components/screen-link';
import { TableHead } from '../../../components/table-head';
import { UpgradeCard } from '../../../components/upgrade-card';
import { useBrandName } from '../../../lib/branding';
import { formatDateTime } from '../../../lib/format-date';
import { useCan, usePlanFeature } from '../../../lib/use-can';
import { useAuditEntries, useAuditPeople, useAuditVerification } from '../api/audit';
import { dayBound } from '../audit-day-bounds';
import { auditSentence, value, words } from '../audit-sentence';
import { TARGET_TYPES, targetPath } from '../audit-targets';
import { verificationSentence } from '../audit-verification';

/** Settings → Audit log: who changed what, when and from where (owners and admins, on Elite). */
export function AuditLogPage() {
  const mayView = useCan('audit.view');
  const hasAuditLog = usePlanFeature('auditLog');
  return (
    <Page
      title="Audit log"
      description={`Every change in this workspace: who made it, when and from where. Entries are kept for ${AUDIT_RETENTION_DAYS} days.`}
    >
      {!mayView ? (
        <RoleRefusal capability="audit.view" />
      ) : hasAuditLog ? (
        <AuditLog />
      ) : (
        <UpgradeCard title="Audit log" upgrade="Upgrade to Elite to see the audit log">
          {planFeatureInfo.auditLog.subject} shows who changed a salary, removed a member, approved an assistant action
          or turned off an automation, and proves that nothing in it was edited or deleted. Changes are recorded on
          every plan; upgrading shows the past {AUDIT_RETENTION_DAYS} days. It is part of the Elite plan.
        </UpgradeCard>
      )}
    </Page>
  );
}

function AuditLog() {
  const [person, setPerson] = useState('');
  const [action, setAction] = useState('');
  const [targetType, setTargetType] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const filters: AuditFilters = {
    actor: person || undefined,
    action: action.trim() || undefined,
    targetType: targetType || undefined,
    from: dayBound(from, false),
    to: dayBound(to, true),
  };
  const entries = useAuditEntries(filters);
  const people = useAuditPeople();
  return (
    <Stack gap="4">
      <VerificationStatus />
      <HStack gap="3" wrap="wrap" align="end">
        <NativeSelect.Root width={{ base: 'full', sm: '14rem' }}>
          <NativeSelect.Field aria-label="Person" value={person} onChange={(e) => setPerson(e.target.value)}>
            <option value="">Everyone</option>
            {(people.data?.members ?? []).map((m) => (
              <option key={m.userId} value={m.userId}>
                {displayName(m)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Input
          aria-label="Action"
          placeholder="Action, e.g. employee.updated"
          width={{ base: 'full', sm: '16rem' }}
          value={action}
          onChange={(e) => setAction(e.target.value)}
        />
        <NativeSelect.Root width={{ base: 'full', sm: '12rem' }}>
          <NativeSelect.Field aria-label="Target" value={targetType} onChange={(e) => setTargetType(e.target.value)}>
            <option value="">Anything</option>
            {TARGET_TYPES.map(([type, label]) => (
              <option key={type} value={type}>
                {label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {/* Two date inputs both read 'mm/dd/yyyy': each is named where it can be seen. */}
        <Field.Root width="auto">
          <Field.Label fontSize="sm">From</Field.Label>
          <Input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </Field.Root>
        <Field.Root width="auto">
          <Field.Label fontSize="sm">To</Field.Label>
          <Input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </Field.Root>
        <ExportLink route="exportAuditEntries" query={filters} />
      </HStack>
      {/* ISO days compare as text. A reversed range matches nothing, which is not what 'No entries' would suggest. */}
      {from && to && from > to ? (
        <Text role="alert" color="fg.error" fontSize="sm">
          The From day is after the To day.
        </Text>
      ) : null}
      <QueryStates
        query={entries}
        loading={<Text>Loading…</Text>}
        failed="The audit log could not be loaded"
        isEmpty={entries.items.length === 0}
        empty={<Text>No entries match these filters.</Text>}
      >
        {() => (
          <Stack gap="2">
            <Stack as="ul" gap="2" listStyleType="none" aria-label="Audit entries">
              {entries.items.map((entry) => (
                <AuditRow key={entry.id} entry={entry} />
              ))}
            </Stack>
            <LoadMore {...entries} what="entries" />
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}

function VerificationStatus() {
  const check = useAuditVerification();
  if (check.isPending) return <Text color="fg.muted">Verifying the log…</Text>;
  if (check.isError) return <Text color="fg.error">The log could not be verified just now.</Text>;
  return (
    <Text role="status" fontWeight="medium" color={check.data.ok ? 'fg.success' : 'fg.error'}>
      {verificationSentence(check.data)}
    </Text>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const [open, setOpen] = useState(false);
  const fields = Object.keys(entry.changes);
  const path = targetPath(entry.target);
  const appName = useBrandName();
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3">
      <Stack gap="1">
        <Text>{auditSentence(entry, { system: appName ?? 'The app' })}</Text>
        <HStack gap="3" fontSize="sm" color="fg.muted" wrap="wrap">
          <Text>{formatDateTime(entry.at)}</Text>
          {entry.ip ? <Text>from {entry.ip}</Text> : null}
          {path ? <ScreenLink to={path}>Open {entry.target.label}</ScreenLink> : null}
          {fields.length ? (
            <Button size="xs" variant="outline" aria-expanded={open} onClick={() => setOpen(!open)}>
              {open ? 'Hide changes' : 'Show changes'}
            </Button>
          ) : null}
        </HStack>
        {open ? <ChangesTable entry={entry} /> : null}
      </Stack>
    </Box>
  );
}

function ChangesTable({ entry }: { entry: AuditEntry }) {
  return (
    <Table.Root size="sm" variant="outline" aria-label={`Changes: ${entry.target.label}`}>
      <TableHead columns={['Field', 'Before', 'After']} />
      <Table.Body>
        {Object.entries(entry.changes).map(([field, [before, after]]) => {
          const hidden = entry.hiddenFields.includes(field);
          return (
            <Table.Row key={field}>
              <Table.Cell>{words(field)}</Table.Cell>
              <Table.Cell>{hidden ? 'Hidden' : value(field, before)}</Table.Cell>
              <Table.Cell>{hidden ? 'Hidden' : value(field, after)}</Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}
