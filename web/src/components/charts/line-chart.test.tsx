import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, resetApp } from '../../testing/render-in-app';
import { LineChart } from './line-chart';

afterEach(resetApp);

const dollars = (v: number) => `$${v.toLocaleString('en-US')}`;
const days = ['Nov 16', 'Nov 17', 'Nov 18'];

function chart() {
  return screen.getByRole('img', { name: /^Revenue chart\./ });
}

describe('LineChart', () => {
  it('is one image named by every value, US-formatted', () => {
    renderInApp(<LineChart name="Revenue" labels={days} values={[500, 0, 1200]} format={dollars} color="#3182ce" />);
    expect(chart().getAttribute('aria-label')).toBe('Revenue chart. Nov 16: $500, Nov 17: $0, Nov 18: $1,200');
  });

  it('sums up a long series in its name: range, highest, lowest and latest', () => {
    const labels = Array.from({ length: 30 }, (_, i) => `Day ${i + 1}`);
    const values = labels.map((_, i) => (i === 9 ? 2500 : i === 20 ? 0 : 100 + i));
    renderInApp(<LineChart name="Revenue" labels={labels} values={values} format={dollars} color="#3182ce" />);
    expect(chart().getAttribute('aria-label')).toBe(
      'Revenue chart. Day 1 to Day 30, 30 points. Highest Day 10: $2,500. Lowest Day 21: $0. Latest Day 30: $129',
    );
  });

  it('labels its axes: the days below, round values on the left', () => {
    renderInApp(<LineChart name="Revenue" labels={days} values={[500, 0, 1200]} format={dollars} color="#3182ce" />);
    const texts = [...chart().querySelectorAll('text')].map((t) => t.textContent);
    expect(texts).toEqual(expect.arrayContaining(['Nov 16', 'Nov 17', 'Nov 18', '$0', '$500', '$1,000', '$1,500']));
  });

  it('shows a point’s value on hover, and steps through them with the arrow keys once focused', () => {
    renderInApp(<LineChart name="Revenue" labels={days} values={[500, 0, 1200]} format={dollars} color="#3182ce" />);
    // Drawn 600 px wide in a test DOM: the plot starts at x 64, a day every 260 px.
    fireEvent.mouseMove(chart(), { clientX: 70, clientY: 100 });
    expect(chart().textContent).toContain('Nov 16: $500');
    fireEvent.mouseLeave(chart());
    expect(chart().textContent).not.toContain('Nov 16: $500');

    act(() => chart().focus());
    expect(chart().textContent).toContain('Nov 18: $1,200');
    fireEvent.keyDown(chart(), { key: 'ArrowLeft' });
    expect(chart().textContent).toContain('Nov 17: $0');
    fireEvent.keyDown(chart(), { key: 'Home' });
    expect(chart().textContent).toContain('Nov 16: $500');
    fireEvent.keyDown(chart(), { key: 'Escape' });
    expect(chart().textContent).not.toContain('Nov 16: $500');
  });

  it('says there is nothing to chart when there are no points, and takes no tab stop', () => {
    renderInApp(<LineChart name="Revenue" labels={[]} values={[]} format={dollars} color="#3182ce" />);
    expect(chart().textContent).toBe('No data to chart yet');
    expect(chart().getAttribute('tabindex')).toBeNull();
  });
});
