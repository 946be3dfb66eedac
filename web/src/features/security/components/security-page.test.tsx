import type { SsoSettings } from '@shared/schemas/sso';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anAuthUser } from '../../../testing/fixtures';
import { renderInApp, resetApp } from '../../../testing/render-in-app';
import { failure, stubApi } from '../../../testing/stub-api';
import { SecurityPage } from './security-page';

vi.mock('@tanstack/react-router', () => import('../../../testing/router-stub'));

afterEach(resetApp);

const eliteOwner = anAuthUser({ role: 'owner', subscriptionTier: 'elite' });

const saved: SsoSettings = {
  issuerUrl: 'https://accounts.google.com',
  clientId: 'client-1',
  hasClientSecret: true,
  allowedDomains: ['shop.example'],
  defaultRole: 'member',
  requireSso: true,
  sessionHours: 12,
  redirectUri: 'http://app/api/auth/sso/callback',
};

describe('SecurityPage', () => {
  it('shows what single sign-on is and the upgrade on a plan without it, and no form', () => {
    stubApi({});
    renderInApp(<SecurityPage />, { signedInAs: anAuthUser({ role: 'owner', subscriptionTier: 'pro' }) });
    expect(screen.getByRole('link', { name: 'Upgrade to Elite to use single sign-on' }).getAttribute('href')).toBe(
      '/subscription',
    );
    expect(screen.queryByLabelText(/Issuer URL/)).toBeNull();
  });

  it('tells an admin why their role cannot change sign-in', () => {
    stubApi({});
    renderInApp(<SecurityPage />, { signedInAs: anAuthUser({ role: 'admin', subscriptionTier: 'elite' }) });
    expect(
      screen.getByText('Your role (Admin) cannot change how people sign in to the workspace (single sign-on)'),
    ).toBeTruthy();
    expect(screen.queryByLabelText(/Issuer URL/)).toBeNull();
  });

  it('sets single sign-on up, refusing a public email domain before sending', async () => {
    const calls = stubApi({
      getSsoSettings: () => Response.json(null),
      putSsoSettings: ({ body }) => ({ ...saved, ...body, hasClientSecret: true }),
    });
    renderInApp(<SecurityPage />, { signedInAs: eliteOwner });
    fireEvent.change(await screen.findByLabelText(/Issuer URL/), { target: { value: 'https://accounts.google.com' } });
    fireEvent.change(screen.getByLabelText(/Client ID/), { target: { value: 'client-1' } });
    fireEvent.change(screen.getByLabelText(/Client secret/), { target: { value: 's3cret' } });
    fireEvent.change(screen.getByLabelText(/Allowed email domains/), { target: { value: 'gmail.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save single sign-on' }));
    expect(await screen.findByText(/Public email domains/)).toBeTruthy();
    expect(calls.some((c) => c.routeId === 'putSsoSettings')).toBe(false);

    fireEvent.change(screen.getByLabelText(/Allowed email domains/), { target: { value: 'shop.example, shop.co.uk' } });
    await userEvent.click(screen.getByRole('checkbox', { name: /Require SSO/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save single sign-on' }));
    await waitFor(() => expect(calls.some((c) => c.routeId === 'putSsoSettings')).toBe(true));
    expect(calls.find((c) => c.routeId === 'putSsoSettings')!.body).toEqual({
      issuerUrl: 'https://accounts.google.com',
      clientId: 'client-1',
      clientSecret: 's3cret',
      allowedDomains: ['shop.example', 'shop.co.uk'],
      defaultRole: 'member',
      requireSso: true,
      sessionHours: 12,
    });
  });

  it("keeps a stored secret unless a new one is typed, shows the server's refusal and the test's problems", async () => {
    const calls = stubApi({
      getSsoSettings: () => saved,
      putSsoSettings: () => failure(409, "shop.example is already used by another workspace's single sign-on"),
      testSsoSettings: () => ({ ok: false, problems: ['The discovery names no authorization_endpoint'] }),
    });
    renderInApp(<SecurityPage />, { signedInAs: eliteOwner });
    expect(await screen.findByText('A secret is stored (it is never shown). Leave empty to keep it.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save single sign-on' }));
    expect(await screen.findByText("shop.example is already used by another workspace's single sign-on")).toBeTruthy();
    expect(calls.find((c) => c.routeId === 'putSsoSettings')!.body).not.toHaveProperty('clientSecret');

    fireEvent.click(screen.getByRole('button', { name: 'Test the settings' }));
    expect(await screen.findByText('The discovery names no authorization_endpoint')).toBeTruthy();
  });
});
