import { Button, Field, HStack, Image, Input, Stack, Text } from '@chakra-ui/react';
import { type Branding, DISPLAY_NAME_MAX, logoTooLargeMessage, MAX_LOGO_BYTES } from '@shared/schemas/branding';
import { useRef, useState } from 'react';
import { ConfirmedAction } from '../../../components/confirm-dialog';
import { LoadingList } from '../../../components/list-states';
import { Page } from '../../../components/page';
import { QueryStates } from '../../../components/query-states';
import { RoleRefusal } from '../../../components/role-gate';
import { ScreenLink } from '../../../components/screen-link';
import { SectionCard } from '../../../components/section-card';
import { SwitchCard } from '../../../components/switch-card';
import { useCan, usePlanFeature } from '../../../lib/use-can';
import { useBranding, useDeleteLogo, useUpdateBranding, useUploadLogo } from '../api/branding';

/**
 * Settings → Branding (Elite, owners and admins): the name, logo and accent colour every member's app, the reports
 * and the automations' emails carry, and the white-label switch that takes BizPilot's name off them.
 */
export function BrandingPage() {
  const branded = usePlanFeature('branding');
  const mayChange = useCan('workspace.settings');
  const branding = useBranding();
  return (
    <Page title="Branding" description="Your name, logo and colour on every screen, report and email." maxW="2xl">
      {!mayChange ? (
        <RoleRefusal capability="workspace.settings" />
      ) : !branded ? (
        <SectionCard title="Custom branding">
          <Text fontSize="sm">
            Put your logo, name and colour on the app, the PDF reports and the emails your automations send, and hide
            BizPilot's name, with the Elite plan's custom branding.{' '}
            <ScreenLink to="/subscription">See plans</ScreenLink>
          </Text>
        </SectionCard>
      ) : (
        <QueryStates
          query={branding}
          loading={<LoadingList label="Loading the branding" count={3} height="20" />}
          failed="The branding could not be loaded"
        >
          {(data) => (
            <>
              <NameAndColourSection branding={data} />
              <LogoSection branding={data} />
              <WhiteLabelSection branding={data} />
            </>
          )}
        </QueryStates>
      )}
    </Page>
  );
}

/** What the colour picker starts at while no accent colour is set (the picker cannot show 'none'). */
const PICKER_START = '#2563eb';

function NameAndColourSection({ branding }: { branding: Branding }) {
  const update = useUpdateBranding();
  const [displayName, setDisplayName] = useState(branding.displayName ?? '');
  const [accentColor, setAccentColor] = useState(branding.accentColor ?? PICKER_START);
  const adjusted = branding.accentColor && branding.appliedAccentColor !== branding.accentColor;
  return (
    <SectionCard title="Name and colour">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate({ displayName: displayName.trim() || null, accentColor });
        }}
      >
        <Stack gap="4">
          <Field.Root>
            <Field.Label>Display name</Field.Label>
            <Input
              value={displayName}
              maxLength={DISPLAY_NAME_MAX}
              placeholder="Your business's name"
              onChange={(e) => setDisplayName(e.target.value)}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>Accent colour</Field.Label>
            <HStack gap="3">
              <Input type="color" w="16" p="1" value={accentColor} onChange={(e) => setAccentColor(e.target.value)} />
              <Text fontSize="sm" fontFamily="mono">
                {accentColor}
              </Text>
            </HStack>
          </Field.Root>
          {branding.appliedAccentColor ? (
            <HStack gap="2" fontSize="sm">
              <Text>Colour in use:</Text>
              <Text
                as="span"
                px="2"
                rounded="sm"
                color="white"
                fontFamily="mono"
                style={{ backgroundColor: branding.appliedAccentColor }}
                data-testid="applied-accent"
              >
                {branding.appliedAccentColor}
              </Text>
            </HStack>
          ) : null}
          {adjusted ? (
            <Text fontSize="sm" role="status">
              White text on {branding.accentColor} would be hard to read, so the app uses the nearest darker shade,{' '}
              {branding.appliedAccentColor}, which meets the WCAG AA contrast of 4.5:1.
            </Text>
          ) : null}
          <HStack>
            <Button type="submit" colorPalette="blue" loading={update.isPending}>
              Save name and colour
            </Button>
            {/* Saving always stores a colour, so without this a colour once set could never be taken off again. */}
            {branding.accentColor ? (
              <Button
                variant="ghost"
                disabled={update.isPending}
                onClick={() => update.mutate({ accentColor: null }, { onSuccess: () => setAccentColor(PICKER_START) })}
              >
                Use the default colour
              </Button>
            ) : null}
          </HStack>
        </Stack>
      </form>
    </SectionCard>
  );
}

function LogoSection({ branding }: { branding: Branding }) {
  const upload = useUploadLogo();
  const remove = useDeleteLogo();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <SectionCard title="Logo">
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          A PNG, JPEG or SVG of at most 512 KB. It shows in the sidebar and as the browser tab's icon.
        </Text>
        {branding.logoUrl ? (
          <Image
            src={branding.logoUrl}
            alt="Current logo"
            boxSize="16"
            objectFit="contain"
            borderWidth="1px"
            rounded="md"
          />
        ) : (
          <Text fontSize="sm">No logo yet.</Text>
        )}
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/svg+xml"
          aria-label="Logo file"
          hidden
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (!file) return;
            if (file.size > MAX_LOGO_BYTES) return setProblem(logoTooLargeMessage);
            setProblem(null);
            upload.mutate(file);
          }}
        />
        {problem ? (
          <Text fontSize="sm" color="fg.error" role="alert">
            {problem}
          </Text>
        ) : null}
        <HStack>
          <Button variant="outline" loading={upload.isPending} onClick={() => input.current?.click()}>
            {branding.logoUrl ? 'Replace logo' : 'Upload logo'}
          </Button>
          {branding.logoUrl ? (
            <ConfirmedAction
              trigger={(ask) => (
                <Button variant="ghost" colorPalette="red" loading={remove.isPending} onClick={ask}>
                  Remove logo
                </Button>
              )}
              title="Remove the logo?"
              description="It comes off the sidebar, the browser tab, the reports and the emails. You can upload a logo again at any time."
              confirmLabel="Remove logo"
              mutation={remove}
            />
          ) : null}
        </HStack>
      </Stack>
    </SectionCard>
  );
}

function WhiteLabelSection({ branding }: { branding: Branding }) {
  const update = useUpdateBranding();
  return (
    <SwitchCard
      title="White-label"
      label="Hide the product's name"
      checked={branding.hideBizPilotName}
      disabled={update.isPending}
      onChange={(hideBizPilotName) => update.mutate({ hideBizPilotName })}
    >
      <Text fontSize="sm" color="fg.muted">
        On, your members' screens, the exported reports and your automations' emails carry only your name.
      </Text>
    </SwitchCard>
  );
}
