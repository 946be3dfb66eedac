import { Badge, IconButton, type IconButtonProps } from '@chakra-ui/react';
import { UNREAD_COUNT_CAP } from '@shared/schemas/notifications';
import { Bell } from 'lucide-react';
import { forwardRef, lazy, Suspense, useState } from 'react';
import { useNotifications } from '../api/notifications';

const countLabel = (count: number) => (count >= UNREAD_COUNT_CAP ? `${UNREAD_COUNT_CAP - 1}+` : String(count));

/** The bell button with the unread count, the same before and after the popover has loaded. */
export const BellButton = forwardRef<HTMLButtonElement, IconButtonProps & { unread: number }>(function BellButton(
  { unread, ...props },
  ref,
) {
  return (
    <IconButton
      ref={ref}
      aria-label={unread ? `Notifications, ${countLabel(unread)} unread` : 'Notifications'}
      variant="ghost"
      size="sm"
      position="relative"
      {...props}
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
  );
});

const loadPopover = () => import('./notification-popover');
const NotificationPopover = lazy(loadPopover);

/**
 * The header's bell: the unread count on the button, the member's notifications in a popover. The popover's machine
 * (zag's popover, floating-ui, the focus trap and dismissable layer, ~15 KB gz) is not part of any screen's first
 * paint: the bell loads it when pointed at or focused, and the first click mounts it open.
 */
export function NotificationBell() {
  const notifications = useNotifications();
  const unread = notifications.firstPage?.unreadCount ?? 0;
  const [used, setUsed] = useState(false);
  const trigger = (
    <BellButton
      unread={unread}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={() => void loadPopover()}
      onFocus={() => void loadPopover()}
      onClick={() => setUsed(true)}
    />
  );
  if (!used) return trigger;
  return (
    <Suspense fallback={trigger}>
      <NotificationPopover />
    </Suspense>
  );
}
