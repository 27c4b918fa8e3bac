import type { Language } from '@packlens/contracts';

/** What each kind of mail says, in the recipient's language. Links are absolute URLs. */
export interface MailParams {
  registration_link: { url: string; hours: number };
  trial_link: { url: string; hours: number };
  already_registered: { loginUrl: string; resetUrl: string };
  registration_complete: { company: string; groupId: string; planName: string; loginUrl: string };
  mfa_code: { code: string; minutes: number };
  password_reset: { url: string; hours: number };
  invitation: { url: string; hours: number; company: string };
  user_added: { company: string; loginUrl: string };
  password_changed: { loginUrl: string; resetUrl: string };
}
export type MailKind = keyof MailParams;
export const mailKinds = [
  'registration_link',
  'trial_link',
  'already_registered',
  'registration_complete',
  'mfa_code',
  'password_reset',
  'invitation',
  'user_added',
  'password_changed',
] as const satisfies readonly MailKind[];

type Template<K extends MailKind> = (p: MailParams[K]) => { subject: string; body: string };
type Templates = { [K in MailKind]: Template<K> };

const ja: Templates = {
  registration_link: (p) => ({
    subject: '【Packlens】会員登録のご案内',
    body: `Packlensへの仮登録ありがとうございます。\n\n下記のURLから本登録を行ってください。\n${p.url}\n\nこのURLの有効期限は${p.hours}時間です。期限が過ぎた場合は、お手数ですがもう一度登録してください。`,
  }),
  trial_link: (p) => ({
    subject: '【Packlens】トライアル登録のご案内',
    body: `Packlensのトライアルにお申し込みいただきありがとうございます。\n\n下記のURLからトライアルを開始してください。\n${p.url}\n\nこのURLの有効期限は${p.hours}時間です。期限が過ぎた場合は、お手数ですがもう一度登録してください。`,
  }),
  already_registered: (p) => ({
    subject: '【Packlens】登録のお申し込みについて',
    body: `このメールアドレスはすでにPacklensに登録されています。\n\n下記からログインしてください。\n${p.loginUrl}\n\nパスワードをお忘れの場合は、こちらから再設定できます。\n${p.resetUrl}`,
  }),
  registration_complete: (p) => ({
    subject: '【Packlens】会員登録が完了しました',
    body: `Packlensへのご登録ありがとうございます。登録が完了しました。\n\n会社名: ${p.company}\nグループID: ${p.groupId}\nプラン: ${p.planName}\n\nログインはこちら:\n${p.loginUrl}`,
  }),
  mfa_code: (p) => ({
    subject: '【Packlens】ログイン認証コード',
    body: `ログイン認証コードは次のとおりです。\n\n${p.code}\n\nこのコードの有効期限は${p.minutes}分です。ログイン画面に入力してください。\nお心当たりのない場合は、パスワードの変更をおすすめします。`,
  }),
  password_reset: (p) => ({
    subject: '【Packlens】パスワード再設定のご案内',
    body: `パスワード再設定のお申し込みを受け付けました。\n\n下記のURLから新しいパスワードを設定してください。\n${p.url}\n\nこのURLの有効期限は${p.hours}時間です。お心当たりのない場合は、このメールを破棄してください。`,
  }),
  invitation: (p) => ({
    subject: '【Packlens】アカウントが作成されました',
    body: `${p.company}のPacklensアカウントが作成されました。\n\n下記のURLからパスワードを設定してください。\n${p.url}\n\nこのURLの有効期限は${p.hours}時間です。`,
  }),
  user_added: (p) => ({
    subject: '【Packlens】アカウントが追加されました',
    body: `${p.company}の管理者があなたのPacklensアカウントを追加しました。\n\nパスワードは管理者にご確認のうえ、下記からログインしてください。\n${p.loginUrl}`,
  }),
  password_changed: (p) => ({
    subject: '【Packlens】パスワードが変更されました',
    body: `Packlensのパスワードが変更されました。\n\nログインはこちら:\n${p.loginUrl}\n\nお心当たりのない場合は、すぐにパスワードを再設定してください。\n${p.resetUrl}`,
  }),
};

const en: Templates = {
  registration_link: (p) => ({
    subject: '[Packlens] Complete your registration',
    body: `Thank you for your interest in Packlens.\n\nComplete your registration here:\n${p.url}\n\nThis link is valid for ${p.hours} hours. If it has expired, please register again.`,
  }),
  trial_link: (p) => ({
    subject: '[Packlens] Start your trial',
    body: `Thank you for signing up for a Packlens trial.\n\nStart your trial here:\n${p.url}\n\nThis link is valid for ${p.hours} hours. If it has expired, please register again.`,
  }),
  already_registered: (p) => ({
    subject: '[Packlens] About your registration',
    body: `This e-mail address already has a Packlens account.\n\nLog in here:\n${p.loginUrl}\n\nIf you have forgotten your password, you can reset it here:\n${p.resetUrl}`,
  }),
  registration_complete: (p) => ({
    subject: '[Packlens] Your registration is complete',
    body: `Thank you for registering with Packlens. Your account is ready.\n\nCompany: ${p.company}\nGroup ID: ${p.groupId}\nPlan: ${p.planName}\n\nLog in here:\n${p.loginUrl}`,
  }),
  mfa_code: (p) => ({
    subject: '[Packlens] Your login code',
    body: `Your login code is:\n\n${p.code}\n\nIt is valid for ${p.minutes} minutes. Enter it on the login screen.\nIf you did not try to log in, we recommend changing your password.`,
  }),
  password_reset: (p) => ({
    subject: '[Packlens] Reset your password',
    body: `We received a request to reset your password.\n\nSet a new password here:\n${p.url}\n\nThis link is valid for ${p.hours} hours. If you did not ask for this, you can ignore this mail.`,
  }),
  invitation: (p) => ({
    subject: '[Packlens] Your account has been created',
    body: `A Packlens account has been created for you at ${p.company}.\n\nSet your password here:\n${p.url}\n\nThis link is valid for ${p.hours} hours.`,
  }),
  user_added: (p) => ({
    subject: '[Packlens] You have been added to Packlens',
    body: `The administrator of ${p.company} has added you to Packlens.\n\nAsk your administrator for your password, then log in here:\n${p.loginUrl}`,
  }),
  password_changed: (p) => ({
    subject: '[Packlens] Your password was changed',
    body: `Your Packlens password was changed.\n\nLog in here:\n${p.loginUrl}\n\nIf this was not you, reset your password at once:\n${p.resetUrl}`,
  }),
};

