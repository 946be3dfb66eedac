import { Box, Button, chakra, HStack, Link, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import type { Notification } from '@shared/schemas/notifications';
import { type MouseEvent, useState } from 'react';
import { LoadMore } from '../../../components/load-more';
import { formatRelative } from '../../../lib/format-date';
import { navigateInApp } from '../../../lib/in-app-navigate';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from '../api/notifications';
import { BellButton } from './notification-bell';

/** The bell's popover (a dialog: focus moves in, Tab stays in it, Escape closes it and returns focus to the bell). */
export default function NotificationPopover() {
  // Mounted by the bell's first click, so it starts open.
  const [open, setOpen] = useState(true);
  const notifications = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const unread = notifications.firstPage?.unreadCount ?? 0;
  return (
    <Popover.Root open={open} onOpenChange={(e) => setOpen(e.open)} positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <BellButton unread={unread} />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width={{ base: '90vw', sm: '96' }} maxH="70vh" overflowY="auto">
            <Popover.Header>
              <HStack justify="space-between" gap="2">
                <Popover.Title fontWeight="semibold">Notifications</Popover.Title>
                <Button
                  size="xs"
                  variant="ghost"
                  disabled={!unread}
                  loading={markAll.isPending}
                  onClick={() => markAll.mutate()}
                >
                  Mark all as read
                </Button>
              </HStack>
            </Popover.Header>
            <Popover.Body pt="0">
              {notifications.isPending ? (
                <Text color="fg.muted">Loading…</Text>
              ) : notifications.isError ? (
                <Text color="fg.error">Notifications could not be loaded.</Text>
              ) : notifications.items.length === 0 ? (
                <Text color="fg.muted">
                  Nothing yet. Failed automations, low cash and finished exports show up here.
                </Text>
              ) : (
                <Stack gap="3">
                  <chakra.ul listStyleType="none" display="flex" flexDirection="column" gap="1">
                    {notifications.items.map((n) => (
                      <NotificationItem key={n.id} notification={n} onFollow={() => setOpen(false)} />
                    ))}
                  </chakra.ul>
                  <LoadMore {...notifications} what="notifications" />
                </Stack>
              )}
              <Link
                href="/settings/notifications"
                fontSize="sm"
                mt="3"
                onClick={(event: MouseEvent) => {
                  event.preventDefault();
                  setOpen(false);
                  navigateInApp('/settings/notifications');
                }}
              >
                Notification settings
              </Link>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

function NotificationItem({ notification, onFollow }: { notification: Notification; onFollow: () => void }) {
  const markRead = useMarkNotificationRead();
  const unread = notification.readAt === null;
  // An `/api/` link is a download the browser fetches itself; any other is a screen of the app.
  const isDownload = notification.link.startsWith('/api/');
  const follow = (event: MouseEvent) => {
    if (unread) markRead.mutate(notification.id);
    if (isDownload) return;
    event.preventDefault();
    onFollow();
    navigateInApp(notification.link);
  };
  return (
    <li>
      <Link
        href={notification.link}
        onClick={follow}
        display="block"
        p="2"
        rounded="md"
        textDecoration="none"
        color="fg"
        bg={unread ? 'bg.muted' : undefined}
        _hover={{ bg: 'bg.emphasized' }}
        {...(isDownload ? { download: true } : {})}
      >
        <HStack gap="2" align="start">
          <Box
            aria-hidden
            mt="1.5"
            boxSize="2"
            flexShrink="0"
            rounded="full"
            bg={unread ? 'blue.solid' : 'transparent'}
          />
          <Stack gap="0.5" minW="0">
            <Text fontSize="sm" fontWeight={unread ? 'semibold' : 'normal'}>
              {unread ? <chakra.span srOnly>Unread: </chakra.span> : null}
              {notification.title}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {notification.body}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              <time dateTime={notification.createdAt}>{formatRelative(notification.createdAt)}</time>
            </Text>
          </Stack>
        </HStack>
      </Link>
    </li>
  );
}
