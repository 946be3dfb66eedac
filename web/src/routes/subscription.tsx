import { readCheckoutReturn } from '@shared/billing/checkout-return';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ensureQuery, preload } from '../app/load-query';
import { subscriptionInfoQueryOptions } from '../features/billing/api/get-subscription-info';
import { SubscriptionPage } from '../features/billing/components/subscription-page';

export const Route = createFileRoute('/subscription')({
  validateSearch: readCheckoutReturn,
  loader: ({ context }) => preload(context.queryClient, ensureQuery(subscriptionInfoQueryOptions())),
  component: SubscriptionRoute,
});

function SubscriptionRoute() {
  const checkoutReturn = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const clearCheckoutReturn = useCallback(() => void navigate({ search: {}, replace: true }), [navigate]);
  return <SubscriptionPage checkoutReturn={checkoutReturn} onCheckoutHandled={clearCheckoutReturn} />;
}
