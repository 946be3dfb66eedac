import { LOCAL_BILLING_LABEL } from '@shared/billing/local-billing';
import { limitText, meteredResources, meters } from '@shared/billing/plan-limits';
import { planFor } from '@shared/catalog/plans';
import type { SubscriptionTier } from '@shared/schemas/user';
import { errorList, escapeHtml, renderHtmlPage } from '../http/html-page';

export interface LocalCheckoutPageState {
  /** The workspace's plan now, and the plan the upgrade would give. */
  from: SubscriptionTier;
  to: SubscriptionTier;
  /** Where the confirmation form posts (the tier goes with it). */
  formAction: string;
  /** Where 'Cancel' leads: the subscription screen. */
  cancelUrl: string;
  /** Why this upgrade cannot be confirmed (already on the plan, not offered…); the page then only leads back. */
  problem?: string;
}

const STYLES = `
    .label { display: inline-block; margin: .5rem 0 1rem; padding: .2rem .6rem; border-radius: 999px; font-size: .8rem;
      font-weight: 600; background: #fef3c7; color: #78350f; }
    table { width: 100%; border-collapse: collapse; margin-bottom: .5rem; font-size: .9rem; }
    caption { text-align: left; font-weight: 600; margin-bottom: .25rem; }
    th, td { text-align: left; padding: .4rem .25rem; border-bottom: 1px solid #e5e7eb; }
    thead th { color: #4b5563; font-weight: 600; }
    td.new { font-weight: 600; }
    .cancel { display: block; text-align: center; margin-top: 1rem; }
    @media (max-width: 24rem) { table { font-size: .8rem; } }
    @media (prefers-color-scheme: dark) {
      .label { background: #451a03; color: #fde68a; } th, td { border-color: #374151; } thead th { color: #9ca3af; }
    }`;

/**
 * Local billing's stand-in for Stripe Checkout: it names the change, says plainly that nothing is paid, and
 * applies the tier only when the form is posted. Server-rendered with no JavaScript, like the local sign-in page.
 */
export function renderLocalCheckoutPage({ from, to, formAction, cancelUrl, problem }: LocalCheckoutPageState): string {
  const current = planFor(from);
  const next = planFor(to);
  const title = `Upgrade to ${next.name}`;
  const back = `<a class="cancel" href="${escapeHtml(cancelUrl)}">${problem ? 'Back to Subscription' : 'Cancel'}</a>`;
  if (problem) {
    return renderHtmlPage({
      title,
      styles: STYLES,
      content: `<h1>${escapeHtml(title)}</h1>
    <p class="label">${LOCAL_BILLING_LABEL}</p>
    ${errorList([problem])}
    ${back}`,
    });
  }

  const rows = [
    ['Price', `$${current.priceUsdPerMonth}/month`, `$${next.priceUsdPerMonth}/month`],
    ...meteredResources.map((resource) => [meters[resource].name, limitText(from, resource), limitText(to, resource)]),
  ]
    .map(
      ([what, now, then]) =>
        `<tr><th scope="row">${escapeHtml(what!)}</th><td>${escapeHtml(now!)}</td><td class="new">${escapeHtml(then!)}</td></tr>`,
    )
    .join('\n        ');

  return renderHtmlPage({
    title,
    styles: STYLES,
    content: `<h1>${escapeHtml(title)}</h1>
    <p class="label">${LOCAL_BILLING_LABEL}</p>
    <p class="note">This copy of BizPilot runs without Stripe, so confirming changes your plan at once and nothing is
      charged. With Stripe set up, this step is Stripe Checkout.</p>
    <table>
      <caption>What changes</caption>
      <thead><tr><td></td><th scope="col">${escapeHtml(current.name)} (now)</th><th scope="col">${escapeHtml(next.name)}</th></tr></thead>
      <tbody>
        ${rows}
      </tbody>
    </table>
    <form method="post" action="${escapeHtml(formAction)}">
      <input type="hidden" name="tier" value="${escapeHtml(to)}">
      <button type="submit">Confirm upgrade to ${escapeHtml(next.name)}</button>
    </form>
    ${back}`,
  });
}
