import type { Branding } from '@shared/schemas/branding';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/ui/toast-region';
import { aBranding, anAuthUser } from '../../../testing/fixtures';
import { renderInApp } from '../../../testing/render-in-app';
import { stubApi } from '../../../testing/stub-api';
import { stubStoredSetting } from '../../../testing/stub-stored-setting';
import { BrandingPage } from './branding-page';

afterEach(() => {
  toaster.remove();
  cleanup();
  vi.unstubAllGlobals();
});

const unset = aBranding();

describe('BrandingPage', () => {
  it('saves the name and colour, and says when the colour was darkened to stay readable', async () => {
    let stored: Branding = unset;
    const calls = stubApi({
      getBranding: () => stored,
      updateBranding: ({ body }) => {
        stored = { ...unset, ...body, appliedAccentColor: '#8a7400' };
        return stored;
      },
    });
    renderInApp(<BrandingPage />, { signedInAs: anAuthUser({ subscriptionTier: 'elite' }) });

    fireEvent.change(await screen.findByLabelText('Display name'), { target: { value: 'Northwind Bakery' } });
    fireEvent.change(screen.getByLabelText('Accent colour'), { target: { value: '#ffd700' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name and colour' }));
    expect(await screen.findByText('Branding saved')).toBeTruthy();
    expect(calls.find((c) => c.routeId === 'updateBranding')?.body).toEqual({
      displayName: 'Northwind Bakery',
      accentColor: '#ffd700',
    });
    expect(
      await screen.findByText(
        /White text on #ffd700 would be hard to read, so the app uses the nearest darker shade, #8a7400/,
      ),
    ).toBeTruthy();
  });

  it('turns white-label on with the switch', async () => {
    const calls = stubStoredSetting('getBranding', 'updateBranding', unset);
    renderInApp(<BrandingPage />, { signedInAs: anAuthUser({ subscriptionTier: 'elite' }) });
    fireEvent.click(await screen.findByRole('switch', { name: "Hide the product's name" }));
    expect(await screen.findByText('Branding saved')).toBeTruthy();
    expect(calls.find((c) => c.routeId === 'updateBranding')?.body).toEqual({ hideBizPilotName: true });
  });

  it('shows the logo with a way to remove it, and refuses a file over 512 KB before sending it', async () => {
    const calls = stubApi({
      getBranding: () => ({ ...unset, logoUrl: '/api/workspace/branding/logo?v=1' }),
      deleteBrandingLogo: () => unset,
    });
    renderInApp(<BrandingPage />, { signedInAs: anAuthUser({ subscriptionTier: 'elite' }) });
    expect((await screen.findByAltText('Current logo')).getAttribute('src')).toBe('/api/workspace/branding/logo?v=1');
    const big = new File([new Uint8Array(513 * 1024)], 'logo.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Logo file'), { target: { files: [big] } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The logo is larger than 512 KB; choose a smaller file',
    );
    expect(calls.filter((c) => c.routeId === 'uploadBrandingLogo')).toEqual([]);
    // Removing the logo is destructive: it asks first, and nothing is removed until confirmed.
    fireEvent.click(screen.getByRole('button', { name: 'Remove logo' }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('Remove the logo?');
    expect(calls.filter((c) => c.routeId === 'deleteBrandingLogo')).toEqual([]);
    fireEvent.click(within(question).getByRole('button', { name: 'Remove logo' }));
    expect(await screen.findByText('Logo removed')).toBeTruthy();
    expect(calls.filter((c) => c.routeId === 'deleteBrandingLogo')).toHaveLength(1);
  });

  it("goes back to the app's own colour once an accent colour was set", async () => {
    let stored: Branding = { ...unset, accentColor: '#ffd700', appliedAccentColor: '#8a7400' };
    const calls = stubApi({
      getBranding: () => stored,
      updateBranding: ({ body }) => {
        stored = { ...stored, accentColor: null, appliedAccentColor: null, ...body };
        return stored;
      },
    });
    renderInApp(<BrandingPage />, { signedInAs: anAuthUser({ subscriptionTier: 'elite' }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Use the default colour' }));
    expect(await screen.findByText('Branding saved')).toBeTruthy();
    expect(calls.find((c) => c.routeId === 'updateBranding')?.body).toEqual({ accentColor: null });
    await waitFor(() => expect(screen.queryByTestId('applied-accent')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Use the default colour' })).toBeNull();
  });

  it('offers the upgrade below Elite, and tells other roles who can change it', async () => {
    stubApi({ getBranding: () => unset });
    renderInApp(<BrandingPage />, { signedInAs: anAuthUser({ subscriptionTier: 'pro' }) });
    expect(await screen.findByRole('link', { name: 'See plans' })).toBeTruthy();
    expect(screen.queryByLabelText('Display name')).toBeNull();
    cleanup();
    renderInApp(<BrandingPage />, { signedInAs: anAuthUser({ role: 'manager', subscriptionTier: 'elite' }) });
    expect(await screen.findByText('Your role (Manager) cannot change workspace settings')).toBeTruthy();
    expect(screen.queryByLabelText('Display name')).toBeNull();
  });
});
