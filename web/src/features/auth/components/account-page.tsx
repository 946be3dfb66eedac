import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { can } from '@shared/access/roles';
import { changePasswordRequestSchema, updateAccountRequestSchema } from '@shared/schemas/account';
import type { AuthUser } from '@shared/schemas/user';
import { ConfirmedAction } from '../../../components/confirm-dialog';
import { PageForm } from '../../../components/form/page-form';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { Page } from '../../../components/page';
import { SectionCard } from '../../../components/section-card';
import { useSignedInUser } from '../../../lib/auth';
import { useChangePassword, useSignOutEverywhere, useUpdateAccount } from '../api/account';
import { DataExportSection } from './data-export-section';
import { DeleteWorkspaceSection } from './delete-workspace-section';

/** Settings → Account: the person's own name, picture, password, sessions and data. */
export function AccountPage() {
  const user = useSignedInUser();
  return (
    <Page title="Account" description="Your name, password and sign-in, and your workspace's data." maxW="2xl">
      <ProfileSection user={user} />
      <PasswordSection />
      <SessionsSection />
      {can(user.role, 'workspace.own') ? <DataExportSection /> : null}
      {can(user.role, 'workspace.own') ? <DeleteWorkspaceSection workspaceName={user.workspaceName} /> : null}
    </Page>
  );
}

function ProfileSection({ user }: { user: AuthUser }) {
  const update = useUpdateAccount();
  const form = useForm({
    initial: () => ({
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      profileImageUrl: user.profileImageUrl ?? '',
    }),
    schema: updateAccountRequestSchema,
    toInput: (v) => ({
      firstName: v.firstName,
      lastName: v.lastName,
      profileImageUrl: v.profileImageUrl.trim() || null,
    }),
  });
  return (
    <SectionCard title="Profile">
      <form noValidate onSubmit={form.handleSubmit((input) => update.mutate(input))}>
        <Stack gap="4">
          <HStack gap="4" align="start" wrap="wrap">
            <TextField label="First name" {...form.field('firstName')} />
            <TextField label="Last name" {...form.field('lastName')} />
          </HStack>
          <TextField
            label="Profile image URL"
            type="url"
            placeholder="https://…"
            helper="An https:// address of a picture; leave empty for your initials."
            {...form.field('profileImageUrl')}
          />
          <HStack>
            <Button type="submit" loading={update.isPending}>
              Save profile
            </Button>
          </HStack>
        </Stack>
      </form>
    </SectionCard>
  );
}

function PasswordSection() {
  const change = useChangePassword();
  const form = useForm({
    initial: () => ({ currentPassword: '', newPassword: '' }),
    schema: changePasswordRequestSchema,
    toInput: (v) => v,
  });
  return (
    <SectionCard title="Password">
      <PageForm
        form={form}
        mutation={change}
        submitLabel="Change password"
        failure="Failed to change password."
        onSaved={() => {
          form.set('currentPassword')('');
          form.set('newPassword')('');
        }}
      >
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          {...form.field('currentPassword')}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          helper="At least 10 characters. Your other devices will be signed out."
          {...form.field('newPassword')}
        />
      </PageForm>
    </SectionCard>
  );
}

function SessionsSection() {
  const signOut = useSignOutEverywhere();
  return (
    <SectionCard title="Sessions">
      <Stack gap="3" align="start">
        <Text color="fg.muted">
          Signed in on a shared or lost device? End every session of your account, this one too.
        </Text>
        <ConfirmedAction
          trigger={(ask) => (
            <Button variant="outline" onClick={ask}>
              Sign out everywhere
            </Button>
          )}
          title="Sign out everywhere?"
          description="Every device signed in to your account, this one included, will need to sign in again."
          confirmLabel="Sign out everywhere"
          mutation={signOut}
          keepOpenOnFailure
        />
      </Stack>
    </SectionCard>
  );
}
