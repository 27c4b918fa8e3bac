import type { Language } from '@packlens/contracts';
import { imageModelCatalogue, textModelCatalogue, type ImageModelCode, type TextModelCode } from '@packlens/generation';
import { designProviderOf } from '../design/design-providers';
import { providerOf } from '../text-requests';

const providerNames: Record<string, string> = { openai: 'OpenAI', anthropic: 'Anthropic', google: 'Google (Gemini)', replicate: 'Replicate' };

/**
 * What an image job run on this machine is made of, and what the super admin must configure for a real scene: the
 * scene is the labelled demo, the pack's cut-out and its placement are real.
 */
export function keyVisualImageNotice(modelCode: string, language: Language): string {
  const provider = providerNames[designProviderOf(modelCode)];
  const model = imageModelCatalogue[modelCode as ImageModelCode]?.name ?? modelCode;
  return {
    ja: `プロバイダーが未設定のため、シーンは「DEMO」表示のデモ画像です。商品パッケージの切り抜き（GrabCut）と配置（sharp）はこのマシンで実際に処理しています。${model}でシーンを生成するには、スーパー管理者が管理コンソールの「AIプロバイダー」で${provider}のAPIキーを設定してください。`,
    en: `No provider is configured, so the scene is a labelled demo image ("DEMO"); cutting the pack out (GrabCut) and placing it (sharp) ran on this machine for real. To draw the scene with ${model}, the super admin sets the ${provider} API key in the console under "AI providers".`,
    'zh-CN': `未配置提供商，因此场景为标有“DEMO”的演示图像；商品包装的抠图（GrabCut）与合成（sharp）在本机真实处理。如需使用${model}生成场景，请超级管理员在管理控制台的“AI提供商”中设置${provider}的API密钥。`,
  }[language];
}

/** Said while the conversation's text model is not configured: the demo writer answers. */
export function keyVisualTextNotice(modelCode: string, language: Language): string {
  const provider = providerNames[providerOf(modelCode)];
  const model = textModelCatalogue[modelCode as TextModelCode]?.name ?? modelCode;
  return {
    ja: `シーン説明はデモ生成器の文章です（オフライン・固定の文例）。${model}による説明には、スーパー管理者が管理コンソールの「AIプロバイダー」で${provider}のAPIキーを設定してください。`,
    en: `The scene descriptions are written by the demo generator (offline, fixed patterns). For descriptions by ${model}, the super admin sets the ${provider} API key in the console under "AI providers".`,
    'zh-CN': `场景说明由演示生成器撰写（离线、固定句式）。如需由${model}撰写，请超级管理员在管理控制台的“AI提供商”中设置${provider}的API密钥。`,
  }[language];
}
