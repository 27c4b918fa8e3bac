import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CreatedWebhookEndpoint,
  WebhookDelivery,
  WebhookDeliveryDetail,
  WebhookDeliveryList,
  WebhookEndpoint,
  WebhookEndpointList,
  WebhookSecret,
  type CreateWebhookEndpointRequest,
} from '@packlens/contracts';
import { apiRequest } from './http';

const webhooksKey = ['webhooks'] as const;
const deliveriesKey = (endpointId: string) => ['webhooks', endpointId, 'deliveries'] as const;
const deliveryKey = (endpointId: string, deliveryId: string) => ['webhooks', endpointId, 'deliveries', deliveryId] as const;

/** GET /api/webhooks/: the client's endpoints (never their secrets). */
export function useWebhookEndpoints() {
  return useQuery({ queryKey: webhooksKey, queryFn: () => apiRequest('/webhooks/', { schema: WebhookEndpointList }) });
}

/** POST /api/webhooks/: a new endpoint, whose answer carries the signing secret this once. */
export function useCreateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateWebhookEndpointRequest) => apiRequest('/webhooks/', { method: 'POST', body: request, schema: CreatedWebhookEndpoint }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}

/** The commands on one endpoint: disable, enable, delete, rotate the secret, send a test. */
export function useWebhookCommand() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhooksKey });
  return {
    setEnabled: useMutation({
      mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) => apiRequest(`/webhooks/${id}/${enabled ? 'enable' : 'disable'}`, { method: 'POST', schema: WebhookEndpoint }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiRequest(`/webhooks/${id}`, { method: 'DELETE', schema: WebhookEndpoint }),
      onSuccess: refresh,
    }),
    rotate: useMutation({
      mutationFn: (id: string) => apiRequest(`/webhooks/${id}/rotate_secret`, { method: 'POST', schema: WebhookSecret }),
      onSuccess: refresh,
    }),
    test: useMutation({
      mutationFn: (id: string) => apiRequest(`/webhooks/${id}/test`, { method: 'POST', schema: WebhookDelivery }),
      onSuccess: refresh,
    }),
  };
}

/** GET /api/webhooks/{id}/deliveries, refreshed while shown (attempts come in as the worker makes them). */
export function useWebhookDeliveries(endpointId: string) {
  return useQuery({
    queryKey: deliveriesKey(endpointId),
    queryFn: () => apiRequest(`/webhooks/${endpointId}/deliveries`, { schema: WebhookDeliveryList }),
    refetchInterval: 2000,
  });
}

/** GET /api/webhooks/{id}/deliveries/{deliveryId}: the body and every attempt. */
export function useWebhookDelivery(endpointId: string, deliveryId: string) {
  return useQuery({
    queryKey: deliveryKey(endpointId, deliveryId),
    queryFn: () => apiRequest(`/webhooks/${endpointId}/deliveries/${deliveryId}`, { schema: WebhookDeliveryDetail }),
    refetchInterval: 2000,
  });
}

/** POST …/replay: one more attempt, same webhook-id. */
export function useReplayWebhookDelivery(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => apiRequest(`/webhooks/${endpointId}/deliveries/${deliveryId}/replay`, { method: 'POST', schema: WebhookDelivery }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(endpointId) }),
  });
}
