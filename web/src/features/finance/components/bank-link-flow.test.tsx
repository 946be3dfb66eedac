import type { BankAccount } from '@shared/schemas/finance';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aBankAccount, anAnalysis } from '../../../testing/fixtures';
import { renderInApp, resetApp } from '../../../testing/render-in-app';
import { FinancialPage } from './financial-page';
import { POLL_MS } from './use-bank-link-flow';

const checking = aBankAccount({
  name: 'Business Checking',
  institution: 'First Platypus Bank',
  mask: '0012',
  origin: 'plaid',
  bankLinkId: 'link1',
});

/** The server's side, as the page sees it: what each call answers now, and every call made. */
let server: {
  connect: object;
  verify: unknown[];
  accounts: BankAccount[];
  calls: string[];
};
/** The popup the page opens: where it was sent, and whether it was closed (by the page or the user). */
let popup: { location: { href: string }; closed: boolean; close: () => void };
let opened: unknown[][];

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  server = { connect: {}, verify: [], accounts: [], calls: [] };
  popup = {
    location: { href: 'about:blank' },
    closed: false,
    close: vi.fn(() => {
      popup.closed = true;
    }),
  };
  opened = [];
  vi.spyOn(window, 'open').mockImplementation((...args: unknown[]) => {
    opened.push(args);
    return popup as unknown as Window;
  });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    server.calls.push(`${method} ${url}`);
    if (url === '/api/financial/connect-plaid') {
      return Response.json(server.connect, { status: 'status' in server.connect ? 502 : 200 });
    }
    if (url === '/api/financial/bank-links/link1/verify') {
      const answer = server.verify.length > 1 ? server.verify.shift() : server.verify[0];
      return Response.json(answer);
    }
    if (url === '/api/financial/bank-links/link1/sync') {
      return Response.json({ imported: 3, updated: 1, removed: 0, hasMore: false, lastSyncAt: '2026-03-31T10:00:00Z' });
    }
    if (url === '/api/financial/bank-links/link1' && method === 'DELETE') {
      server.accounts = [];
      return new Response(null, { status: 204 });
    }
    if (url === '/api/financial/accounts') return Response.json(server.accounts);
    if (url === '/api/financial/analysis') return Response.json(anAnalysis());
    if (url.startsWith('/api/financial/statements')) return Response.json({ items: [], cursor: null });
    return new Response('not found', { status: 404 });
  });
});
afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
  resetApp();
});

const pending = {
  status: 'pending',
  institution: null,
  accounts: [],
  message: 'Waiting for you to finish linking your bank in the Plaid window.',
};
const connectButton = () => screen.findByRole('button', { name: 'Connect Bank with Plaid' });
const poll = () => act(() => vi.advanceTimersByTimeAsync(POLL_MS));

