import type { CreateWebhookInput, UpdateWebhookInput, WebhookDelivery } from '@shared/schemas/webhook';
import { useQuery } from '@tanstack/react-query';
import { routeQueryOptions } from '../../lib/api-query';
import { callRoute } from '../../lib/api-route';
import { useItemMutation } from '../../lib/item-mutation';
import { failureToast, notifySuccess } from '../../lib/mutation-toasts';
import { useRouteMutation } from '../../lib/route-mutation';

export const webhooksQueryOptions = () => routeQueryOptions('listWebhooks');
export const useWebhooks = (enabled: boolean) => useQuery({ ...webhooksQueryOptions(), enabled });

/** How often the log is read again while a delivery waits for its next attempt. */
const PENDING_REFETCH_MS = 2000;
const isPending = (delivery: WebhookDelivery) => delivery.status === 'pending';

export const useWebhookDeliveries = (id: string) =>
  useQuery({
    ...routeQueryOptions('listWebhookDeliveries', { params: { id }, query: { limit: 20 } }),
    refetchInterval: (query) => (query.state.data?.items.some(isPending) ? PENDING_REFETCH_MS : false),
  });

export function useCreateWebhook() {
  return useRouteMutation('createWebhook', {
    mutationFn: (body: CreateWebhookInput) => callRoute('createWebhook', { body }),
  });
}

export function useUpdateWebhook() {
  return useRouteMutation('updateWebhook', {
    mutationFn: ({ id, body }: { id: string; body: UpdateWebhookInput }) =>
      callRoute('updateWebhook', { params: { id }, body }),
    onError: failureToast('The webhook could not be updated'),
  });
}

export function useDeleteWebhook() {
  return useItemMutation('deleteWebhook', {
    onSuccess: () => notifySuccess('Webhook deleted'),
    onError: failureToast('The webhook could not be deleted'),
  });
}

export function useRotateWebhookSecret() {
  return useItemMutation('rotateWebhookSecret', {
    onError: failureToast('The secret could not be rotated'),
  });
}

export function useTestWebhook() {
  return useItemMutation('testWebhook', {
    onSuccess: () => notifySuccess('Test event sent', 'Its delivery shows in the log below.'),
    onError: failureToast('The test event could not be sent'),
  });
}

export function useRedeliver() {
  return useRouteMutation('redeliverWebhookDelivery', {
    mutationFn: ({ id, deliveryId }: { id: string; deliveryId: string }) =>
      callRoute('redeliverWebhookDelivery', { params: { id, deliveryId } }),
    onSuccess: () => notifySuccess('Delivery queued again'),
    onError: failureToast('The delivery could not be sent again'),
  });
}
