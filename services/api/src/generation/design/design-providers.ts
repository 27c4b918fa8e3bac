import type { Language } from '@packlens/contracts';
import { imageModelCatalogue, type ImageModelCode, type ProviderId } from '@packlens/generation';

type ConnectionsNow = Partial<Record<ProviderId, { models?: Record<string, string> }>>;
/** The provider connections the super admin set, read when asked (a changed key applies to the next request). */
export type Connections = () => Promise<ConnectionsNow>;

export const providerNames: Record<string, string> = { openai: 'OpenAI', google: 'Google (Gemini)', replicate: 'Replicate' };

/** The provider section 9's model needs (`imageModelCatalogue`). */
export const designProviderOf = (modelCode: string): ProviderId => imageModelCatalogue[modelCode as ImageModelCode]?.provider ?? 'replicate';

/**
 * Who makes a design now: the model's provider when the super admin configured it (and, for the two Replicate
 * models without a public id, named the model version), else this machine's offline operations.
 */
export function designAnswererOf(modelCode: string, connections: ConnectionsNow): { provider: ProviderId | 'offline'; model: string } {
  const provider = designProviderOf(modelCode);
  const connection = connections[provider];
  const model = connection?.models?.[modelCode] || imageModelCatalogue[modelCode as ImageModelCode]?.modelId;
  if (connection && model) return { provider, model };
  return { provider: 'offline', model: modelCode };
}

/** What the super admin must configure for the real model, in the reader's language (the job ran offline). */
export function designDemoNotice(modelCode: string, language: Language): string {
  const provider = providerNames[designProviderOf(modelCode)];
  const model = imageModelCatalogue[modelCode as ImageModelCode]?.name ?? modelCode;
  return {
    ja: `プロバイダーが未設定のため、このマシン上で処理しました。背景削除・画像合成・小さな修正は実処理、テキストからの生成と大きな部分変更は「DEMO」表示のデモ画像です。${model}で生成するには、スーパー管理者が管理コンソールの「AIプロバイダー」で${provider}のAPIキーを設定してください。`,
    en: `No provider is configured, so this ran on this machine: background removal, composition and small repairs are real; text to image and large partial changes are labelled demo images. To generate with ${model}, the super admin sets the ${provider} API key in the console under "AI providers".`,
    'zh-CN': `未配置提供商，因此在本机处理：背景去除、图像合成和小范围修复为真实处理；文本生成图像和大范围局部修改为标有“DEMO”的演示图像。如需使用${model}生成，请超级管理员在管理控制台的“AI提供商”中设置${provider}的API密钥。`,
  }[language];
}

/**
 * Who draws with a brand model: Replicate runs the version it trained, or Flux dev with a LoRA file the client brought
 * (fetched from this server's public URL), where Replicate is configured now; otherwise (a demo brand model, or no way
 * to hand the LoRA over) the labelled demo generator draws.
 */
export function brandAnswererOf(
  brand: { provider: string | null; version: string | null; lora: { blobKey: string } | null },
  connections: ConnectionsNow,
  loraLink: ((blobKey: string) => string) | undefined,
): { provider: ProviderId | 'offline'; model: string; loraWeights?: string } {
  if (brand.provider === 'replicate' && brand.version && connections.replicate) return { provider: 'replicate', model: brand.version };
  // A LoRA file: Flux dev loads it per request from a link Replicate can reach (only with a public URL of this server).
  if (brand.lora && connections.replicate && loraLink) return { provider: 'replicate', model: loraRunner, loraWeights: loraLink(brand.lora.blobKey) };
  return { provider: 'offline', model: brand.version ?? 'packlens-demo-brand' };
}

/** Replicate's Flux dev that takes a LoRA's weights by URL. */
export const loraRunner = 'black-forest-labs/flux-dev-lora';

/**
 * A brand model's prompt: the user's words first (what this design is: the demo generator takes its product name from
 * them), then the trigger word the trained weights answer to, then the brand's own words.
 */
export const brandPromptOf = (brand: { trigger_word: string; brand_prompt: string }, prompt: string) => [prompt, brand.trigger_word, brand.brand_prompt].filter((part) => part.trim()).join(', ');
