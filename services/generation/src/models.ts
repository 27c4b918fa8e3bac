import type { ProviderId } from './ports';

/**
 * Section 9's models and who serves them. Text: the three concept models (naming and catch-phrases use them too).
 * Images: the eight design-generation models; the Japanese package-design model and the beer model are Replicate
 * model versions the super admin names in system settings, so they have no fixed id here.
 */
export const textModelCatalogue = {
  gpt_4o: { provider: 'openai', modelId: 'gpt-4o', name: 'GPT-4o' },
  gemini_2_0_flash: { provider: 'google', modelId: 'gemini-2.0-flash', name: 'Gemini 2.0 Flash' },
  claude_4_5_sonnet: { provider: 'anthropic', modelId: 'claude-sonnet-4-5', name: 'Claude 4.5 Sonnet' },
} as const satisfies Record<string, { provider: Exclude<ProviderId, 'replicate'>; modelId: string; name: string }>;
export type TextModelCode = keyof typeof textModelCatalogue;
export const textModelCodes = Object.keys(textModelCatalogue) as TextModelCode[];

export const imageModelCatalogue = {
  package_design_ja: { provider: 'replicate', modelId: null, name: 'Japanese package-design model' },
  sdxl: { provider: 'replicate', modelId: 'stability-ai/sdxl', name: 'SDXL' },
  dall_e_3: { provider: 'openai', modelId: 'dall-e-3', name: 'DALL-E 3' },
  flux_1_1_pro: { provider: 'replicate', modelId: 'black-forest-labs/flux-1.1-pro', name: 'Flux 1.1 Pro' },
  gpt_image_1: { provider: 'openai', modelId: 'gpt-image-1', name: 'GPT Image 1' },
  sd_3_5_large: { provider: 'replicate', modelId: 'stability-ai/stable-diffusion-3.5-large', name: 'SD 3.5 Large' },
  beer: { provider: 'replicate', modelId: null, name: 'Beer model' },
  gemini_2_5_flash_image: { provider: 'google', modelId: 'gemini-2.5-flash-image', name: 'Gemini 2.5 Flash Image' },
} as const satisfies Record<string, { provider: ProviderId; modelId: string | null; name: string }>;
export type ImageModelCode = keyof typeof imageModelCatalogue;
