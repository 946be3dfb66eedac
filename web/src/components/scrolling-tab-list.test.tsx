import { Tabs } from '@chakra-ui/react';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, resetApp } from '../testing/render-in-app';
import { ScrollingTabList } from './scrolling-tab-list';

afterEach(resetApp);

/** jsdom lays nothing out: the list's widths are what a 360 px phone measures for six tabs. */
function measured(list: HTMLElement, widths: { scrollWidth: number; clientWidth: number }) {
  Object.defineProperty(list, 'scrollWidth', { configurable: true, value: widths.scrollWidth });
  Object.defineProperty(list, 'clientWidth', { configurable: true, value: widths.clientWidth });
}

function renderTabs() {
  const view = renderInApp(
    <Tabs.Root defaultValue="a">
      <ScrollingTabList>
        {['a', 'b', 'c', 'd', 'e', 'f'].map((v) => (
          <Tabs.Trigger key={v} value={v}>
            Tab {v}
          </Tabs.Trigger>
        ))}
      </ScrollingTabList>
    </Tabs.Root>,
  );
  return { ...view, list: screen.getByRole('tablist'), hint: () => view.container.querySelector('[data-scroll-hint]') };
}

describe('ScrollingTabList', () => {
  it('scrolls sideways and shows a hint at the right edge while tabs are hidden there', () => {
    const { list, hint } = renderTabs();
    expect(getComputedStyle(list).overflowX).toBe('auto');
    expect(getComputedStyle(list).flexWrap).toBe('nowrap');
    measured(list, { scrollWidth: 640, clientWidth: 360 });
    fireEvent.scroll(list);
    expect(hint()).not.toBeNull();
    // Scrolled to the end: nothing more to the right, so no hint.
    list.scrollLeft = 280;
    fireEvent.scroll(list);
    expect(hint()).toBeNull();
  });

  it('shows no hint when every tab fits', () => {
    const { list, hint } = renderTabs();
    measured(list, { scrollWidth: 360, clientWidth: 360 });
    fireEvent.scroll(list);
    expect(hint()).toBeNull();
  });
});
