import { DemoTextModel } from './demo/demo-text-model';
import { ProviderError } from './errors';
import { OfflineImageModel } from './offline/offline-image-model';
import type { ImageModel, ImageProviderId, ProviderConnection, ProviderId, TextModel, TextProviderId } from './ports';
import { anthropicTextModel } from './providers/anthropic';
import { googleImageModel, googleTextModel } from './providers/google';
import { openAiImageModel, openAiTextModel } from './providers/openai';
import { replicateImageModel } from './providers/replicate';

export type ProviderConnections = Partial<Record<ProviderId, ProviderConnection>>;

/**
 * The text model that answers for `provider` with the connections set now: the provider's adapter, or the
 * offline demo generator for 'demo'. A provider whose connection was removed since the job was asked fails as
 * 'auth' (the super admin must set it again), not silently as the demo.
 */
export function textModelOf(provider: TextProviderId, connections: ProviderConnections): TextModel {
  if (provider === 'demo') return new DemoTextModel();
  const connection = connections[provider];
  if (!connection) throw new ProviderError('auth', `${provider} is not configured`, { provider });
  switch (provider) {
    case 'openai':
      return openAiTextModel(connection);
    case 'anthropic':
      return anthropicTextModel(connection);
    case 'google':
      return googleTextModel(connection);
  }
}

/** The image model of a provider with the connections set now, or this machine's offline operations for 'offline'. */
export function imageModelOf(provider: ImageProviderId, connections: ProviderConnections): ImageModel {
  if (provider === 'offline') return new OfflineImageModel();
  const connection = connections[provider];
  if (!connection) throw new ProviderError('auth', `${provider} is not configured`, { provider });
  switch (provider) {
    case 'openai':
      return openAiImageModel(connection);
    case 'google':
      return googleImageModel(connection);
    case 'replicate':
      return replicateImageModel(connection);
    case 'anthropic':
      throw new ProviderError('bad_request', 'Anthropic has no image model', { provider });
  }
}
