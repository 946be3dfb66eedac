import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/ui/toast-region';
import { anAuthUser } from '../../../testing/fixtures';
import { renderInApp } from '../../../testing/render-in-app';
import { stubApi } from '../../../testing/stub-api';
import { stubStoredSetting } from '../../../testing/stub-stored-setting';
import { AiSettingsPage } from './ai-settings-page';

afterEach(() => {
  toaster.remove();
  cleanup();
  vi.unstubAllGlobals();
});

const settings = { enabled: true, instructions: '', glossary: [], goals: '' };

describe('AiSettingsPage', () => {
  it('turns AI off on any plan, and offers Custom AI training as an upgrade below Elite', async () => {
    const calls = stubStoredSetting('getAiSettings', 'updateAiSettings', settings);
    renderInApp(<AiSettingsPage />, { signedInAs: anAuthUser({ subscriptionTier: 'pro' }) });

    fireEvent.click(await screen.findByRole('switch', { name: 'Use AI in this workspace' }));
    expect(await screen.findByText('AI features turned off')).toBeTruthy();
    expect(calls.find((c) => c.routeId === 'updateAiSettings')?.body).toEqual({ enabled: false });
    expect(screen.getByRole('link', { name: 'See plans' })).toBeTruthy();
    expect(screen.queryByLabelText('Instructions')).toBeNull();
  });

  it('saves instructions and glossary on Elite, refusing a term given twice before sending', async () => {
    const calls = stubStoredSetting('getAiSettings', 'updateAiSettings', settings);
    renderInApp(<AiSettingsPage />, { signedInAs: anAuthUser({ subscriptionTier: 'elite' }) });

    fireEvent.change(await screen.findByLabelText('Instructions'), { target: { value: 'We are a bakery.' } });
    for (const meaning of ['appointments', 'bookings']) {
      fireEvent.click(screen.getByRole('button', { name: 'Add a term' }));
      const row = screen.getAllByPlaceholderText('Term').length;
      fireEvent.change(screen.getByLabelText(`Term ${row}`), { target: { value: 'covers' } });
      fireEvent.change(screen.getByLabelText(`Meaning of term ${row}`), { target: { value: meaning } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Save AI settings' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Each glossary term may appear once');
    expect(calls.filter((c) => c.routeId === 'updateAiSettings')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove term 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save AI settings' }));
    expect(await screen.findByText('AI settings saved')).toBeTruthy();
    expect(calls.find((c) => c.routeId === 'updateAiSettings')?.body).toEqual({
      instructions: 'We are a bakery.',
      goals: '',
      glossary: [{ term: 'covers', meaning: 'bookings' }],
    });
  });

  it('shows a member the settings without the means to change them', async () => {
    stubApi({ getAiSettings: () => ({ ...settings, instructions: 'Be brief.' }) });
    renderInApp(<AiSettingsPage />, { signedInAs: anAuthUser({ role: 'member', subscriptionTier: 'elite' }) });
    expect(((await screen.findByLabelText('Instructions')) as HTMLTextAreaElement).value).toBe('Be brief.');
    expect(screen.getByText('Your role (Member) cannot change workspace settings')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save AI settings' })).toBeNull();
  });
});
