import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aBankAccount, anAnalysis } from '../../../testing/fixtures';
import { renderInApp, resetApp } from '../../../testing/render-in-app';
import { FinancialPage } from './financial-page';

const empty = anAnalysis();

const demoAccount = aBankAccount({ balance: 21000 });

let linked: boolean;
beforeEach(() => {
  linked = false;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (url === '/api/financial/demo-bank' && method === 'POST') {
      linked = true;
      return Response.json({ accounts: [demoAccount], imported: 160 }, { status: 201 });
    }
    if (url === '/api/financial/accounts') return Response.json(linked ? [demoAccount] : []);
    if (url.startsWith('/api/financial/analysis')) {
      return Response.json(
        linked
          ? {
              ...empty,
              hasData: true,
              revenue: 14786,
              expenses: 14053,
              netIncome: 733,
              profitMargin: 5,
              healthScore: 89,
            }
          : empty,
      );
    }
    return new Response('not found', { status: 404 });
  });
});
afterEach(resetApp);

describe('FinancialPage', () => {
  it('shows "No Financial Data Yet" until the Demo Bank is linked, then the figures and the badged accounts', async () => {
    renderInApp(<FinancialPage />);
    expect(await screen.findByRole('heading', { name: 'No Financial Data Yet' })).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Link the Demo Bank' })[0]!);
    expect(await screen.findByText('Bank Connected Successfully')).toBeTruthy();
    expect(await screen.findByText('$14,786.00')).toBeTruthy();
    expect(screen.getByText('Demo')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Link the Demo Bank' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Demo Bank' })).toBeTruthy();
  });
});
