import { countryNames, languageNames, planNames } from './catalogueNames';
import { planMessages } from '../plans/messages';
import { aiProviderMessages } from '../aiProviders/messages';
import { apiKeyMessages } from '../apiKeys/messages';
import { learningDataMessages } from '../learningData/messages';
import { modelVersionMessages } from '../modelVersions/messages';
import { trainingRunMessages } from '../trainingRuns/messages';
import { devMailMessages } from '../devMail/messages';
import { salesMessages } from '../sales/messages';
import { settingsMessages } from '../settings/messages';

/** The console's own messages in Japanese, the default language; en and zh-CN must have the same keys. */
export const ja = {
  packlens: {
    title: 'Packlens 管理コンソール',
    auth: {
      super_admin_only: 'このコンソールはスーパー管理者専用です。スーパー管理者のアカウントでログインしてください。',
    },
    countries: countryNames('ja'),
    plans: planNames('ja'),
    languages: languageNames,
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
        owner_name: '代表者名',
        administrator: '管理者アカウント',
        plan_name: 'プラン',
        max_images: '画像上限',
        mfa_enabled: '多要素認証',
        status: 'ステータス',
        user_count: 'ユーザー数',
        registered_at: '登録日時',
        headquarters: '本社所在地',
        zip_code: '郵便番号',
        building: '建物名',
        plan_id: 'プラン',
        plan_expires_at: 'プラン有効期限',
        mfa_phone: '多要素認証の電話番号',
        request_payment: '支払いを請求する',
        cancelled_at: '解約日時',
        admin_email: '管理者のメールアドレス（ログインID）',
        admin_name: '管理者の氏名',
        admin_language: '招待メールの言語',
        q: '検索',
      },
      sections: {
        company: '会社情報',
        address: '所在地・連絡先',
        contract: '契約',
        security: 'セキュリティ',
        administrator: '管理者アカウント（クライアントと同時に作成）',
      },
      helpers: {
        telephone: 'ハイフンなしの数字',
        request_payment: '無料・トライアルプランでも支払い金額を表示します。',
        mfa_enabled: 'ログイン時にメールで認証コードを送ります。',
        owner_name: '契約上の会社の代表者です。ログインするアカウントではありません。',
        administrator: '管理者にはパスワード設定用のURLをメールで送ります（有効期限24時間）。',
      },
      actions: {
        export_csv: 'CSVダウンロード',
        export_temporary_emails: '仮登録メールアドレスのエクスポート',
      },
      no_administrator: '管理者アカウントはありません',
      account_types: { corporation: '法人', personal: '個人' },
      statuses: { valid: '有効', invalid: '無効', cancelled: '解約済み' },
    },
    ...planMessages.ja,
    ...settingsMessages.ja,
    ...salesMessages.ja,
    ...devMailMessages.ja,
    ...aiProviderMessages.ja,
    ...apiKeyMessages.ja,
    ...learningDataMessages.ja,
    ...trainingRunMessages.ja,
    ...modelVersionMessages.ja,
  },
  ra: {
    // The login form's "username" is the e-mail address the API expects.
    auth: { username: 'メールアドレス' },
  },
};

export type ConsoleMessages = typeof ja;
