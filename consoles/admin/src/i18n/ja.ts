import { countryNames } from './countryNames';

/** The console's own messages in Japanese, the default language; en and zh-CN must have the same keys. */
export const ja = {
  packlens: {
    title: 'Packlens 管理コンソール',
    auth: {
      super_admin_only: 'このコンソールはスーパー管理者専用です。スーパー管理者のアカウントでログインしてください。',
    },
    countries: countryNames('ja'),
  },
  resources: {
    clients: {
      name: 'クライアント',
      list_title: 'クライアント一覧',
      fields: {
        id: 'ID',
        group_id: 'グループID',
        company: '会社名',
        department: '部署',
        account_type: 'アカウント種別',
        country: '国',
        address: '住所',
        telephone: '電話番号',
        owner_name: '管理者',
        plan_name: 'プラン',
        max_images: '画像上限',
        mfa_enabled: '多要素認証',
        status: 'ステータス',
        user_count: 'ユーザー数',
        registered_at: '登録日時',
        q: '検索',
      },
      account_types: { corporation: '法人', personal: '個人' },
      statuses: { valid: '有効', invalid: '無効', lock: 'ロック' },
    },
  },
  ra: {
    // The login form's "username" is the e-mail address the API expects.
    auth: { username: 'メールアドレス' },
  },
};

export type ConsoleMessages = typeof ja;
