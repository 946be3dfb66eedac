import { Badge, Box, Button, HStack, Input, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { type AssignableRole, assignableRoles, roleDescriptions, roleLabels } from '@shared/access/roles';
import { displayName } from '@shared/format/user-display';
import type { MembersList, PendingInvitation, WorkspaceMember } from '@shared/schemas/members';
import { useState } from 'react';
import { ConfirmedAction } from '../../../components/confirm-dialog';
import { PlainFormDialog } from '../../../components/form/plain-form-dialog';
import { SelectControl, SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { Page } from '../../../components/page';
import { QueryStates } from '../../../components/query-states';
import { roleGated } from '../../../components/role-gate';
import { SectionCard } from '../../../components/section-card';
import { ShownOnce } from '../../../components/shown-once';
import { TableHead } from '../../../components/table-head';
import { UpgradeLink } from '../../../components/upgrade-link';
import { useSignedInUser } from '../../../lib/auth';
import { formatInstantDate } from '../../../lib/format-date';
import { notifySuccess } from '../../../lib/mutation-toasts';
import { serverMessage } from '../../../lib/server-message';
import { useEmployees } from '../../team/api/get-employees';
import {
  useCreateInvitation,
  useMembers,
  useRemoveMember,
  useResendInvitation,
  useRevokeInvitation,
  useTransferOwnership,
  useUpdateMember,
} from '../api/members';
import { can } from '../can';

const roleOptions = assignableRoles.map((role) => ({ value: role, label: roleLabels[role] }));

async function copyLink(url: string) {
  await navigator.clipboard?.writeText(url);
  notifySuccess('Link copied', 'Send it to the person you invited');
}

/** Settings → Team members: who is in the workspace, their roles, pending invitations and the plan's seats. */
const header = { title: 'Team members', description: 'Who can sign in to this workspace, and what each may do.' };

export const MembersPage = roleGated('members.manage', header, MembersScreen);

function MembersScreen() {
  const members = useMembers();
  return (
    <Page {...header}>
      <QueryStates
        query={members}
        loading={<Skeleton height="40" data-testid="members-loading" />}
        failed="Team members could not be loaded"
      >
        {(data) => <MembersContent data={data} />}
      </QueryStates>
    </Page>
  );
}

function MembersContent({ data }: { data: MembersList }) {
  const user = useSignedInUser();
  const [inviting, setInviting] = useState(false);
  const [lastLinks, setLastLinks] = useState<Record<string, string>>({});
  const full = data.seats.used >= data.seats.limit;
  const isOwner = can(user, 'workspace.own');
  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text data-testid="seat-count" fontWeight="medium">
          {data.seats.used} of {data.seats.limit} {data.seats.limit === 1 ? 'seat' : 'seats'}
        </Text>
        <HStack gap="3">
          {full ? <UpgradeLink>Upgrade for more seats</UpgradeLink> : null}
          <Button onClick={() => setInviting(true)} disabled={full}>
            Invite member
          </Button>
        </HStack>
      </HStack>
      <SectionCard title="Members">
        <Table.Root size="sm">
          <TableHead columns={['Name', 'Role', 'Joined']} hiddenActions />
          <Table.Body>
            {data.members.map((member) => (
              <MemberRow key={member.userId} member={member} isSelf={member.userId === user.id} isOwner={isOwner} />
            ))}
          </Table.Body>
        </Table.Root>
      </SectionCard>
      <SectionCard title="Pending invitations">
        {data.invitations.length === 0 ? (
          <Text color="fg.muted">No pending invitations.</Text>
        ) : (
          <Stack gap="3" as="ul" listStyleType="none">
            {data.invitations.map((invitation) => (
              <InvitationRow
                key={invitation.id}
                invitation={invitation}
                link={lastLinks[invitation.id]}
                onLink={(url) => setLastLinks((links) => ({ ...links, [invitation.id]: url }))}
              />
            ))}
          </Stack>
        )}
      </SectionCard>
      <InviteDialog
        open={inviting}
        onOpenChange={setInviting}
        onInvited={(id, url) => setLastLinks((links) => ({ ...links, [id]: url }))}
      />
    </Stack>
  );
}

function MemberRow({ member, isSelf, isOwner }: { member: WorkspaceMember; isSelf: boolean; isOwner: boolean }) {
  const update = useUpdateMember();
  const remove = useRemoveMember();
  const transfer = useTransferOwnership();
  const name = displayName(member);
  return (
    <Table.Row data-testid={`member-${member.userId}`}>
      <Table.Cell>
        <Text fontWeight="medium">
          {name}
          {isSelf ? ' (you)' : ''}
        </Text>
        {member.email ? (
          <Text fontSize="xs" color="fg.muted">
            {member.email}
          </Text>
        ) : null}
      </Table.Cell>
      <Table.Cell>
        {member.role === 'owner' ? (
          <Badge>{roleLabels.owner}</Badge>
        ) : (
          <SelectControl
            size="sm"
            width="40"
            disabled={update.isPending}
            aria-label={`Role of ${name}`}
            value={member.role}
            onChange={(role) => update.mutate({ userId: member.userId, body: { role } })}
            options={roleOptions}
          />
        )}
      </Table.Cell>
      <Table.Cell>{formatInstantDate(member.joinedAt)}</Table.Cell>
      <Table.Cell textAlign="end">
        {member.role === 'owner' ? null : (
          <HStack justify="end" gap="2">
            {isOwner ? (
              <ConfirmedAction
                trigger={(ask) => (
                  <Button size="xs" variant="outline" onClick={ask}>
                    Make owner
                  </Button>
                )}
                title={`Make ${name} the owner?`}
                description="They take over billing and ownership; you stay as an admin. Only they can give it back."
                confirmLabel="Transfer ownership"
                mutation={transfer}
                variables={member.userId}
              />
            ) : null}
            <ConfirmedAction
              trigger={(ask) => (
                <Button size="xs" variant="outline" colorPalette="red" aria-label={`Remove ${name}`} onClick={ask}>
                  Remove
                </Button>
              )}
              title={`Remove ${name}?`}
              description={`${name} loses access to this workspace at once. Their tasks and records stay.`}
              confirmLabel="Remove"
              mutation={remove}
              variables={member.userId}
            />
          </HStack>
        )}
      </Table.Cell>
    </Table.Row>
  );
}

function InvitationRow({
  invitation,
  link,
  onLink,
}: {
  invitation: PendingInvitation;
  link: string | undefined;
  onLink: (url: string) => void;
}) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const expired = Date.parse(invitation.expiresAt) <= Date.now();
  return (
    <HStack as="li" justify="space-between" wrap="wrap" gap="3" data-testid={`invitation-${invitation.email}`}>
      <Box>
        <Text fontWeight="medium">{invitation.email}</Text>
        <Text fontSize="xs" color="fg.muted">
          {roleLabels[invitation.role]} · invited by {invitation.invitedBy} ·{' '}
          {expired ? 'expired' : `expires ${formatInstantDate(invitation.expiresAt)}`}
        </Text>
      </Box>
      <HStack gap="2">
        {link ? (
          <Button size="xs" variant="outline" onClick={() => void copyLink(link)}>
            Copy link
          </Button>
        ) : null}
        <Button
          size="xs"
          variant="outline"
          loading={resend.isPending}
          onClick={() => resend.mutate(invitation.id, { onSuccess: (sent) => onLink(sent.inviteUrl) })}
        >
          Resend
        </Button>
        <ConfirmedAction
          trigger={(ask) => (
            <Button size="xs" variant="outline" colorPalette="red" onClick={ask}>
              Revoke
            </Button>
          )}
          title="Revoke this invitation?"
          description={`${invitation.email} can no longer join with the link they were sent. You can invite them again later.`}
          confirmLabel="Revoke invitation"
          mutation={revoke}
          variables={invitation.id}
        />
      </HStack>
    </HStack>
  );
}

