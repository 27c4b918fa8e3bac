import type { LocalizedText } from '../language';

/** One entry of the error catalogue: the HTTP status it maps to and its message in every language. */
export interface ErrorEntry {
  status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 503;
  /** Message template; `{name}` placeholders are filled from the error's params. */
  message: LocalizedText;
}

/**
 * The error catalogue (product description, sections 5 and 8). Every error the API returns carries one of
 * these codes; no handler writes its own error text.
 */
export const errorCatalogue = {
  VALIDATION_FAILED: {
    status: 400,
    message: {
      ja: '正しく入力されていない項目があります。',
      en: 'Some fields have not been entered correctly.',
      'zh-CN': '有些项目未正确输入。',
    },
  },
  MALFORMED_REQUEST: {
    status: 400,
    message: {
      ja: 'リクエストの形式が正しくありません。',
      en: 'The request is malformed.',
      'zh-CN': '请求格式不正确。',
    },
  },
  INVALID_CREDENTIALS: {
    status: 401,
    message: {
      ja: 'メールアドレスまたはパスワードが正しくありません。',
      en: 'The e-mail address or password is incorrect.',
      'zh-CN': '邮箱地址或密码不正确。',
    },
  },
  UNAUTHENTICATED: {
    status: 401,
    message: {
      ja: 'ログインしてください。',
      en: 'Please log in.',
      'zh-CN': '请登录。',
    },
  },
  SESSION_EXPIRED: {
    status: 401,
    message: {
      ja: 'セッションの有効期限が切れました。再度ログインしてください。',
      en: 'Your session has timed out. Please log in again.',
      'zh-CN': '会话已超时，请重新登录。',
    },
  },
  FORBIDDEN: {
    status: 403,
    message: {
      ja: 'この操作を行う権限がありません。',
      en: 'You do not have permission to do this.',
      'zh-CN': '您没有执行此操作的权限。',
    },
  },
  ACCOUNT_INACTIVE: {
    status: 403,
    message: {
      ja: 'このアカウントは現在ご利用いただけません。管理者にお問い合わせください。',
      en: 'This account cannot be used at the moment. Please contact your administrator.',
      'zh-CN': '该账户目前无法使用，请联系管理员。',
    },
  },
  NOT_FOUND: {
    status: 404,
    message: {
      ja: '指定されたデータが見つかりません。',
      en: 'The requested item was not found.',
      'zh-CN': '未找到指定的数据。',
    },
  },
  VERSION_CONFLICT: {
    status: 409,
    message: {
      ja: '他の操作と競合しました。もう一度お試しください。',
      en: 'This conflicted with another change. Please try again.',
      'zh-CN': '与其他操作冲突，请重试。',
    },
  },
  ALREADY_EXISTS: {
    status: 409,
    message: {
      ja: 'すでに登録されています。',
      en: 'This is already registered.',
      'zh-CN': '已被注册。',
    },
  },
  INTERNAL_ERROR: {
    status: 500,
    message: {
      ja: 'サーバーでエラーが発生しました。しばらくしてからもう一度お試しください。',
      en: 'An error occurred on the server. Please try again later.',
      'zh-CN': '服务器发生错误，请稍后重试。',
    },
  },
} as const satisfies Record<string, ErrorEntry>;

export type ErrorCode = keyof typeof errorCatalogue;
