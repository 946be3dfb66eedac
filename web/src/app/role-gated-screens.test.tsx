import type { Role } from '@shared/access/roles';
import { screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DevelopersPage } from '../features/developers/developers-page';
import { FinancialPage } from '../features/finance/components/financial-page';
import { useIntegrations } from '../features/integrations/api/get-integrations';
import { IntegrationsPage } from '../features/integrations/components/integrations-page';
import { MembersPage } from '../features/workspace/components/members-page';
import { anAuthUser } from '../testing/fixtures';
import { renderInApp, resetApp } from '../testing/render-in-app';
import { stubApi } from '../testing/stub-api';

vi.mock('@tanstack/react-router', () => import('../testing/router-stub'));

afterEach(resetApp);

/** Screens a role reaches only by their address (they are not in its sidebar or menu), and what it reads there. */
const screens: [string, ComponentType, Role, string][] = [
  ['Financial Management', FinancialPage, 'manager', 'Your role (Manager) cannot view financial data'],
  ['Team members', MembersPage, 'manager', 'Your role (Manager) cannot manage members and invitations'],
  ['Developers', DevelopersPage, 'manager', 'Your role (Manager) cannot create or revoke API keys'],
  ['Integrations', IntegrationsPage, 'member', 'Your role (Member) cannot view integrations and their data'],
];

describe('a screen the role may not use', () => {
  it.each(screens)('%s: its title and why, and no request the API would refuse', (title, Screen, role, why) => {
    const calls = stubApi(() => new Response(null, { status: 500 }));
    renderInApp(<Screen />, { signedInAs: anAuthUser({ role, subscriptionTier: 'elite' }) });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText(why)).toBeTruthy();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
    expect(calls).toEqual([]);
  });
});

/** What the automations screens read for every role: the connections that feed their triggers. */
function ConnectionCount() {
  const integrations = useIntegrations();
  return <p>{integrations.data ? `${integrations.data.length} connected` : 'no connections read'}</p>;
}

describe('a screen every role uses, with a part one role may not see', () => {
  it('reads the connections for a manager, and does not ask for a member', async () => {
    stubApi({ listIntegrations: () => [] });
    renderInApp(<ConnectionCount />, { signedInAs: anAuthUser({ role: 'manager', subscriptionTier: 'elite' }) });
    expect(await screen.findByText('0 connected')).toBeTruthy();
    resetApp();
    const calls = stubApi({ listIntegrations: () => [] });
    renderInApp(<ConnectionCount />, { signedInAs: anAuthUser({ role: 'member', subscriptionTier: 'elite' }) });
    await waitFor(() => expect(screen.getByText('no connections read')).toBeTruthy());
    expect(calls.filter((c) => c.routeId === 'listIntegrations')).toEqual([]);
  });
});
