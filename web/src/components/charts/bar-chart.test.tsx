import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, resetApp } from '../../testing/render-in-app';
import { BarChart } from './bar-chart';

afterEach(resetApp);

const weeks = ['Nov 2', 'Nov 9', 'Nov 16'];
const created = { key: 'Created', values: [3, 1, 2], color: '#a0aec0' };
const twoSeries = [created, { key: 'Completed', values: [2, 0, 2], color: '#38a169' }];

describe('BarChart', () => {
  it('is one image with the name it is given', () => {
    renderInApp(<BarChart label="Leads chart. Nov 2: 3" labels={['Nov 2']} series={[created]} />);
    expect(screen.getByRole('img', { name: 'Leads chart. Nov 2: 3' })).toBeTruthy();
  });

  it('draws a bar per series and category, whole-number ticks for counts, and a legend for several series', () => {
    renderInApp(<BarChart label="Tasks per week" labels={weeks} series={twoSeries} />);
    const chart = screen.getByRole('img', { name: 'Tasks per week' });
    const texts = [...chart.querySelectorAll('text')].map((t) => t.textContent);
    expect(texts).toEqual(expect.arrayContaining(['Nov 2', 'Nov 9', 'Nov 16', '0', '1', '2', '3']));
    expect(texts).not.toContain('0.5');
    expect(chart.textContent).toContain('Created');
    expect(chart.textContent).toContain('Completed');
    expect(chart.querySelectorAll('rect[fill="#38a169"]')).toHaveLength(3 + 1);
  });

  it('shows every series’ value for a category on hover and with the keyboard', () => {
    renderInApp(<BarChart label="Tasks per week" labels={weeks} series={twoSeries} />);
    const chart = screen.getByRole('img', { name: 'Tasks per week' });
    // Drawn 600 px wide in a test DOM: the plot starts at x 48, a week every ~179 px.
    fireEvent.mouseMove(chart, { clientX: 320, clientY: 100 });
    expect(chart.textContent).toContain('Nov 9: Created 1, Completed 0');
    fireEvent.keyDown(chart, { key: 'End' });
    expect(chart.textContent).toContain('Nov 16: Created 2, Completed 2');
  });

  it('formats values with the given format, and has no legend for one series', () => {
    const format = (v: number) => `${v} leads`;
    renderInApp(<BarChart label="Leads" labels={weeks} series={[created]} format={format} />);
    const chart = screen.getByRole('img', { name: 'Leads' });
    fireEvent.mouseMove(chart, { clientX: 60, clientY: 100 });
    expect(chart.textContent).toContain('Nov 2: 3 leads');
    expect(chart.textContent).not.toContain('Created');
  });

  it('says there is nothing to chart when there are no categories', () => {
    renderInApp(<BarChart label="Leads" labels={[]} series={[{ key: 'Leads', values: [], color: '#805ad5' }]} />);
    expect(screen.getByRole('img', { name: 'Leads' }).textContent).toBe('No data to chart yet');
  });
});
