import { Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { planFeatureInfo } from '@shared/billing/plan-features';
import { type SsoSettings, type SsoTestResult, ssoSettingsRequestSchema } from '@shared/schemas/sso';
import { useState } from 'react';
import { ConfirmedAction } from '../../../components/confirm-dialog';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { NumberField } from '../../../components/form/number-field';
import { PageForm } from '../../../components/form/page-form';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { Page } from '../../../components/page';
import { QueryStates } from '../../../components/query-states';
import { RoleRefusal } from '../../../components/role-gate';
import { SectionCard } from '../../../components/section-card';
import { UpgradeCard } from '../../../components/upgrade-card';
import { parseNumberOrEmpty } from '../../../lib/parse-number';
import { useCanCall, usePlanFeature } from '../../../lib/use-can';
import { useDeleteSsoSettings, useSaveSsoSettings, useSsoSettings, useTestSsoSettings } from '../api/sso';

/** Settings → Security: the workspace's single sign-on (owners, on Elite). */
export function SecurityPage() {
  const mayManage = useCanCall('putSsoSettings');
  const hasSso = usePlanFeature('sso');
  return (
    <Page
      title="Security"
      description="Single sign-on: your team signs in with the accounts of your Google Workspace or Microsoft 365."
      maxW="2xl"
    >
      {!mayManage ? (
        <RoleRefusal capability="security.manage" />
      ) : hasSso ? (
        <SsoSection />
      ) : (
        <UpgradeCard title="Single sign-on" upgrade="Upgrade to Elite to use single sign-on">
          {planFeatureInfo.sso.subject} lets your team sign in with your company's own accounts (Google Workspace,
          Microsoft Entra or any OpenID Connect provider), only people of your email domain, and takes away access when
          you remove someone there. It is part of the Elite plan.
        </UpgradeCard>
      )}
    </Page>
  );
}

function SsoSection() {
  const settings = useSsoSettings(true);
  return (
    <QueryStates query={settings} loading={<Text>Loading…</Text>} failed="Single sign-on settings could not be loaded">
      {(data) => (
        <Stack gap="6">
          <SsoForm key={data?.issuerUrl ?? 'new'} settings={data} />
          {data ? <SsoStatus /> : null}
        </Stack>
      )}
    </QueryStates>
  );
}

function SsoForm({ settings }: { settings: SsoSettings | null }) {
  const save = useSaveSsoSettings();
  const form = useForm({
    initial: () => ({
      issuerUrl: settings?.issuerUrl ?? '',
      clientId: settings?.clientId ?? '',
      clientSecret: '',
      allowedDomains: settings?.allowedDomains.join(', ') ?? '',
      defaultRole: settings?.defaultRole ?? ('member' as const),
      requireSso: settings?.requireSso ?? false,
      sessionHours: String(settings?.sessionHours ?? 12),
    }),
    schema: ssoSettingsRequestSchema,
    toInput: (v) => ({
      issuerUrl: v.issuerUrl.trim(),
      clientId: v.clientId,
      ...(v.clientSecret.trim() ? { clientSecret: v.clientSecret } : {}),
      allowedDomains: v.allowedDomains
        .split(/[\s,]+/)
        .map((d) => d.trim())
        .filter(Boolean),
      defaultRole: v.defaultRole,
      requireSso: v.requireSso,
      sessionHours: parseNumberOrEmpty(v.sessionHours) ?? Number.NaN,
    }),
  });
  // A domain's own message comes under its index in the list; it belongs to the domains field.
  const domainError = form.errors.allowedDomains ?? Object.entries(form.errors).find(([key]) => /^\d+$/.test(key))?.[1];
  return (
    <SectionCard title="Single sign-on (OpenID Connect)">
      <PageForm
        form={form}
        mutation={save}
        submitLabel="Save single sign-on"
        failure="Failed to save single sign-on."
        onSaved={() => form.set('clientSecret')('')}
      >
        {settings ? (
          <Text color="fg.muted">
            Redirect URI to register with your identity provider: <code>{settings.redirectUri}</code>
          </Text>
        ) : null}
        <TextField
          label="Issuer URL"
          type="url"
          placeholder="https://accounts.google.com"
          helper="Your identity provider's issuer; its discovery document is read from there."
          {...form.field('issuerUrl')}
        />
        <TextField label="Client ID" {...form.field('clientId')} />
        <TextField
          label="Client secret"
          type="password"
          helper={
            settings?.hasClientSecret
              ? 'A secret is stored (it is never shown). Leave empty to keep it.'
              : 'Stored encrypted; never shown again.'
          }
          {...form.field('clientSecret')}
        />
        <TextField
          label="Allowed email domains"
          placeholder="yourshop.com, yourshop.co.uk"
          helper="People with an address in these domains can sign in; public ones such as gmail.com cannot be used."
          {...form.field('allowedDomains')}
          error={domainError}
        />
        <SelectField
          label="Role of new people"
          options={[
            { value: 'member', label: 'Member' },
            { value: 'viewer', label: 'Viewer' },
          ]}
          {...form.field('defaultRole')}
        />
        <NumberField
          label="Session length (hours)"
          helper="1 to 24. Someone removed at your identity provider is out here by then."
          {...form.field('sessionHours')}
        />
        <CheckboxField
          label="Require SSO for these domains (the owner keeps a password)"
          {...form.field('requireSso')}
        />
      </PageForm>
    </SectionCard>
  );
}

function SsoStatus() {
  const test = useTestSsoSettings();
  const remove = useDeleteSsoSettings();
  const [result, setResult] = useState<SsoTestResult>();
  return (
    <SectionCard title="Check and turn off">
      <Stack gap="3" align="start">
        <HStack gap="3" wrap="wrap">
          <Button
            variant="outline"
            loading={test.isPending}
            onClick={() => test.mutate(undefined, { onSuccess: setResult })}
          >
            Test the settings
          </Button>
          <ConfirmedAction
            trigger={(ask) => (
              <Button variant="outline" colorPalette="red" onClick={ask}>
                Turn off single sign-on
              </Button>
            )}
            title="Turn off single sign-on?"
            description="Everyone signs in with a password again, and your domains are free for another workspace."
            confirmLabel="Turn off"
            mutation={remove}
            keepOpenOnFailure
          />
        </HStack>
        {result ? (
          result.ok ? (
            <Text role="status">The identity provider answered as expected.</Text>
          ) : (
            <List.Root role="alert">
              {result.problems.map((problem) => (
                <List.Item key={problem}>{problem}</List.Item>
              ))}
            </List.Root>
          )
        ) : null}
      </Stack>
    </SectionCard>
  );
}
