import type { Language } from '@packlens/contracts';

/**
 * What a demo brand model is, and what the super admin must configure for a real one, in the reader's language: no
 * training runs on this machine; a LoRA brought by the client is drawn with by Replicate only.
 */
export function brandDemoNotice(kind: 'training' | 'lora', language: Language): string {
  if (kind === 'lora') {
    return {
      ja: 'LoRAファイルを保存しました。このLoRAでの生成はReplicate（Flux dev）が行います。スーパー管理者がReplicateのAPIキーを設定し、サーバーの公開URL（PUBLIC_URL）をReplicateから参照できる場合に使われ、それ以外は「DEMO」表示のデモ画像になります。',
      en: 'The LoRA file is stored. Replicate (Flux dev) draws with it when the super admin has set Replicate’s API key and this server’s public URL (PUBLIC_URL) is reachable from Replicate; otherwise brand generation gives labelled demo images.',
      'zh-CN': 'LoRA文件已保存。当超级管理员设置了Replicate的API密钥，且Replicate可以访问本服务器的公开URL（PUBLIC_URL）时，由Replicate（Flux dev）使用此LoRA生成；否则品牌生成为标有“DEMO”的演示图像。',
    }[language];
  }
  return {
    ja: 'Replicateが未設定のため、学習は行われず、画像から読み取ったブランドカラーを使うデモのブランドモデルを作成しました。生成される画像は「DEMO」表示のデモ画像です。実際に学習するには、スーパー管理者が管理コンソールの「AIプロバイダー」でReplicateのAPIキーとブランド学習用トレーナー（brand_trainer）を設定してください。',
    en: 'Replicate is not configured, so nothing was trained: this demo brand model keeps the brand colours read from its images, and what it generates are labelled demo images. For a real training, the super admin sets Replicate’s API key and its brand trainer (brand_trainer) in the console under "AI providers".',
    'zh-CN': '未配置Replicate，因此未进行训练：此演示品牌模型保留了从图片中读取的品牌色，生成的是标有“DEMO”的演示图像。如需实际训练，请超级管理员在管理控制台的“AI提供商”中设置Replicate的API密钥和品牌训练器（brand_trainer）。',
  }[language];
}
