import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, resetApp } from '../../testing/render-in-app';
import { RadarChart } from './radar-chart';

afterEach(resetApp);

const axes = [
  { label: 'Leadership', value: 50 },
  { label: 'Communication', value: 80 },
  { label: 'Teamwork', value: 100 },
];

describe('RadarChart', () => {
  it('is one image with the name it is given, every axis labelled', () => {
    renderInApp(<RadarChart label="Skills: Leadership 50" axes={axes} max={100} size={300} />);
    const chart = screen.getByRole('img', { name: 'Skills: Leadership 50' });
    expect([...chart.querySelectorAll('text')].map((t) => t.textContent)).toEqual([
      'Leadership',
      'Communication',
      'Teamwork',
    ]);
    expect(chart.querySelectorAll('circle[fill="none"]')).toHaveLength(5);
  });

  it('shows a value on hover and with the arrow keys', () => {
    renderInApp(<RadarChart label="Skills" axes={axes} max={100} size={300} />);
    const chart = screen.getByRole('img', { name: 'Skills' });
    // Drawn 600 × 300 in a test DOM: centre (300, 150), radius 120; Communication (80) sits 30° below 3 o'clock.
    fireEvent.mouseMove(chart, { clientX: 385, clientY: 196 });
    expect(chart.textContent).toContain('Communication: 80');
    fireEvent.mouseMove(chart, { clientX: 300, clientY: 150 });
    expect(chart.textContent).not.toContain('Communication: 80');
    fireEvent.keyDown(chart, { key: 'Home' });
    expect(chart.textContent).toContain('Leadership: 50');
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(chart.textContent).toContain('Communication: 80');
  });

  it('says there is nothing to chart without axes', () => {
    renderInApp(<RadarChart label="Skills" axes={[]} max={100} size={300} />);
    expect(screen.getByRole('img', { name: 'Skills' }).textContent).toBe('No data to chart yet');
  });
});
