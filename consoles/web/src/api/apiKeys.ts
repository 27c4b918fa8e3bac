import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiKey, ApiKeyList, CreatedApiKey, type CreateApiKeyRequest } from '@packlens/contracts';
import { apiRequest } from './http';

const apiKeysKey = ['api_keys'] as const;

/** GET /api/api_keys/: the client's partner API keys (the admin's), never the keys themselves. */
export function useApiKeys() {
  return useQuery({ queryKey: apiKeysKey, queryFn: () => apiRequest('/api_keys/', { schema: ApiKeyList }) });
}

/** POST /api/api_keys/: a new key, whose answer carries the key this once. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateApiKeyRequest) => apiRequest('/api_keys/', { method: 'POST', body: request, schema: CreatedApiKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}

/** DELETE /api/api_keys/{id}: the key is refused from the next request on. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api_keys/${id}`, { method: 'DELETE', schema: ApiKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}
