/** Spec §4: light (default) or dark, kept in localStorage under 'theme', applied as a class on <html>.
 * public/theme-init.js applies the same rule before first paint. */
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';

export function readStoredTheme(): Theme {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
}

export function saveTheme(theme: Theme): void {
  applyTheme(theme);
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Blocked storage: the choice still applies for this visit.
  }
}

/** Switches to the other theme, starting from what <html> shows now. */
export function toggleTheme(): Theme {
  const next: Theme = document.documentElement.classList.contains('dark') ? 'light' : 'dark';
  saveTheme(next);
  return next;
}
