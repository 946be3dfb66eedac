import { IconButton } from '@chakra-ui/react';
import { Moon, Sun } from 'lucide-react';
import { useTheme } from '../lib/use-theme';

export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  return (
    <IconButton
      aria-label="Toggle theme"
      aria-pressed={theme === 'dark'}
      variant="ghost"
      size="sm"
      onClick={toggleTheme}
    >
      {theme === 'dark' ? <Sun aria-hidden /> : <Moon aria-hidden />}
    </IconButton>
  );
}
