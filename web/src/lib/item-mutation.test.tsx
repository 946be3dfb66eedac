import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { renderInApp, resetApp } from '../testing/render-in-app';
import { stubApi } from '../testing/stub-api';
import { routeQueryOptions } from './api-query';
import { type ItemRouteId, useItemMutation } from './item-mutation';

afterEach(resetApp);

const aKey = {
  id: 'key-1',
  name: 'Spreadsheet sync',
  prefix: 'bp_live_ab12',
  scopes: [],
  createdBy: 'user-1',
  createdAt: '2026-11-20T09:00:00.000Z',
  lastUsedAt: null,
  expiresAt: null,
};

/** A list of keys and a button that revokes one, as the developers panel has them. */
function KeyList() {
  const keys = useQuery(routeQueryOptions('listApiKeys'));
  const revoke = useItemMutation('revokeApiKey');
  return (
    <>
      <p>{keys.data ? `${keys.data.length} keys` : 'Loading'}</p>
      <button type="button" onClick={() => revoke.mutate('key-1')}>
        Revoke
      </button>
    </>
  );
}

describe('useItemMutation', () => {
  it('calls the route with the id in its path, then reads again what the route changes', async () => {
    let keys = 1;
    const calls = stubApi({
      listApiKeys: () => Array.from({ length: keys }, () => aKey),
      revokeApiKey: () => {
        keys = 0;
        return null;
      },
    });
    renderInApp(<KeyList />);
    await screen.findByText('1 keys');
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    await screen.findByText('0 keys');
    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
        'GET /api/api-keys',
        'DELETE /api/api-keys/key-1',
        'GET /api/api-keys',
      ]),
    );
  });

  it('takes only a route that needs nothing but the id in its path', () => {
    expectTypeOf<'revokeApiKey'>().toExtend<ItemRouteId>();
    expectTypeOf<'createApiKey'>().not.toExtend<ItemRouteId>(); // a body
    expectTypeOf<'listApiKeys'>().not.toExtend<ItemRouteId>(); // no id
    expectTypeOf<'redeliverWebhookDelivery'>().not.toExtend<ItemRouteId>(); // a second path parameter
  });
});