function InviteDialog({
  open,
  onOpenChange,
  onInvited,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onInvited: (id: string, url: string) => void;
}) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableRole>('member');
  const [employeeId, setEmployeeId] = useState('');
  const [sentUrl, setSentUrl] = useState<string | null>(null);
  const create = useCreateInvitation();
  const employees = useEmployees({}, 100);
  const employeeOptions = [
    { value: '', label: 'None' },
    ...employees.items.map((employee) => ({ value: employee.id, label: `${employee.firstName} ${employee.lastName}` })),
  ];
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setEmail('');
      setRole('member');
      setEmployeeId('');
      setSentUrl(null);
      create.reset();
    }
  };
  const submit = () =>
    create.mutate(
      { email, role, ...(employeeId ? { employeeId } : {}) },
      {
        onSuccess: (sent) => {
          setSentUrl(sent.inviteUrl);
          onInvited(sent.id, sent.inviteUrl);
        },
      },
    );
  return (
    <PlainFormDialog
      open={open}
      onOpenChange={close}
      title="Invite member"
      onSubmit={submit}
      submitLabel="Send invitation"
      pending={create.isPending}
      error={create.error ? (serverMessage(create.error) ?? 'The invitation could not be sent') : null}
      sent={
        sentUrl ? (
          <ShownOnce
            intro={`The invitation was sent to ${email}. You can also pass on the link yourself:`}
            copyLabel="Copy link"
            onCopy={() => void copyLink(sentUrl)}
            onDone={() => close(false)}
          >
            <Input readOnly value={sentUrl} aria-label="Invitation link" />
          </ShownOnce>
        ) : null
      }
    >
      <TextField name="email" type="email" label="Email" required value={email} onChange={setEmail} />
      <SelectField
        name="role"
        label="Role"
        value={role}
        onChange={setRole}
        options={roleOptions}
        helper={roleDescriptions[role]}
      />
      <SelectField
        name="employeeId"
        label="Employee record (optional)"
        value={employeeId}
        onChange={setEmployeeId}
        options={employeeOptions}
        helper="Links the account to the person's profile and tasks."
      />
    </PlainFormDialog>
  );
}
