import { chakra } from '@chakra-ui/react';
import { initials } from '@shared/format/user-display';
import type { AuthUser } from '@shared/schemas/user';
import { type KeyboardEvent, lazy, Suspense, useState } from 'react';
import { useSignedInUser } from '../../lib/auth';
import { UserAvatar } from '../user-avatar';

const loadPopup = () => import('./user-menu-popup');
const UserMenuPopup = lazy(loadPopup);

/** The trigger's look and name, the same before and after the menu has loaded. */
export function userMenuTriggerProps(user: AuthUser) {
  return {
    // The name starts with what the button shows (the initials), so speech input can say it (WCAG 2.5.3).
    'aria-label': `${initials(user)}, User menu`,
    rounded: 'full',
    cursor: 'pointer',
    focusRing: 'outside',
  } as const;
}

/** The keys that open a menu from its trigger (WAI-ARIA menu button). */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp']);

/**
 * The header's user menu. Its machine (zag's menu, floating-ui) is not part of the first paint: the button loads it
 * when pointed at or focused, and the first click (or Enter, Space, an arrow key) mounts the menu open.
 */
export function UserMenu() {
  const user = useSignedInUser();
  const [used, setUsed] = useState(false);
  const trigger = (
    <chakra.button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      {...userMenuTriggerProps(user)}
      onPointerEnter={() => void loadPopup()}
      onFocus={() => void loadPopup()}
      onClick={() => setUsed(true)}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        setUsed(true);
      }}
    >
      <UserAvatar user={user} />
    </chakra.button>
  );
  if (!used) return trigger;
  return (
    <Suspense fallback={trigger}>
      <UserMenuPopup user={user} />
    </Suspense>
  );
}
