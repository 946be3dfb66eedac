import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { anAuthUser } from '../../../testing/fixtures';
import { renderInApp, resetApp } from '../../../testing/render-in-app';
import { DescribeIt } from './describe-it';

afterEach(resetApp);

describe('DescribeIt', () => {
  it('offers the description box while the workspace has AI on', async () => {
    renderInApp(<DescribeIt onProposal={() => {}} />, { signedInAs: anAuthUser() });
    expect(await screen.findByRole('textbox', { name: /^Describe it/ })).toBeTruthy();
  });

  it('says AI is off in its place, asking the server nothing, while the workspace has AI turned off', async () => {
    renderInApp(<DescribeIt onProposal={() => {}} />, { signedInAs: { ...anAuthUser(), aiEnabled: false } });
    expect((await screen.findByTestId('ai-off-notice')).textContent).toContain(
      'AI features are turned off for this workspace.',
    );
    expect(screen.queryByRole('textbox', { name: /^Describe it/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Propose' })).toBeNull();
  });
});