describe('Connect Bank with Plaid', () => {
  it('opens the 500×700 popup, waits for the server to verify, then says "Bank Connected Successfully"', async () => {
    server.connect = { linkUrl: 'https://secure.plaid.com/hl/abc123', linkId: 'link1' };
    server.verify = [pending, pending];
    renderInApp(<FinancialPage />);
    fireEvent.click(await connectButton());

    expect(opened[0]).toEqual(['about:blank', 'bizpilot-bank-link', expect.stringContaining('width=500,height=700')]);
    expect(await screen.findByText('Finish linking your bank in the Plaid window')).toBeTruthy();
    expect(popup.location.href).toBe('https://secure.plaid.com/hl/abc123');
    expect((await connectButton()).hasAttribute('disabled')).toBe(true);

    // Still pending: no success is claimed while the user is at the bank.
    await poll();
    await poll();
    expect(server.calls.filter((c) => c.endsWith('/verify'))).toHaveLength(2);
    expect(screen.queryByText('Bank Connected Successfully')).toBeNull();
    expect(popup.closed).toBe(false);

    server.accounts = [checking];
    server.verify = [
      {
        status: 'connected',
        institution: 'First Platypus Bank',
        accounts: [checking],
        message: 'First Platypus Bank is connected with 1 account.',
      },
    ];
    await poll();
    expect(await screen.findByText('Bank Connected Successfully')).toBeTruthy();
    expect(popup.closed).toBe(true);
    expect(screen.queryByText('Finish linking your bank in the Plaid window')).toBeNull();
    const bank = await screen.findByRole('region', { name: 'First Platypus Bank' });
    expect(within(bank).getByText('Business Checking')).toBeTruthy();
    expect(within(bank).getByText('First sync under way · syncs every hour')).toBeTruthy();

    // No more checks once connected.
    const checks = server.calls.filter((c) => c.endsWith('/verify')).length;
    await poll();
    expect(server.calls.filter((c) => c.endsWith('/verify'))).toHaveLength(checks);
  });

  it('shows "not configured" as information with the Demo Bank offered, and closes the popup it opened', async () => {
    server.connect = {
      message:
        'Bank linking is not configured on this server (it needs Plaid keys). Link the Demo Bank to try the Financial screens with realistic data, or upload a statement from your bank.',
    };
    renderInApp(<FinancialPage />);
    fireEvent.click(await connectButton());
    expect(await screen.findByText('Bank linking is not configured')).toBeTruthy();
    expect(screen.getByText(/it needs Plaid keys/)).toBeTruthy();
    const notice = screen.getByRole('status');
    expect(within(notice).getByRole('button', { name: 'Link the Demo Bank' })).toBeTruthy();
    expect(popup.closed).toBe(true);
    expect(screen.queryByText('Connection Failed')).toBeNull();
  });

  it('stops showing Connect Bank with Plaid as the primary action once the server says linking is not configured', async () => {
    server.connect = { message: 'Bank linking is not configured on this server (it needs Plaid keys).' };
    const first = renderInApp(<FinancialPage />);
    const demo = () => screen.getAllByRole('button', { name: 'Link the Demo Bank' })[0]!;
    const primary = (await connectButton()).className;
    expect(primary).not.toBe(demo().className);
    fireEvent.click(await connectButton());
    await screen.findByText('Bank linking is not configured');
    // Styled as the outline Demo Bank button beside it, not as the solid primary one.
    expect((await connectButton()).className).toBe(demo().className);
    // Coming back to the page in the same tab, before any click.
    first.unmount();
    renderInApp(<FinancialPage />);
    expect((await connectButton()).className).toBe(demo().className);
  });

  it("shows 'Connection Failed' with the server's words when Plaid refuses, and closes the popup", async () => {
    server.connect = {
      status: 502,
      message: 'Plaid could not start linking a bank: invalid client_id or secret provided',
    };
    renderInApp(<FinancialPage />);
    fireEvent.click(await connectButton());
    expect(await screen.findByText('Connection Failed')).toBeTruthy();
    expect(screen.getByText('Plaid could not start linking a bank: invalid client_id or secret provided')).toBeTruthy();
    expect(popup.closed).toBe(true);
    expect((await connectButton()).hasAttribute('disabled')).toBe(false);
  });

  it('says why no bank was linked when the user left Plaid, or closed its window', async () => {
    server.connect = { linkUrl: 'https://secure.plaid.com/hl/abc123', linkId: 'link1' };
    server.verify = [
      {
        status: 'exited',
        institution: null,
        accounts: [],
        message: 'You left Plaid before linking a bank. Connect Bank starts again.',
      },
    ];
    renderInApp(<FinancialPage />);
    fireEvent.click(await connectButton());
    await screen.findByText('Finish linking your bank in the Plaid window');
    await poll();
    expect(await screen.findByText('You left Plaid before linking a bank. Connect Bank starts again.')).toBeTruthy();
    expect(popup.closed).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    popup.closed = false;
    server.verify = [pending];
    fireEvent.click(await connectButton());
    await screen.findByText('Finish linking your bank in the Plaid window');
    popup.closed = true;
    for (let i = 0; i < 3; i++) await poll();
    expect(
      await screen.findByText('The Plaid window was closed before a bank was linked. Connect Bank starts again.'),
    ).toBeTruthy();
  });

  it('syncs a linked bank on demand, and unlinks it only after a confirmation', async () => {
    server.accounts = [{ ...checking, lastSyncAt: '2026-03-31T09:00:00Z', syncError: 'fake ITEM_LOGIN_REQUIRED' }];
    renderInApp(<FinancialPage />);
    expect(await screen.findByText('The last sync failed: fake ITEM_LOGIN_REQUIRED')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sync now (First Platypus Bank)' }));
    expect(await screen.findByText('Sync Complete')).toBeTruthy();
    expect(screen.getByText('3 new transactions, 1 updated, 0 removed.')).toBeTruthy();
    expect(server.calls).toContain('POST /api/financial/bank-links/link1/sync');

    fireEvent.click(screen.getByRole('button', { name: 'Unlink (First Platypus Bank)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unlink First Platypus Bank?' });
    expect(server.calls).not.toContain('DELETE /api/financial/bank-links/link1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByText('Bank unlinked')).toBeTruthy();
    expect(server.calls).toContain('DELETE /api/financial/bank-links/link1');
    expect(await screen.findByText('No accounts yet. Link a bank or upload a statement to add one.')).toBeTruthy();
  });
});
