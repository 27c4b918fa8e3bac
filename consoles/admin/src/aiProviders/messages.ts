import type { Language } from '@packlens/contracts';

/** The AI providers' texts; the console's i18n spreads them under `resources`. */
export const aiProviderMessages: Record<Language, { providers: Record<string, unknown> }> = {
  ja: {
    providers: {
      name: 'AIプロバイダー',
      list_title: 'AIプロバイダー',
      fields: {
        name: 'プロバイダー', key_set: 'APIキー', key_last_four: '保存されているキー（末尾）', base_url: 'ベースURL', serves: '使うモデル', updated_at: '更新日時',
        api_key: '新しいAPIキー', clear_api_key: '保存されているAPIキーを削除する',
        'models.package_design_ja': '日本のパッケージデザインモデル', 'models.beer': 'ビールモデル', 'models.background_removal': '背景削除モデル', 'models.brand_trainer': 'ブランド学習（トレーナー）',
        'models.gpt_4o': 'GPT-4o のモデルID', 'models.claude_4_5_sonnet': 'Claude 4.5 Sonnet のモデルID', 'models.gemini_2_0_flash': 'Gemini 2.0 Flash のモデルID',
      },
      helpers: {
        api_key: '入力した場合のみ新しいキーに置き換えます。暗号化して保存され、末尾4文字以外は表示されません。',
        base_url: '空欄はプロバイダー自身のAPI。プロキシや、OpenAI互換のサーバー（社内のモデルサーバーなど）のURLを指定できます。',
        models: 'Replicateのモデル（owner/name または owner/name:version）',
        text_models: 'テキストモデルのID（プロバイダーが名前を変えたり提供を終えたりしたときだけ入力）',
        text_model_id: '空欄は標準のID（例: claude-sonnet-4-5）。プロバイダーのモデル一覧にあるIDをそのまま入力します。',
        demo: 'キーもベースURLもないプロバイダーのモデルは、デモ生成器（オフライン）が代わりに答えます。',
      },
      not_set: '未設定',
    },
  },
  en: {
    providers: {
      name: 'AI providers',
      list_title: 'AI providers',
      fields: {
        name: 'Provider', key_set: 'API key', key_last_four: 'Stored key (ends in)', base_url: 'Base URL', serves: 'Models', updated_at: 'Updated at',
        api_key: 'New API key', clear_api_key: 'Remove the stored API key',
        'models.package_design_ja': 'Japanese package-design model', 'models.beer': 'Beer model', 'models.background_removal': 'Background removal model', 'models.brand_trainer': 'Brand model trainer',
        'models.gpt_4o': 'GPT-4o model id', 'models.claude_4_5_sonnet': 'Claude 4.5 Sonnet model id', 'models.gemini_2_0_flash': 'Gemini 2.0 Flash model id',
      },
      helpers: {
        api_key: 'Replaces the key only when filled in. Stored encrypted; only its last four characters are ever shown.',
        base_url: 'Empty for the provider’s own API. A proxy, or an OpenAI-compatible server (a model server at your site), may be named here.',
        models: 'Replicate models (owner/name or owner/name:version)',
        text_models: 'Text model ids (only when the provider renamed or retired a model)',
        text_model_id: 'Empty for the standard id (e.g. claude-sonnet-4-5). Enter the id exactly as the provider’s model list gives it.',
        demo: 'Models of a provider with neither key nor base URL are answered by the demo generator (offline) instead.',
      },
      not_set: 'Not set',
    },
  },
  'zh-CN': {
    providers: {
      name: 'AI提供商',
      list_title: 'AI提供商',
      fields: {
        name: '提供商', key_set: 'API密钥', key_last_four: '已保存的密钥（末尾）', base_url: '基础URL', serves: '使用的模型', updated_at: '更新时间',
        api_key: '新的API密钥', clear_api_key: '删除已保存的API密钥',
        'models.package_design_ja': '日本包装设计模型', 'models.beer': '啤酒模型', 'models.background_removal': '背景去除模型', 'models.brand_trainer': '品牌模型训练器',
        'models.gpt_4o': 'GPT-4o 的模型ID', 'models.claude_4_5_sonnet': 'Claude 4.5 Sonnet 的模型ID', 'models.gemini_2_0_flash': 'Gemini 2.0 Flash 的模型ID',
      },
      helpers: {
        api_key: '仅在填写时替换为新密钥。加密保存，只显示末尾4个字符。',
        base_url: '留空则使用提供商自己的API。可以指定代理或兼容OpenAI的服务器（如公司内部的模型服务器）的URL。',
        models: 'Replicate模型（owner/name 或 owner/name:version）',
        text_models: '文本模型ID（仅在提供商更名或停用模型时填写）',
        text_model_id: '留空则使用标准ID（如 claude-sonnet-4-5）。请按提供商模型列表中的ID原样填写。',
        demo: '既无密钥也无基础URL的提供商，其模型由演示生成器（离线）代替回答。',
      },
      not_set: '未设置',
    },
  },
};
