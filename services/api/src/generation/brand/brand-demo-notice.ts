import type { Language } from '@packlens/contracts';

/**
 * What a demo brand model is, and what the super admin must configure for a real one, in the reader's language: no
 * training runs on this machine; a LoRA brought by the client is stored but drawn with by a provider only.
 */
export function brandDemoNotice(kind: 'training' | 'lora', language: Language): string {
  if (kind === 'lora') {
    return {
      ja: 'LoRAファイルは保存されましたが、このバージョンではLoRAファイルでの生成はデモ画像になります。学習済みのブランドモデルで生成するには、Replicateで学習してください。',
      en: 'The LoRA file is stored, but in this version generating with an uploaded LoRA gives demo images. Train the brand model on Replicate to generate with it.',
      'zh-CN': 'LoRA文件已保存，但在此版本中使用上传的LoRA文件生成的是演示图像。如需使用品牌模型生成，请在Replicate上训练。',
    }[language];
  }
  return {
    ja: 'Replicateが未設定のため、学習は行われず、画像から読み取ったブランドカラーを使うデモのブランドモデルを作成しました。生成される画像は「DEMO」表示のデモ画像です。実際に学習するには、スーパー管理者が管理コンソールの「AIプロバイダー」でReplicateのAPIキーとブランド学習用トレーナー（brand_trainer）を設定してください。',
    en: 'Replicate is not configured, so nothing was trained: this demo brand model keeps the brand colours read from its images, and what it generates are labelled demo images. For a real training, the super admin sets Replicate’s API key and its brand trainer (brand_trainer) in the console under "AI providers".',
    'zh-CN': '未配置Replicate，因此未进行训练：此演示品牌模型保留了从图片中读取的品牌色，生成的是标有“DEMO”的演示图像。如需实际训练，请超级管理员在管理控制台的“AI提供商”中设置Replicate的API密钥和品牌训练器（brand_trainer）。',
  }[language];
}
