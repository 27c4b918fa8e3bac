import type { Language } from '@packlens/contracts';

/** The partner API keys' texts (issue 15); the console's i18n spreads them under `resources`. */
export const apiKeyMessages: Record<Language, { api_keys: Record<string, unknown> }> = {
  ja: {
    api_keys: {
      name: 'APIキー',
      list_title: 'APIキー（全クライアント）',
      fields: { client_id: 'クライアント', name: '名前', scopes: '権限', last_four: '末尾4文字', created_at: '作成日時', last_used_at: '最終利用', expires_at: '有効期限', status: '状態' },
      statuses: { active: '有効', revoked: '無効化済み', expired: '期限切れ' },
      revoke: '無効化',
      revoke_title: 'APIキーを無効化',
      revoke_content: 'このキーを使うシステムは次のリクエストから拒否されます。元に戻せません。',
      never: 'なし',
    },
  },
  en: {
    api_keys: {
      name: 'API keys',
      list_title: 'API keys (every client)',
      fields: { client_id: 'Client', name: 'Name', scopes: 'Scopes', last_four: 'Last four', created_at: 'Created', last_used_at: 'Last used', expires_at: 'Expires', status: 'Status' },
      statuses: { active: 'Active', revoked: 'Revoked', expired: 'Expired' },
      revoke: 'Revoke',
      revoke_title: 'Revoke the API key',
      revoke_content: 'Systems using this key are refused from their next request. This cannot be undone.',
      never: 'Never',
    },
  },
  'zh-CN': {
    api_keys: {
      name: 'API密钥',
      list_title: 'API密钥（全部客户）',
      fields: { client_id: '客户', name: '名称', scopes: '权限', last_four: '末尾4位', created_at: '创建时间', last_used_at: '最近使用', expires_at: '有效期', status: '状态' },
      statuses: { active: '有效', revoked: '已吊销', expired: '已过期' },
      revoke: '吊销',
      revoke_title: '吊销API密钥',
      revoke_content: '使用该密钥的系统将从下一次请求起被拒绝。此操作无法撤销。',
      never: '无',
    },
  },
};
