import type { Language } from '@packlens/contracts';
import { imageModelCatalogue, type ImageModelCode } from '@packlens/generation';
import { designProviderOf } from '../design/design-providers';

const providerNames: Record<string, string> = { openai: 'OpenAI', google: 'Google (Gemini)', replicate: 'Replicate' };

/** What a logo job that ran offline says: the raster is the labelled demo, the SVG tracing is real; what to configure. */
export function logoDemoNotice(modelCode: string, language: Language): string {
  const provider = providerNames[designProviderOf(modelCode)];
  const model = imageModelCatalogue[modelCode as ImageModelCode]?.name ?? modelCode;
  return {
    ja: `プロバイダーが未設定のため、ロゴ画像は「DEMO」表示のデモ（ブランド名・スタイル・色から描いた見本）です。SVGへのベクター化はこのマシン上で実際に行っています。${model}でロゴを生成するには、スーパー管理者が管理コンソールの「AIプロバイダー」で${provider}のAPIキーを設定してください。`,
    en: `No provider is configured, so the logo images are labelled demos (drawn from the brand name, style and colours); the SVG tracing is real and ran on this machine. To generate logos with ${model}, the super admin sets the ${provider} API key in the console under "AI providers".`,
    'zh-CN': `未配置提供商，因此标志图像为标有“DEMO”的演示图（根据品牌名称、风格和颜色绘制）；SVG矢量化为在本机实际完成。如需使用${model}生成标志，请超级管理员在管理控制台的“AI提供商”中设置${provider}的API密钥。`,
  }[language];
}
