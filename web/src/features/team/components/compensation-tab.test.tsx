import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { anAuthUser, anEmployee } from '../../../testing/fixtures';
import { renderInApp, resetApp } from '../../../testing/render-in-app';
import { CompensationTab } from './compensation-tab';

afterEach(resetApp);

const render = (employee: Parameters<typeof CompensationTab>[0]['employee']) =>
  renderInApp(<CompensationTab employee={employee} />, { signedInAs: anAuthUser({ role: 'manager' }) });

describe('CompensationTab', () => {
  it('says pay is not shown to this role when the answer leaves it out, rather than that there is none', async () => {
    const { salary: _salary, hourlyRate: _hourlyRate, ...withoutPay } = { ...anEmployee({ salary: 90000 }), notes: [] };
    render(withoutPay);
    await screen.findByText('Pay is shown only to owners, admins and the employee themself');
    expect(screen.queryByText('No compensation information available')).toBeNull();
  });

  it('says there is none when the employee has neither a salary nor an hourly rate', async () => {
    render({ ...anEmployee({ salary: null, hourlyRate: null }), notes: [] });
    await screen.findByText('No compensation information available');
  });

  it('shows the salary and the hourly rate', async () => {
    render({ ...anEmployee({ salary: 90000, hourlyRate: 24.5 }), notes: [] });
    await screen.findByText('$90,000');
    expect(screen.getByText('$24.50/hour')).toBeTruthy();
  });
});
