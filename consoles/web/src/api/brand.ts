import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BrandModel, BrandModelList, type BrandModelCreateRequest } from '@packlens/contracts';
import { apiRequest } from './http';

/**
 * Brand models (contract: contracts/src/api/brand.ts): the client's brand models for the brand generation mode. A
 * training runs as a job: the list is read again every few seconds while one trains.
 */
const brandKey = ['brand-models'] as const;
const trainingPollMs = 3000;

/** GET /api/brand_models/ */
export function useBrandModels(enabled = true) {
  return useQuery({
    queryKey: brandKey,
    queryFn: () => apiRequest('/brand_models/', { schema: BrandModelList }),
    enabled,
    refetchInterval: (query) => (query.state.data?.some((model) => model.status === 'training') ? trainingPollMs : false),
  });
}

function useBrandCommand<Input>(run: (input: Input) => Promise<BrandModel>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (model) => {
      queryClient.setQueryData<BrandModel[]>(brandKey, (list) => (list ? [model, ...list.filter((m) => m.id !== model.id)] : [model]));
      void queryClient.invalidateQueries({ queryKey: brandKey });
    },
  });
}

/** POST /api/brand_models/ */
export const useCreateBrandModel = () => useBrandCommand((input: BrandModelCreateRequest) => apiRequest('/brand_models/', { method: 'POST', body: input, schema: BrandModel }));

/** POST /api/brand_models/{id}/images: the client's own images, one `files` part each. */
export const useUploadBrandImages = (id: string) =>
  useBrandCommand((files: readonly File[]) => {
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    return apiRequest(`/brand_models/${id}/images`, { method: 'POST', body: form, schema: BrandModel });
  });

/** POST /api/brand_models/{id}/lora: a safetensors file of up to 50 MB. */
export const useUploadBrandLora = (id: string) =>
  useBrandCommand((file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return apiRequest(`/brand_models/${id}/lora`, { method: 'POST', body: form, schema: BrandModel });
  });

/** POST /api/brand_models/{id}/trainings (202: the model, training). */
export const useTrainBrandModel = (id: string) => useBrandCommand(() => apiRequest(`/brand_models/${id}/trainings`, { method: 'POST', body: {}, schema: BrandModel }));
