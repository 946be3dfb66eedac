import { IconButton } from '@chakra-ui/react';
import { Moon, Sun } from 'lucide-react';

/**
 * Works in the prerendered landing page too: the click is handled by lib/page-actions and the icon follows
 * the class on <html> through CSS, so no React state is involved.
 */
export function ThemeToggle() {
  return (
    <IconButton
      aria-label="Toggle theme"
      variant="ghost"
      size="sm"
      data-action="toggle-theme"
      css={{ '& .theme-icon-dark': { display: 'none' } }}
      _dark={{ '& .theme-icon-light': { display: 'none' }, '& .theme-icon-dark': { display: 'block' } }}
    >
      <Moon aria-hidden className="theme-icon-light" />
      <Sun aria-hidden className="theme-icon-dark" />
    </IconButton>
  );
}