const zhCN: Templates = {
  registration_link: (p) => ({
    subject: '【Packlens】会员注册指南',
    body: `感谢您预注册Packlens。\n\n请通过以下链接完成正式注册：\n${p.url}\n\n此链接的有效期为${p.hours}小时。过期后请重新注册。`,
  }),
  trial_link: (p) => ({
    subject: '【Packlens】试用注册指南',
    body: `感谢您申请Packlens试用。\n\n请通过以下链接开始试用：\n${p.url}\n\n此链接的有效期为${p.hours}小时。过期后请重新注册。`,
  }),
  already_registered: (p) => ({
    subject: '【Packlens】关于您的注册申请',
    body: `该邮箱地址已注册Packlens。\n\n请从这里登录：\n${p.loginUrl}\n\n如果忘记了密码，可以在这里重新设置：\n${p.resetUrl}`,
  }),
  registration_complete: (p) => ({
    subject: '【Packlens】会员注册已完成',
    body: `感谢您注册Packlens，注册已完成。\n\n公司名称：${p.company}\n组ID：${p.groupId}\n方案：${p.planName}\n\n登录请点击：\n${p.loginUrl}`,
  }),
  mfa_code: (p) => ({
    subject: '【Packlens】登录验证码',
    body: `您的登录验证码为：\n\n${p.code}\n\n验证码的有效期为${p.minutes}分钟，请在登录页面输入。\n如果不是您本人操作，建议您修改密码。`,
  }),
  password_reset: (p) => ({
    subject: '【Packlens】重新设置密码',
    body: `我们收到了重新设置密码的申请。\n\n请通过以下链接设置新密码：\n${p.url}\n\n此链接的有效期为${p.hours}小时。如果不是您本人申请，请忽略此邮件。`,
  }),
  invitation: (p) => ({
    subject: '【Packlens】已为您创建账户',
    body: `已为您创建${p.company}的Packlens账户。\n\n请通过以下链接设置密码：\n${p.url}\n\n此链接的有效期为${p.hours}小时。`,
  }),
  user_added: (p) => ({
    subject: '【Packlens】您已被添加为用户',
    body: `${p.company}的管理员已将您添加到Packlens。\n\n请向管理员确认密码后，从这里登录：\n${p.loginUrl}`,
  }),
  password_changed: (p) => ({
    subject: '【Packlens】密码已变更',
    body: `您的Packlens密码已变更。\n\n登录请点击：\n${p.loginUrl}\n\n如果不是您本人操作，请立即重新设置密码：\n${p.resetUrl}`,
  }),
};

const templates: Record<Language, Templates> = { ja, en, 'zh-CN': zhCN };

const signature: Record<Language, string> = {
  ja: '※このメールは送信専用です。ご返信いただいてもお答えできません。\n\nPacklens',
  en: 'This mail was sent from an address that cannot receive replies.\n\nPacklens',
  'zh-CN': '※此邮件为系统自动发送，请勿直接回复。\n\nPacklens',
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** Plain text turned into HTML: escaped, links clickable, lines kept. */
export function textToHtml(text: string, language: Language): string {
  const body = escapeHtml(text)
    .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
    .replace(/\n/g, '<br>\n');
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"></head><body style="font-family: sans-serif; line-height: 1.6">${body}</body></html>`;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Values people type (a company name) that a mail quotes: never a link, in our HTML or in a mail client. */
const userSupplied = ['company'] as const;

/**
 * A typed value as plain text no linkifier takes for an address: a zero-width space after every ':', '/', '.' and
 * '@' breaks "https://…", "www.…" and "name@host" patterns while the reader sees the same characters.
 */
export function unlinkable(value: string): string {
  return value.replace(/([:/.@])/g, '$1\u200b');
}

export function renderMail<K extends MailKind>(kind: K, language: Language, params: MailParams[K]): RenderedMail {
  const template = templates[language][kind] as Template<K>;
  const safe = { ...params } as Record<string, unknown>;
  for (const key of userSupplied) if (typeof safe[key] === 'string') safe[key] = unlinkable(safe[key] as string);
  const { subject, body } = template(safe as MailParams[K]);
  const text = `${body}\n\n${signature[language]}\n`;
  return { subject, text, html: textToHtml(text, language) };
}

/** Every http(s) link in a text, in order. */
export const linksIn = (text: string) => [...text.matchAll(/https?:\/\/[^\s<]+/g)].map((m) => m[0]);
