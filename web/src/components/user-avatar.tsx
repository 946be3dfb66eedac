import { Avatar } from '@chakra-ui/react';
import { initials } from '@shared/format/user-display';
import type { AuthUser } from '@shared/schemas/user';

/** The profile image, or the user's initials when there is none (or it fails to load). */
export function UserAvatar({ user, size = 'sm' }: { user: AuthUser; size?: 'xs' | 'sm' | 'md' }) {
  return (
    <Avatar.Root size={size} colorPalette="blue" flexShrink="0">
      <Avatar.Fallback aria-hidden>{initials(user)}</Avatar.Fallback>
      {user.profileImageUrl ? <Avatar.Image src={user.profileImageUrl} alt="" /> : null}
    </Avatar.Root>
  );
}
