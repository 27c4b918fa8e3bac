import type { Language } from '@packlens/contracts';

/** The development mailbox's texts; the console's i18n spreads them under `resources`. */
export const devMailMessages: Record<Language, { dev_mail: Record<string, unknown> }> = {
  ja: {
    dev_mail: {
      name: '開発用メール',
      list_title: 'メールボックス（開発用）',
      notice: 'SMTP が設定されていないため、メールは送信されずここに保存されています。本番モードでは表示されません。',
      fields: { created_at: '日時', to: '宛先', subject: '件名', kind: '種類', language: '言語', text: '本文', links: 'リンク', from: '差出人' },
    },
  },
  en: {
    dev_mail: {
      name: 'Dev mailbox',
      list_title: 'Mailbox (development)',
      notice: 'No SMTP server is configured, so mail is kept here instead of being sent. Production mode has no mailbox.',
      fields: { created_at: 'Time', to: 'To', subject: 'Subject', kind: 'Kind', language: 'Language', text: 'Body', links: 'Links', from: 'From' },
    },
  },
  'zh-CN': {
    dev_mail: {
      name: '开发用邮箱',
      list_title: '邮箱（开发用）',
      notice: '未配置 SMTP 服务器，邮件未发送而保存在此处。生产模式下没有此邮箱。',
      fields: { created_at: '时间', to: '收件人', subject: '主题', kind: '类型', language: '语言', text: '正文', links: '链接', from: '发件人' },
    },
  },
};
