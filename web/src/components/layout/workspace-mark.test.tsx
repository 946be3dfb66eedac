import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aBranding, anAuthUser } from '../../testing/fixtures';
import { renderInApp, resetApp } from '../../testing/render-in-app';
import { stubApi } from '../../testing/stub-api';
import { SidebarContent } from './sidebar-content';

vi.mock('@tanstack/react-router', () => import('../../testing/router-stub'));
afterEach(resetApp);

const unset = aBranding();

describe('the sidebar header', () => {
  it("shows the workspace's logo and name, and no 'BizPilot' when white-labelled", async () => {
    stubApi({
      getBranding: () => ({
        ...unset,
        displayName: 'Northwind Bakery',
        hideBizPilotName: true,
        logoUrl: '/api/workspace/branding/logo?v=2',
      }),
    });
    const { container } = renderInApp(<SidebarContent collapsed={false} />, {
      signedInAs: anAuthUser({ subscriptionTier: 'elite' }),
    });
    // The branding is a read of its own, after the first render: under load it can take more than the default wait.
    expect(await screen.findByText('Northwind Bakery', {}, { timeout: 15_000 })).toBeTruthy();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/api/workspace/branding/logo?v=2');
    expect(screen.getByRole('link', { name: 'Northwind Bakery home' })).toBeTruthy();
    expect(container.textContent).not.toMatch(/BizPilot/i);
    expect(container.innerHTML).not.toMatch(/BizPilot/i);
  });

  it("keeps BizPilot's mark without branding", async () => {
    stubApi({ getBranding: () => unset });
    renderInApp(<SidebarContent collapsed={false} />, { signedInAs: anAuthUser() });
    expect(await screen.findByRole('link', { name: 'BizPilot home' })).toBeTruthy();
  });
});
