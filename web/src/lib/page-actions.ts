import { toggleTheme } from './theme';

/**
 * Behaviour for markup that must work without React: the landing page is prerendered HTML and signed-out
 * visitors never download React. Buttons declare what they do in data attributes and one delegated listener
 * on the document performs it, for the prerendered page and the React app alike.
 *
 * - `data-action="toggle-theme"` switches light/dark.
 * - `data-scroll-to="<id>"` smoothly scrolls that element into view.
 */
export function installPageActions(root: Document): void {
  root.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const trigger = target?.closest<HTMLElement>('[data-action], [data-scroll-to]');
    if (!trigger) return;
    if (trigger.dataset.action === 'toggle-theme') toggleTheme();
    const scrollTarget = trigger.dataset.scrollTo;
    if (scrollTarget) root.getElementById(scrollTarget)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  });
}
