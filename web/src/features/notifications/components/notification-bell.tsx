import { Badge, Box, Button, chakra, HStack, IconButton, Link, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import type { Notification } from '@shared/schemas/notifications';
import { UNREAD_COUNT_CAP } from '@shared/schemas/notifications';
import { Bell } from 'lucide-react';
import { type MouseEvent, useState } from 'react';
import { LoadMore } from '../../../components/load-more';
import { formatRelative } from '../../../lib/format-date';
import { navigateInApp } from '../../../lib/in-app-navigate';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from '../api/notifications';

const countLabel = (count: number) => (count >= UNREAD_COUNT_CAP ? `${UNREAD_COUNT_CAP - 1}+` : String(count));

/**
 * The header's bell: the unread count on the button, the member's notifications in a popover (a dialog: focus moves
 * in, Tab stays in it, Escape closes it and returns focus to the bell). Opening one marks it read and follows its link.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const notifications = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const unread = notifications.firstPage?.unreadCount ?? 0;
  return (
    <Popover.Root open={open} onOpenChange={(e) => setOpen(e.open)} positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <IconButton
          aria-label={unread ? `Notifications, ${countLabel(unread)} unread` : 'Notifications'}
          variant="ghost"
          size="sm"
          position="relative"
        >
          <Bell aria-hidden />
          {unread ? (
            <Badge
              aria-hidden
              colorPalette="red"
              variant="solid"
              size="xs"
              position="absolute"
              top="0"
              insetEnd="0"
              rounded="full"
            >
              {countLabel(unread)}
            </Badge>
          ) : null}
        </IconButton>
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
