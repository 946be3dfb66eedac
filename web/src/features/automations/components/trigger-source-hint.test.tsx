import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp, resetApp } from '../../../testing/render-in-app';
import { TriggerSourceHint } from './trigger-source-hint';

vi.mock('@tanstack/react-router', () => import('../../../testing/router-stub'));

afterEach(resetApp);

describe('TriggerSourceHint', () => {
  it('reads as sentences before its link: once "…reports a new lead Connect one" and "…connect one Connect one"', () => {
    renderInApp(<TriggerSourceHint triggerType="new_lead" actionType="update_crm" connected={[]} />);
    const links = screen.getAllByRole('link', { name: 'Connect one' });
    expect(links.map((link) => link.parentElement?.textContent)).toEqual([
      'No CRM connected yet: this automation runs when a connected CRM reports a new lead. Connect one',
      'No CRM connected yet: this action fails without one. Connect one',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/integrations', '/integrations']);
  });
});
