import type { Language } from '@packlens/contracts';

/** System and country settings' texts; the console's i18n spreads them under `resources`. */
export const settingsMessages: Record<Language, { system_settings: Record<string, unknown>; country_settings: Record<string, unknown> }> = {
  ja: {
    system_settings: {
      name: 'システム設定',
      title: 'システム設定',
      fields: {
        plan_setting: 'プラン変更の許可', display_languages: '選択できる表示言語', initial_language: '初期表示言語', cost_display: '費用を表示する',
        chat_token_limit: 'チャットのトークン上限（1回答あたり）', chat_request_limit: 'チャットの会話リクエスト上限（1プロジェクトあたり）', api_key: 'OpenAI APIキー', clear_api_key: '保存されているAPIキーを削除する',
        api_key_last_four: '保存されているAPIキー', updated_at: '更新日時',
        api_key_requests_per_minute: 'パートナーAPIキーのリクエスト上限（1キー・1分あたり）',
      },
      plan_settings: { 0: '変更不可', 1: 'すべてのプランに変更可', 2: 'アドホックのみ変更可' },
      sections: { plans: 'プラン', languages: '言語', chat: 'チャット・AI', partner_api: 'パートナーAPI' },
      helpers: {
        api_key: 'チャット（ネーミング・コピー）が使うOpenAIのキーです（「AIプロバイダー」のOpenAIと同じキー）。入力した場合のみ置き換え、暗号化して保存し、末尾4文字以外は表示しません。',
        api_key_set: '末尾',
        api_key_none: '未設定',
        cost_display: 'オフにすると、クライアントの管理者にもプラン価格と利用金額を表示しません。',
        api_key_requests_per_minute: 'すべてのAPIキーに共通で、1秒以内にすべてのAPIサーバーに反映されます。超えた呼び出しには429とRetry-Afterを返します。',
      },
    },
    country_settings: {
      name: '国別設定',
      list_title: '国別設定',
      fields: { id: '国', country: '国', status: '価格・画像上限の表示', max_images: '画像上限', updated_at: '更新日時' },
      statuses: { 0: '表示しない', 1: '表示する' },
      helpers: { max_images: 'プランにもクライアントにも上限がない場合に使われる画像上限です。空欄は上限なし。' },
    },
  },
  en: {
    system_settings: {
      name: 'System settings',
      title: 'System settings',
      fields: {
        plan_setting: 'Plan changes allowed', display_languages: 'Selectable display languages', initial_language: 'Initial language', cost_display: 'Show costs',
        chat_token_limit: 'Chat token limit (per answer)', chat_request_limit: 'Chat requests per conversation (per project)', api_key: 'OpenAI API key', clear_api_key: 'Remove the stored API key',
        api_key_last_four: 'Stored API key', updated_at: 'Updated at',
        api_key_requests_per_minute: 'Partner API key requests (per key, per minute)',
      },
      plan_settings: { 0: 'No changes', 1: 'Any plan', 2: 'Ad hoc only' },
      sections: { plans: 'Plans', languages: 'Languages', chat: 'Chat and AI', partner_api: 'Partner API' },
      helpers: {
        api_key: 'The OpenAI key the chat (naming and copy) uses — the same key as OpenAI under “AI providers”. Replaced only when filled in; stored encrypted; only its last four characters are shown.',
        api_key_set: 'ends in',
        api_key_none: 'Not set',
        cost_display: 'When off, client admins see neither plan prices nor usage amounts.',
        api_key_requests_per_minute: 'The same for every API key; every API server applies a change within a second. Calls over it get 429 with Retry-After.',
      },
    },
    country_settings: {
      name: 'Country settings',
      list_title: 'Country settings',
      fields: { id: 'Country', country: 'Country', status: 'Prices and image limits shown', max_images: 'Image limit', updated_at: 'Updated at' },
      statuses: { 0: 'Hidden', 1: 'Shown' },
      helpers: { max_images: 'The image limit used when neither the plan nor the client sets one. Empty means none.' },
    },
  },
  'zh-CN': {
    system_settings: {
      name: '系统设置',
      title: '系统设置',
      fields: {
        plan_setting: '允许变更方案', display_languages: '可选显示语言', initial_language: '初始显示语言', cost_display: '显示费用',
        chat_token_limit: '聊天令牌上限（每次回答）', chat_request_limit: '聊天会话请求上限（每个项目）', api_key: 'OpenAI API密钥', clear_api_key: '删除已保存的API密钥',
        api_key_last_four: '已保存的API密钥', updated_at: '更新时间',
        api_key_requests_per_minute: '合作伙伴API密钥请求上限（每个密钥每分钟）',
      },
      plan_settings: { 0: '不可变更', 1: '可变更为所有方案', 2: '仅可变更为按次' },
      sections: { plans: '方案', languages: '语言', chat: '聊天・AI', partner_api: '合作伙伴API' },
      helpers: {
        api_key: '聊天（命名・文案）使用的OpenAI密钥（与“AI提供商”中的OpenAI为同一密钥）。仅在填写时替换，加密保存，只显示末尾4个字符。',
        api_key_set: '末尾',
        api_key_none: '未设置',
        cost_display: '关闭后，客户管理员也看不到方案价格和使用金额。',
        api_key_requests_per_minute: '对所有API密钥相同；所有API服务器在一秒内生效。超出的调用返回429和Retry-After。',
      },
    },
    country_settings: {
      name: '国家设置',
      list_title: '国家设置',
      fields: { id: '国家', country: '国家', status: '显示价格和图片上限', max_images: '图片上限', updated_at: '更新时间' },
      statuses: { 0: '不显示', 1: '显示' },
      helpers: { max_images: '方案和客户均未设上限时使用的图片上限。留空表示无上限。' },
    },
  },
};
