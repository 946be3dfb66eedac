import { beforeEach, describe, expect, it } from 'vitest';
import { applyTheme, readStoredTheme, saveTheme } from './theme';

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.className = '';
});

describe('theme', () => {
  it('defaults to light', () => {
    expect(readStoredTheme()).toBe('light');
    window.localStorage.setItem('theme', 'purple');
    expect(readStoredTheme()).toBe('light');
  });

  it('saves under the key theme and applies a class on <html>', () => {
    saveTheme('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(readStoredTheme()).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    applyTheme('light');
    expect(document.documentElement.className).toBe('light');
  });
});
