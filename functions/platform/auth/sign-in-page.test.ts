import { APP_FONT_STACK } from '@shared/ui/app-font';
import { describe, expect, it } from 'vitest';
import { renderSignInPage } from './sign-in-page';

describe('renderSignInPage', () => {
  it('escapes what the user typed and every error', () => {
    const page = renderSignInPage({
      mode: 'sign-up',
      errors: ['<script>alert(1)</script>'],
      values: { email: '"><img src=x>', firstName: 'Ann & Co' },
    });
    expect(page).not.toContain('<script>alert(1)');
    expect(page).not.toContain('"><img');
    expect(page).toContain('&lt;script&gt;');
    expect(page).toContain('value="Ann &amp; Co"');
  });
  it('posts each mode to its own route, with no script at all', () => {
    expect(renderSignInPage({ mode: 'sign-in' })).toContain('action="/api/auth/local/sign-in"');
    expect(renderSignInPage({ mode: 'sign-up' })).toContain('action="/api/auth/local/sign-up"');
    expect(renderSignInPage({ mode: 'sign-up' })).not.toMatch(/<script/i);
  });
  it("follows the device's light or dark theme and uses the app's typeface, on both pages", () => {
    for (const mode of ['sign-in', 'sign-up'] as const) {
      const page = renderSignInPage({ mode });
      expect(page).toContain('color-scheme: light dark');
      expect(page).toMatch(/@media \(prefers-color-scheme: dark\) \{[\s\S]*body \{ background: #0b1120/);
      expect(page).toContain(`font-family: ${APP_FONT_STACK};`);
      expect(APP_FONT_STACK.startsWith('Inter, ')).toBe(true);
    }
  });
});
