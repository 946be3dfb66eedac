import { Stack, Switch, Text } from '@chakra-ui/react';
import { Page } from '../../../components/page';
import { QueryStates } from '../../../components/query-states';
import { SectionCard } from '../../../components/section-card';
import { useNotificationPreferences, useUpdateNotificationPreferences } from '../api/notifications';

/** Settings → Notifications: per kind, whether it is also emailed. Every notification shows in the bell either way. */
export function NotificationSettingsPage() {
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  return (
    <Page
      title="Notifications"
      description="Every notification shows under the bell in the header. Choose which ones are also emailed to you."
      maxW="2xl"
    >
      <SectionCard title="Email me about">
        <QueryStates
          query={preferences}
          loading={<Text color="fg.muted">Loading…</Text>}
          failed="Notification settings could not be loaded"
        >
          {(data) => (
            <Stack gap="4">
              {data.kinds.map((kind) => (
                <Switch.Root
                  key={kind.kind}
                  checked={kind.email}
                  disabled={update.isPending}
                  onCheckedChange={(e) => update.mutate({ email: { [kind.kind]: e.checked } })}
                  alignItems="start"
                  gap="3"
                >
                  <Switch.HiddenInput />
                  <Switch.Control mt="0.5">
                    <Switch.Thumb />
                  </Switch.Control>
                  <Stack gap="0">
                    <Switch.Label fontWeight="medium">{kind.label}</Switch.Label>
                    <Text fontSize="sm" color="fg.muted">
                      {kind.description}
                    </Text>
                  </Stack>
                </Switch.Root>
              ))}
              <Text fontSize="sm" color="fg.muted">
                Notifications are kept for 90 days.
              </Text>
            </Stack>
          )}
        </QueryStates>
      </SectionCard>
    </Page>
  );
}
