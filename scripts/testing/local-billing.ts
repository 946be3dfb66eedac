import type { ApiClient } from './api-client';

/** Local billing's confirmation page's form post, as the browser sends it. */
export const confirmLocally = (client: ApiClient, tier: string) =>
  client.request('POST', '/api/subscription/local-checkout', {
    body: new URLSearchParams({ tier }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

/** A plan change through the real routes without Stripe: checkout, then the local confirmation. */
export async function upgradeLocally(client: ApiClient, tier: 'pro' | 'elite'): Promise<void> {
  const checkout = await client.post('/api/subscription/create-checkout-session', { tier });
  if (checkout.status !== 200) throw new Error(`checkout answered ${checkout.status}`);
  const confirmed = await confirmLocally(client, tier);
  const location = confirmed.headers.get('location');
  if (confirmed.status !== 302 || location !== `/subscription?checkout=success&tier=${tier}`) {
    throw new Error(`local checkout answered ${confirmed.status} to ${location}`);
  }
}
