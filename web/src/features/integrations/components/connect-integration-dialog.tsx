import { Box, Button, HStack, Link, Separator, Stack, Text, useDialogContext } from '@chakra-ui/react';
import type { ConnectField, IntegrationProvider } from '@shared/catalog/integrations';
import { createIntegrationInputSchema, type IntegrationConnectOptions } from '@shared/schemas/integration';
import { ExternalLink, FlaskConical, LogIn, Plug } from 'lucide-react';
import { FormDialogContent } from '../../../components/form/form-dialog-content';
import { FormDialogRoot } from '../../../components/form/form-dialog-root';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { useCreateIntegration } from '../api/create-integration';
import { oauthStartUrl } from '../api/oauth-start-url';

interface ConnectIntegrationDialogProps {
  provider: IntegrationProvider;
  options: IntegrationConnectOptions | undefined;
}

/**
 * Connects one provider (spec §5): the fields its catalogue entry asks for (HubSpot's Private App Token, Shopify's
 * Store URL, an access token for an OAuth provider without an OAuth app here), with Connect disabled until the
 * required ones are filled. Where the operator set up the provider's OAuth app, 'Sign in with …' goes through the
 * provider instead; in the local app, 'Use sandbox' connects to the provider sandbox.
 */
export function ConnectIntegrationDialog({ provider, options }: ConnectIntegrationDialogProps) {
  return (
    <FormDialogRoot
      trigger={
        <Button size="sm" aria-label={`Connect ${provider.name}`}>
          <Plug size={14} aria-hidden />
          Connect
        </Button>
      }
    >
      <ConnectForm provider={provider} options={options} />
    </FormDialogRoot>
  );
}

type Values = { name: string } & Record<ConnectField['key'], string>;

const secretKeys: readonly ConnectField['key'][] = ['apiKey', 'apiSecret'];

function ConnectForm({ provider, options }: ConnectIntegrationDialogProps) {
  const create = useCreateIntegration();
  const dialog = useDialogContext();
  const form = useForm({
    initial: (): Values => ({ name: '', apiKey: '', apiSecret: '', apiUrl: '', accountId: '' }),
    schema: createIntegrationInputSchema,
    toInput: (values) => ({
      provider: provider.id,
      authType: provider.authType,
      name: values.name,
      apiKey: values.apiKey,
      apiSecret: values.apiSecret,
      apiUrl: values.apiUrl,
      accountId: values.accountId,
    }),
  });
  const missingRequired = provider.fields.some((field) => field.required && !form.values[field.key].trim());
  const oauth = options?.oauthProviders.includes(provider.id);
  const useSandbox = () =>
    create.mutate(
      { provider: provider.id, authType: provider.authType, name: form.values.name, sandbox: true },
      { onSuccess: () => dialog.setOpen(false) },
    );

  return (
    <FormDialogContent
      title={`Connect ${provider.name}`}
      form={form}
      mutation={create}
      submitLabel="Connect"
      pendingLabel="Connecting..."
      submitDisabled={missingRequired}
    >
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          {provider.description}{' '}
          <Link href={provider.docsUrl} target="_blank" rel="noreferrer" colorPalette="blue" variant="underline">
            Where to find these
            <ExternalLink size={12} aria-hidden />
          </Link>
        </Text>
        {oauth ? (
          <>
            <Button asChild colorPalette="blue">
              <a href={oauthStartUrl(provider.id, form.values.name, form.values.accountId)}>
                <LogIn size={16} aria-hidden />
                Sign in with {provider.name}
              </a>
            </Button>
            <HStack>
              <Separator flex="1" />
              <Text fontSize="xs" color="fg.muted">
                or paste a token
              </Text>
              <Separator flex="1" />
            </HStack>
          </>
        ) : null}
        <TextField label="Name" {...form.field('name')} placeholder={provider.name} maxLength={100} />
        {provider.fields.map((field) => (
          <TextField
            key={field.key}
            label={field.label}
            required={field.required}
            type={secretKeys.includes(field.key) ? 'password' : field.key === 'apiUrl' ? 'url' : 'text'}
            placeholder={field.placeholder}
            helper={field.help}
            {...form.field(field.key)}
          />
        ))}
        {options?.sandbox ? (
          <Box borderWidth="1px" borderStyle="dashed" rounded="l2" p="3">
            <Stack gap="2">
              <Text fontSize="sm">
                <strong>Provider sandbox</strong> — a test {provider.name} with generated business data, running on this
                computer. Nothing leaves it.
              </Text>
              <Button size="sm" variant="outline" onClick={useSandbox} loading={create.isPending} alignSelf="start">
                <FlaskConical size={14} aria-hidden />
                Use sandbox
              </Button>
            </Stack>
          </Box>
        ) : null}
      </Stack>
    </FormDialogContent>
  );
}
