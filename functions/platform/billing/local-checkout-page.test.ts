import { describe, expect, it } from 'vitest';
import { renderLocalCheckoutPage } from './local-checkout-page';

const paths = { formAction: '/api/subscription/local-checkout', cancelUrl: '/subscription?checkout=canceled' };
const text = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('renderLocalCheckoutPage', () => {
  it('says no payment is taken and shows what the upgrade changes, from the plan catalogue', () => {
    const page = renderLocalCheckoutPage({ from: 'starter', to: 'pro', ...paths });
    expect(text(page)).toContain('Local billing — no payment taken');
    expect(text(page)).toContain('Price $29/month $79/month');
    expect(text(page)).toContain('Tasks 100 a month Unlimited');
    expect(text(page)).toContain('AI messages 100 a month Unlimited');
    expect(text(page)).toContain('Automations 5 25');
  });

  it('confirms with a plain form post of the tier, and cancels back to the subscription screen', () => {
    const page = renderLocalCheckoutPage({ from: 'pro', to: 'elite', ...paths });
    expect(page).toContain('<form method="post" action="/api/subscription/local-checkout">');
    expect(page).toContain('<input type="hidden" name="tier" value="elite">');
    expect(page).toContain('<button type="submit">Confirm upgrade to Elite</button>');
    expect(page).toContain('href="/subscription?checkout=canceled"');
    expect(page).not.toMatch(/<script/i);
  });

  it('offers no confirmation when the upgrade cannot happen, only the reason and a way back', () => {
    const page = renderLocalCheckoutPage({
      from: 'pro',
      to: 'pro',
      ...paths,
      problem: 'The workspace is already on the Pro plan',
    });
    expect(page).not.toContain('<form');
    expect(page).toContain('role="alert"');
    expect(text(page)).toContain('The workspace is already on the Pro plan');
    expect(text(page)).toContain('Back to Subscription');
  });

  it('escapes what it is given', () => {
    const page = renderLocalCheckoutPage({
      from: 'starter',
      to: 'pro',
      formAction: '/x"><script>',
      cancelUrl: '/y',
      problem: '<img src=x>',
    });
    expect(page).not.toContain('<img src=x>');
    expect(page).not.toContain('"><script>');
  });
});
