import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installPageActions } from './page-actions';

beforeAll(() => installPageActions(document));
beforeEach(() => {
  document.documentElement.className = 'light';
  window.localStorage.clear();
  document.body.innerHTML = `
    <button data-action="toggle-theme"><svg><path id="icon"></path></svg></button>
    <button data-scroll-to="pricing">View Pricing</button>
    <section id="pricing"></section>`;
});

describe('page actions', () => {
  it('toggles the theme from a click anywhere inside the button', () => {
    document.getElementById('icon')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(window.localStorage.getItem('theme')).toBe('dark');
    document.querySelector<HTMLElement>('[data-action]')!.click();
    expect(document.documentElement.classList.contains('light')).toBe(true);
    expect(window.localStorage.getItem('theme')).toBe('light');
  });

  it('smoothly scrolls to the named section', () => {
    const section = document.getElementById('pricing')!;
    const scroll = vi.fn();
    section.scrollIntoView = scroll;
    document.querySelector<HTMLElement>('[data-scroll-to]')!.click();
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });
});
