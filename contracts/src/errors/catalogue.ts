import type { LocalizedText } from '../language';

/** One entry of the error catalogue: the HTTP status it maps to and its message in every language. */
export interface ErrorEntry {
  status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 503;
  /** Message template; `{name}` placeholders are filled from the error's params. */
  message: LocalizedText;
}

/**
 * The error catalogue (product description, sections 5 and 8). Every error the API returns carries one of
 * these codes; no handler writes its own error text. English follows the description's wording where it
 * gives one.
 *
 * Statuses: the customer app clears the login and goes to /login on 401, 403 and 410 (section 4), so those
 * are kept for failures of identity (not logged in, not allowed, account unusable). A dead registration or
 * password link answers 404, so its page can show the message instead of being sent to /login. Refusals a
 * logged-in user can act on use 409 (the current state forbids it: a limit reached, a calculation running)
 * or 422 (the request breaks a business rule); malformed or invalid input uses 400.
 */
export const errorCatalogue = {
  // General
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
  API_KEY_INVALID: {
    status: 401,
    message: {
      ja: 'APIキーが正しくありません。',
      en: 'The API key is not valid.',
      'zh-CN': 'API密钥无效。',
    },
  },
  API_KEY_REVOKED: {
    status: 401,
    message: {
      ja: 'このAPIキーは無効化されています。',
      en: 'This API key has been revoked.',
      'zh-CN': '此API密钥已被吊销。',
    },
  },
  API_KEY_EXPIRED: {
    status: 401,
    message: {
      ja: 'このAPIキーは有効期限が切れています。',
      en: 'This API key has expired.',
      'zh-CN': '此API密钥已过期。',
    },
  },
  API_KEY_SCOPE_MISSING: {
    status: 403,
    message: {
      ja: 'このAPIキーには権限「{scope}」がありません。',
      en: 'This API key lacks the scope "{scope}".',
      'zh-CN': '此API密钥缺少权限“{scope}”。',
    },
  },
  API_KEY_NOT_ALLOWED: {
    status: 403,
    message: {
      ja: 'この操作はAPIキーでは行えません。ログインしてご利用ください。',
      en: 'This cannot be done with an API key. Please log in as a person.',
      'zh-CN': '此操作无法使用API密钥执行，请登录后操作。',
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
  TOO_MANY_REQUESTS: {
    status: 429,
    message: {
      ja: 'リクエストが多すぎます。しばらくしてからもう一度お試しください。',
      en: 'Too many requests. Please wait a moment and try again.',
      'zh-CN': '请求过多，请稍后重试。',
    },
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: {
      ja: 'ただいまサービスをご利用いただけません。しばらくしてからもう一度お試しください。',
      en: 'The service is temporarily unavailable. Please try again later.',
      'zh-CN': '服务暂时无法使用，请稍后重试。',
    },
  },
  STORAGE_UNAVAILABLE: {
    status: 503,
    message: {
      ja: 'ファイルを保存できませんでした。しばらくしてからもう一度お試しください。',
      en: 'The file could not be stored. Please try again later.',
      'zh-CN': '无法保存文件，请稍后重试。',
    },
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    message: {
      ja: 'この形式のデータには対応していません。',
      en: 'This content type is not supported.',
      'zh-CN': '不支持此内容类型。',
    },
  },
  REQUEST_TOO_LARGE: {
    status: 413,
    message: {
      ja: 'リクエストが大きすぎます（{max}まで）。',
      en: 'The request is too large (at most {max}).',
      'zh-CN': '请求过大（最多{max}）。',
    },
  },
  TEXT_INVALID_CHARACTERS: {
    status: 400,
    message: {
      ja: '使用できない文字が含まれています。',
      en: 'This contains characters that cannot be used.',
      'zh-CN': '包含无法使用的字符。',
    },
  },
  TEXT_NOT_VISIBLE: {
    status: 400,
    message: {
      ja: '見える文字を入力してください。',
      en: 'Enter at least one visible character.',
      'zh-CN': '请输入至少一个可见字符。',
    },
  },
  UNKNOWN_LIBRARY: {
    status: 404,
    message: {
      ja: '不明なライブラリです: {name}',
      en: 'Unknown library: {name}',
      'zh-CN': '未知的库：{name}',
    },
  },
  UNKNOWN_ASSET_FILE: {
    status: 404,
    message: {
      ja: '不明なアセットファイルです。',
      en: 'Unknown asset file',
      'zh-CN': '未知的资源文件。',
    },
  },

  // Input rules (section 5)
  FIELD_REQUIRED: {
    status: 400,
    message: {
      ja: 'この項目は必須です。',
      en: 'This field is required.',
      'zh-CN': '此项为必填项。',
    },
  },
  TEXT_TOO_LONG: {
    status: 400,
    message: {
      ja: '{max}文字以内で入力してください。',
      en: 'Enter {max} characters or fewer.',
      'zh-CN': '请输入{max}个字符以内。',
    },
  },
  INTEGER_REQUIRED: {
    status: 400,
    message: {
      ja: '有効な整数を入力してください。',
      en: 'Please enter a valid integer.',
      'zh-CN': '请输入有效的整数。',
    },
  },
  VALUE_TOO_SMALL: {
    status: 400,
    message: {
      ja: '{min}以上の値を入力してください。',
      en: 'Enter a value of {min} or more.',
      'zh-CN': '请输入{min}或以上的数值。',
    },
  },
  REFERENCE_VALUE_OUT_OF_RANGE: {
    status: 400,
    message: {
      ja: '0から5の間の値を入力してください。',
      en: 'Enter a value between 0 and 5.',
      'zh-CN': '请输入0到5之间的数值。',
    },
  },
  EMAIL_INVALID: {
    status: 400,
    message: {
      ja: '正しいメールアドレスを入力してください。',
      en: 'Enter a valid e-mail address.',
      'zh-CN': '请输入有效的邮箱地址。',
    },
  },
  PASSWORD_RULE: {
    status: 400,
    message: {
      ja: 'パスワードは半角英数字8〜20文字で入力してください。',
      en: 'Enter a password of 8 to 20 half-width letters and digits.',
      'zh-CN': '请输入8至20位半角英文字母和数字组成的密码。',
    },
  },
  PHONE_RULE: {
    status: 400,
    message: {
      ja: '電話番号はハイフンなしの数字で入力してください。',
      en: 'Enter the phone number in digits, without hyphens.',
      'zh-CN': '请输入不带连字符的电话号码数字。',
    },
  },
  GROUP_ID_RULE: {
    status: 400,
    message: {
      ja: 'グループIDは5桁の数字で入力してください。',
      en: 'Enter the 5-digit group ID.',
      'zh-CN': '请输入5位数字的组ID。',
    },
  },
  TERMS_NOT_AGREED: {
    status: 400,
    message: {
      ja: '利用規約に同意してください。',
      en: 'Please agree to the terms of use.',
      'zh-CN': '请同意使用条款。',
    },
  },
  PROJECT_NAME_REQUIRED: {
    status: 400,
    message: {
      ja: 'プロジェクト名を入力してください。',
      en: 'Enter the project name.',
      'zh-CN': '请输入项目名称。',
    },
  },
  SEED_OUT_OF_RANGE: {
    status: 400,
    message: {
      ja: 'シード値は{min}から{max}の間で入力してください。',
      en: 'Enter a seed between {min} and {max}.',
      'zh-CN': '请输入{min}到{max}之间的种子值。',
    },
  },

  // Identity and accounts
  EMAIL_ALREADY_REGISTERED: {
    status: 409,
    message: {
      ja: 'このメールアドレスはすでに登録されています。',
      en: 'This e-mail address is already registered.',
      'zh-CN': '该邮箱地址已被注册。',
    },
  },
  ACCOUNT_LOCKED: {
    status: 403,
    message: {
      ja: 'このアカウントはロックされています。管理者にお問い合わせください。',
      en: 'This account is locked. Please contact your administrator.',
      'zh-CN': '该账户已被锁定，请联系管理员。',
    },
  },
  MFA_CODE_REQUIRED: {
    status: 401,
    message: {
      ja: '認証コードを入力してください。',
      en: 'Enter the verification code we sent you.',
      'zh-CN': '请输入我们发送给您的验证码。',
    },
  },
  MFA_CODE_INVALID: {
    status: 401,
    message: {
      ja: '認証コードが正しくありません。',
      en: 'The verification code is incorrect.',
      'zh-CN': '验证码不正确。',
    },
  },
  MFA_CODE_EXPIRED: {
    status: 401,
    message: {
      ja: '認証コードの有効期限が切れました。新しいコードを再送してください。',
      en: 'The verification code has expired. Please request a new one.',
      'zh-CN': '验证码已过期，请重新获取。',
    },
  },
  MFA_TOO_MANY_ATTEMPTS: {
    status: 429,
    message: {
      ja: '認証コードの入力回数が上限に達しました。新しいコードを再送してください。',
      en: 'Too many incorrect codes. Please request a new code.',
      'zh-CN': '验证码错误次数过多，请重新获取验证码。',
    },
  },
  URL_INVALID: {
    status: 404,
    message: {
      ja: 'このURLは無効です。お手数ですが、もう一度登録してください。',
      en: 'This URL is invalid. Please register again.',
      'zh-CN': '此URL无效，请重新注册。',
    },
  },
  RESET_LINK_INVALID: {
    status: 404,
    message: {
      ja: 'このパスワード再設定のURLは無効です（使用済み、または有効期限切れです）。お手数ですが、もう一度パスワードの再設定をお申し込みください。',
      en: 'This password-reset link is no longer valid (it was used or it expired). Please ask for a new one.',
      'zh-CN': '此密码重置链接已失效（已使用或已过期），请重新申请重置密码。',
    },
  },
  USER_LIMIT_REACHED: {
    status: 409,
    message: {
      ja: 'ご利用のプランで登録できるユーザー数（{max}名）の上限に達しています。',
      en: 'Your plan allows up to {max} users, and that limit has been reached.',
      'zh-CN': '您的方案最多可注册{max}名用户，已达到上限。',
    },
  },
  PLAN_NOT_SELECTED: {
    status: 422,
    message: {
      ja: 'プランを選択してください。',
      en: 'Select a plan.',
      'zh-CN': '请选择方案。',
    },
  },
  PLAN_NOT_SELECTABLE: {
    status: 422,
    message: {
      ja: 'このプランは選択できません。',
      en: 'This plan cannot be selected.',
      'zh-CN': '无法选择此方案。',
    },
  },
  GROUP_ID_MISMATCH: {
    status: 422,
    message: {
      ja: 'グループIDがご利用中の会社のものと一致しません。',
      en: 'The group ID does not match your company.',
      'zh-CN': '组ID与您的公司不一致。',
    },
  },
  OWN_ACCOUNT_NOT_ALLOWED: {
    status: 422,
    message: {
      ja: 'ご自身のアカウントにはこの操作を行えません。',
      en: 'You cannot do this to your own account.',
      'zh-CN': '无法对您自己的账户执行此操作。',
    },
  },
  USER_NOT_VALID: {
    status: 422,
    message: {
      ja: 'このユーザーはロック中または無効です。',
      en: 'This user is locked or invalid.',
      'zh-CN': '该用户已被锁定或无效。',
    },
  },
  NOT_A_TRIAL_ACCOUNT: {
    status: 422,
    message: {
      ja: 'この操作はトライアルプランのアカウントのみ行えます。',
      en: 'Only trial accounts can do this.',
      'zh-CN': '仅试用方案的账户可执行此操作。',
    },
  },
  CURRENT_PASSWORD_INCORRECT: {
    status: 422,
    message: {
      ja: '現在のパスワードが正しくありません。',
      en: 'The current password is incorrect.',
      'zh-CN': '当前密码不正确。',
    },
  },

  // Plans and billing (sections 4 and 8)
  PAID_MEMBERS_ONLY: {
    status: 422,
    message: {
      ja: 'このサービスは有料会員のみご利用いただけます。',
      en: 'This service is available for paying members only.',
      'zh-CN': '此服务仅限付费会员使用。',
    },
  },
  SERVICE_NOT_AVAILABLE: {
    status: 422,
    message: {
      ja: 'ご利用のプランまたは国ではこのサービスをご利用いただけません。',
      en: 'This service is not available for your plan or country.',
      'zh-CN': '您的方案或所在国家/地区无法使用此服务。',
    },
  },
  PLAN_EXPIRED: {
    status: 422,
    message: {
      ja: 'ご利用期限が切れています。プランを更新してください。',
      en: 'Your account has expired. Please renew your plan.',
      'zh-CN': '您的账户已过期，请续订方案。',
    },
  },
  PLAN_CHANGE_NOT_ALLOWED: {
    status: 422,
    message: {
      ja: 'このアカウントではプランを変更できません。',
      en: 'Plan changes are not allowed for this account.',
      'zh-CN': '此账户无法变更方案。',
    },
  },
  PLAN_ALREADY_CURRENT: {
    status: 409,
    message: {
      ja: '現在ご利用中のプランには変更できません。',
      en: 'You cannot change to the plan you are currently on.',
      'zh-CN': '无法变更为当前正在使用的方案。',
    },
  },
  PLAN_OPTION_COVERED_BY_GENERATE_PLAN: {
    status: 409,
    message: {
      ja: '月額の生成プランに含まれているため、このオプションは登録できません。',
      en: 'This option cannot be registered because your monthly generative plan already covers it.',
      'zh-CN': '您的包月生成方案已包含此选项，因此无法登记。',
    },
  },
  CANNOT_RETURN_TO_FREE_PLAN: {
    status: 409,
    message: {
      ja: 'プラン変更後は無料プランに戻すことはできません。',
      en: 'You cannot return to the free plan after changing plans.',
      'zh-CN': '变更方案后无法恢复为免费方案。',
    },
  },
  UNLIMITED_PLAN_TOO_MANY_ACCOUNTS: {
    status: 409,
    message: {
      ja: 'アカウント数が上限（{max}件）を超えているため、無制限プランに変更できません。ユーザー管理で利用するユーザーを選択してください。',
      en: 'You cannot change to the unlimited plan while you have more than {max} accounts. Select the users in user management.',
      'zh-CN': '账户数超过上限（{max}个），无法变更为无限制方案。请在用户管理中选择用户。',
    },
  },
  // At login: the client runs the unlimited plan with more accounts than it allows, and its admin did not select this user.
  PLAN_USER_NOT_SELECTED: {
    status: 403,
    message: {
      ja: 'ご契約の無制限プランは、管理者が選択したユーザーのみご利用いただけます。ご利用になるには管理者にユーザー管理での選択を依頼してください。',
      en: 'Your company’s unlimited plan can be used only by the users your administrator selected. Ask your administrator to select you in user management.',
      'zh-CN': '贵公司的无限制方案仅限管理员选择的用户使用。如需使用，请联系管理员在用户管理中选择您。',
    },
  },
  PLAN_USERS_OVER_MAXIMUM: {
    status: 409,
    message: {
      ja: '無制限プランを利用できるユーザーは管理者を含めて{max}名までです。',
      en: 'Up to {max} users, the administrator included, can use the unlimited plan.',
      'zh-CN': '无限制方案最多可供{max}名用户使用（含管理员）。',
    },
  },
  PLAN_USERS_NOT_REQUIRED: {
    status: 409,
    message: {
      ja: '現在のプランではすべてのユーザーがご利用いただけるため、利用するユーザーの選択は不要です。',
      en: 'Every user can use your current plan, so there are no users to select.',
      'zh-CN': '当前方案下所有用户均可使用，无需选择使用的用户。',
    },
  },
  OPTION_PERIOD_CONFIRMATION_REQUIRED: {
    status: 409,
    message: {
      ja: 'オプション期間中です（{until}まで）。プランを変更すると現在のオプション期間は終了します。よろしければ確認のうえ変更してください。',
      en: 'An option period is running (until {until}). Changing the plan ends the current option period; confirm to continue.',
      'zh-CN': '当前处于选项期间（至{until}）。变更方案将结束当前选项期间，请确认后继续。',
    },
  },
  SERVICE_JAPANESE_ONLY: {
    status: 422,
    message: {
      ja: 'このサービスは日本語表示でのみご利用いただけます。',
      en: 'This service is available in the Japanese interface only.',
      'zh-CN': '此服务仅在日语界面下可用。',
    },
  },
  FREE_PLAN_IMAGE_LIMIT_EXCEEDED: {
    status: 409,
    message: {
      ja: '無料プランでアップロードできる画像は{max}枚までです。',
      en: 'The free plan allows up to {max} images. Change your plan to upload more.',
      'zh-CN': '免费方案最多可上传{max}张图片。',
    },
  },
  TRIAL_PLAN_IMAGE_LIMIT_EXCEEDED: {
    status: 409,
    message: {
      ja: 'トライアルプランでアップロードできる画像は{max}枚までです。',
      en: 'The trial plan allows up to {max} images. Change your plan to upload more.',
      'zh-CN': '试用方案最多可上传{max}张图片。',
    },
  },
  IMAGE_LIMIT_REACHED: {
    status: 409,
    message: {
      ja: 'ご利用のプランの画像枚数の上限に達しました。',
      en: 'You have reached the image limit of your plan.',
      'zh-CN': '已达到您方案的图片数量上限。',
    },
  },

  // Uploads (sections 5 and 8)
  IMAGE_REQUIRED: {
    status: 400,
    message: {
      ja: '画像をアップロードしてください。',
      en: 'Upload an image.',
      'zh-CN': '请上传图片。',
    },
  },
  IMAGE_NAME_REQUIRED: {
    status: 400,
    message: {
      ja: '画像名を入力してください。',
      en: 'Enter the image name.',
      'zh-CN': '请输入图片名称。',
    },
  },
  IMAGE_NAME_TOO_LONG: {
    status: 400,
    message: {
      ja: '画像名は{max}文字以内で入力してください。',
      en: 'Enter the image name in {max} characters or fewer.',
      'zh-CN': '图片名称请输入{max}个字符以内。',
    },
  },
  IMAGE_TYPE_NOT_ALLOWED: {
    status: 415,
    message: {
      ja: 'jpg/jpeg/png/pdfファイルをアップロードしてください。',
      en: 'Upload a jpg/jpeg/png/pdf file',
      'zh-CN': '请上传jpg/jpeg/png/pdf文件。',
    },
  },
  TOO_MANY_IMAGES_PER_UPLOAD: {
    status: 422,
    message: {
      ja: '一度にアップロードできる画像は{max}枚までです。',
      en: 'Up to {max} images can be uploaded at a time.',
      'zh-CN': '一次最多可上传{max}张图片。',
    },
  },
  IMAGE_TOO_LARGE: {
    status: 413,
    message: {
      ja: '4MBを超える画像はアップロードできません。',
      en: 'Images exceeding 4MB cannot be uploaded.',
      'zh-CN': '无法上传超过4MB的图片。',
    },
  },
  SHELF_IMAGE_TOO_LARGE: {
    status: 413,
    message: {
      ja: '15MBを超える画像はアップロードできません。',
      en: 'Images exceeding 15MB cannot be uploaded.',
      'zh-CN': '无法上传超过15MB的图片。',
    },
  },
  FILE_TOO_LARGE: {
    status: 413,
    message: {
      ja: 'ファイルサイズが大きすぎます。{maxMb}MBまでのファイルをアップロードしてください。',
      en: 'The file is too large. Upload a file of up to {maxMb}MB.',
      'zh-CN': '文件过大，请上传{maxMb}MB以内的文件。',
    },
  },
  FILE_NOT_UPLOADABLE: {
    status: 422,
    message: {
      ja: 'このファイルはアップロードできません。',
      en: 'This file cannot be uploaded.',
      'zh-CN': '无法上传此文件。',
    },
  },
  PDF_UPLOAD_FAILED: {
    status: 422,
    message: {
      ja: 'PDFのアップロードに失敗しました。',
      en: 'PDF upload failed.',
      'zh-CN': 'PDF上传失败。',
    },
  },
  PDF_ACTIVE_CONTENT: {
    status: 422,
    message: {
      ja: 'スクリプトや外部へのリンクを含むPDFはアップロードできません。',
      en: 'PDFs with scripts or links to other files cannot be uploaded.',
      'zh-CN': '无法上传包含脚本或外部链接的PDF。',
    },
  },
  IMAGE_CORRUPT: {
    status: 422,
    message: {
      ja: '画像を読み込めませんでした。ファイルが破損している可能性があります。',
      en: 'The image could not be read. The file may be damaged.',
      'zh-CN': '无法读取图片，文件可能已损坏。',
    },
  },
  IMAGE_DECOMPRESSION_BOMB: {
    status: 413,
    message: {
      ja: '画像の縦横のピクセル数が大きすぎるため処理できません。',
      en: 'The image has too many pixels to be processed.',
      'zh-CN': '图片像素尺寸过大，无法处理。',
    },
  },
  TOO_MANY_PSD_FILES: {
    status: 422,
    message: {
      ja: 'PSDファイルは{max}個までアップロードできます。',
      en: 'Up to {max} PSD files can be uploaded.',
      'zh-CN': '最多可上传{max}个PSD文件。',
    },
  },
  TOO_MANY_LOGO_IMAGES: {
    status: 422,
    message: {
      ja: 'ロゴ画像は{max}枚までアップロードできます。',
      en: 'Up to {max} logo images can be uploaded.',
      'zh-CN': '最多可上传{max}张标志图片。',
    },
  },
  TOO_MANY_COMPARISON_IMAGES: {
    status: 422,
    message: {
      ja: '比較できる画像は{max}枚までです。',
      en: 'Up to {max} images can be compared.',
      'zh-CN': '最多可比较{max}张图片。',
    },
  },

  // Projects, segments and results (sections 4, 5 and 8)
  PROJECT_REQUIRED: {
    status: 422,
    message: {
      ja: 'プロジェクトを選択してください。',
      en: 'You must select a project',
      'zh-CN': '请选择项目。',
    },
  },
  PROJECT_CHANGE_NOT_ALLOWED: {
    status: 409,
    message: {
      ja: '変更できませんでした。変更する場合は新しくプロジェクトを登録してください。',
      en: 'Changes could not be made. Register a new project to make changes.',
      'zh-CN': '无法变更。如需变更，请登记新项目。',
    },
  },
  PROJECT_EXPIRED: {
    status: 409,
    message: {
      ja: 'このプロジェクトは有効期限（1ヶ月）を過ぎているため開けません。',
      en: 'This project is more than a month old and can no longer be opened.',
      'zh-CN': '此项目已超过1个月的有效期，无法打开。',
    },
  },
  SEGMENT_LIMIT_AT_ONCE: {
    status: 422,
    message: {
      ja: '一度に計算できるセグメントは6つまでです。',
      en: 'Up to 6 segments can be calculated at a time',
      'zh-CN': '一次最多可计算6个细分群体。',
    },
  },
  SEGMENT_LIMIT_PER_PROJECT: {
    status: 422,
    message: {
      ja: '1プロジェクトで計算できるセグメントは{segment}つまでです。',
      en: 'Calculations are limited to {segment} segments per project.',
      'zh-CN': '每个项目最多可计算{segment}个细分群体。',
    },
  },
  CALCULATION_IN_PROGRESS: {
    status: 409,
    message: {
      ja: '計算中です。しばらくお待ちください。',
      en: 'The calculation is in progress. Please wait.',
      'zh-CN': '正在计算，请稍候。',
    },
  },
  CALCULATION_FAILED: {
    status: 500,
    message: {
      ja: '計算に失敗しました。もう一度お試しください。',
      en: 'The calculation failed. Please try again.',
      'zh-CN': '计算失败，请重试。',
    },
  },
  PDF_IN_PREPARATION: {
    status: 409,
    message: {
      ja: 'セグメント「{segment}」のPDFを作成中です。しばらくお待ちください。',
      en: 'The PDF for segment "{segment}" is being created. Please wait.',
      'zh-CN': '正在为细分群体“{segment}”生成PDF，请稍候。',
    },
  },
  DOWNLOAD_IN_PREPARATION: {
    status: 409,
    message: {
      ja: 'ダウンロードの準備に時間がかかっています。しばらくお待ちください。',
      en: 'The download takes some time. Please wait.',
      'zh-CN': '下载准备需要一些时间，请稍候。',
    },
  },
  REPORT_NOT_FOR_PROJECT: {
    status: 422,
    message: {
      ja: 'このプロジェクトにはこのレポートはありません。',
      en: 'This project has no such report.',
      'zh-CN': '此项目没有这种报告。',
    },
  },
  HEATMAP_REQUIRED_FIRST: {
    status: 409,
    message: {
      ja: '先にヒートマップを計算してください。',
      en: 'Calculate Heat map first',
      'zh-CN': '请先计算热图。',
    },
  },
  SCATTER_TOO_MANY_WORDS: {
    status: 422,
    message: {
      ja: '選択できるのは2語までです。',
      en: 'Up to two words may be selected',
      'zh-CN': '最多可选择两个词。',
    },
  },
  SCATTER_TWO_WORDS_REQUIRED: {
    status: 422,
    message: {
      ja: 'イメージワードを2つ選択してください。',
      en: 'Must select two image words.',
      'zh-CN': '必须选择两个印象词。',
    },
  },
  IMAGE_WORD_SELECTION_LIMIT: {
    status: 422,
    message: {
      ja: '選択できるイメージワードは{max}個までです。',
      en: 'Up to {max} image words can be selected.',
      'zh-CN': '最多可选择{max}个印象词。',
    },
  },
  NO_PAST_SCORE: {
    status: 404,
    message: {
      ja: '過去のスコアがありません。',
      en: 'No past score available',
      'zh-CN': '没有历史得分。',
    },
  },
  PLUG_INSTALLATION_SCORES: {
    status: 404,
    message: {
      ja: '基準値（PLUGデータ）：このカテゴリーの調査データがまだないため、このシステムで評価したすべての画像の平均と比べています。',
      en: 'Standard value (PLUG data): no survey data for this category has been uploaded yet, so scores are compared with the average of every evaluation made on this installation.',
      'zh-CN': '基准值（PLUG数据）：尚未上传此类别的调查数据，因此与本系统所有评估的平均值进行比较。',
    },
  },
  NO_RESULTS: {
    status: 404,
    message: {
      ja: '該当する結果はありません。',
      en: 'No results found.',
      'zh-CN': '未找到结果。',
    },
  },
  ANALYSIS_TOO_MANY_IMAGES: {
    status: 422,
    message: {
      ja: '選択できる画像は{max}枚までです。',
      en: 'No more than {max} images can be selected',
      'zh-CN': '最多可选择{max}张图片。',
    },
  },

  // Generation, naming and copy (sections 5 and 8)
  GENERATION_BRIEF_REQUIRED: {
    status: 409,
    message: {
      ja: '先に商品情報を入力してください。',
      en: 'Enter the product information first.',
      'zh-CN': '请先输入商品信息。',
    },
  },
  GENERATION_IN_PROGRESS: {
    status: 409,
    message: {
      ja: '生成中です。完了するか中止してから、次の依頼をしてください。',
      en: 'A generation is still running. Wait for it to finish or cancel it first.',
      'zh-CN': '正在生成中。请等待完成或取消后再提出下一个请求。',
    },
  },
  GENERATION_CANCELLED: {
    status: 409,
    message: {
      ja: '生成を中止しました。',
      en: 'The generation was cancelled.',
      'zh-CN': '已取消生成。',
    },
  },
  GENERATION_TIMEOUT: {
    status: 503,
    message: {
      ja: '生成が{minutes}分以内に終わらなかったため中止しました。もう一度お試しください。',
      en: 'The generation did not finish within {minutes} minutes and was stopped. Please try again.',
      'zh-CN': '生成未在{minutes}分钟内完成，已停止。请重试。',
    },
  },
  GENERATION_PROVIDER_BUSY: {
    status: 503,
    message: {
      ja: 'AIサービスが混み合っています。数分後にもう一度お試しください。',
      en: 'The AI service is busy. Please try again in a few minutes.',
      'zh-CN': 'AI服务繁忙，请几分钟后重试。',
    },
  },
  GENERATION_PROVIDER_UNAVAILABLE: {
    status: 503,
    message: {
      ja: 'AIサービスに接続できませんでした。しばらくしてからもう一度お試しください。',
      en: 'The AI service could not be reached. Please try again later.',
      'zh-CN': '无法连接AI服务，请稍后重试。',
    },
  },
  GENERATION_PROVIDER_AUTH: {
    status: 503,
    message: {
      ja: 'AIサービスの設定に問題があります。管理者にお問い合わせください。',
      en: 'The AI service is not set up correctly. Please contact the platform administrator.',
      'zh-CN': 'AI服务的设置有问题，请联系管理员。',
    },
  },
  GENERATION_REQUEST_REFUSED: {
    status: 422,
    message: {
      ja: 'AIサービスがこの依頼を受け付けませんでした。内容を変えてお試しください。',
      en: 'The AI service did not accept this request. Please change it and try again.',
      'zh-CN': 'AI服务未接受此请求，请修改后重试。',
    },
  },
  GENERATION_CONTENT_REFUSED: {
    status: 422,
    message: {
      ja: 'AIサービスの安全基準により生成できませんでした。表現を変えてお試しください。',
      en: 'The AI service declined to generate this under its safety rules. Please rephrase and try again.',
      'zh-CN': '根据AI服务的安全规则无法生成，请修改表述后重试。',
    },
  },
  GENERATION_FAILED: {
    status: 503,
    message: {
      ja: '生成に失敗しました。もう一度お試しください。',
      en: 'The generation failed. Please try again.',
      'zh-CN': '生成失败，请重试。',
    },
  },
  REGENERATION_LIMIT_REACHED: {
    status: 409,
    message: {
      ja: '再生成できる回数の上限に達しました。新しくプロジェクトを登録してください。',
      en: 'The regeneration limit has been reached. Register a new project.',
      'zh-CN': '已达到重新生成次数上限，请登记新项目。',
    },
  },
  CATCH_COPY_TOO_LONG: {
    status: 422,
    message: {
      ja: 'キャッチコピーの文字数が上限を超えています（本数×最大文字数は{max}文字まで）。',
      en: 'The catch copy exceeds the maximum number of characters (count times length may be at most {max}).',
      'zh-CN': '广告语字数超过上限（条数×最大字数不得超过{max}）。',
    },
  },
  KEY_VISUAL_IMAGE_LIMIT: {
    status: 409,
    message: {
      ja: 'キービジュアルは1プロジェクトにつき合計{max}枚まで生成できます（残り{remaining}枚）。新しくプロジェクトを登録してください。',
      en: 'A key-visual project can make up to {max} images in total ({remaining} left). Register a new project.',
      'zh-CN': '每个主视觉项目最多可生成{max}张图片（剩余{remaining}张）。请登记新项目。',
    },
  },
  KEY_VISUAL_SCENE_REQUIRED: {
    status: 409,
    message: {
      ja: '先にメッセージでシーンを決めてください（AIが描くシーンを説明します）。',
      en: 'Agree on the scene in the messages first (the AI describes the scene it will draw).',
      'zh-CN': '请先通过消息确定场景（AI会说明将要绘制的场景）。',
    },
  },
  MASK_REQUIRED: {
    status: 422,
    message: {
      ja: 'マスクが指定されていません。変更する範囲を指定してください。',
      en: 'No mask has been specified. Mark the area to change.',
      'zh-CN': '未指定蒙版，请指定要修改的区域。',
    },
  },
  PROMPT_ASSIST_NEEDS_CATEGORY_AND_SHAPE: {
    status: 422,
    message: {
      ja: 'プロンプトアシストを使うにはカテゴリーと形状を選択してください。',
      en: 'Select a category and a shape to use prompt assist.',
      'zh-CN': '使用提示词辅助前，请选择品类和形状。',
    },
  },
  TOO_MANY_INPUT_IMAGES: {
    status: 422,
    message: {
      ja: 'このモデルに入力できる画像は{max}枚までです。',
      en: 'This model accepts up to {max} input images.',
      'zh-CN': '此模型最多可输入{max}张图片。',
    },
  },
  GENERATION_SIZE_NOT_ALLOWED: {
    status: 422,
    message: {
      ja: 'このモデルの幅と高さは{min}〜{max}ピクセルで指定してください。',
      en: 'Width and height for this model must each be between {min} and {max} pixels.',
      'zh-CN': '此模型的宽度和高度须在{min}到{max}像素之间。',
    },
  },
  BATCH_SIZE_OUT_OF_RANGE: {
    status: 422,
    message: {
      ja: 'このモデルのバッチサイズは1〜{max}で指定してください（推奨：{suggested}）。',
      en: 'The batch size for this model must be between 1 and {max} (suggested: {suggested}).',
      'zh-CN': '此模型的批量大小须在1到{max}之间（建议：{suggested}）。',
    },
  },
  STEPS_OUT_OF_RANGE: {
    status: 422,
    message: {
      ja: 'ステップ数は1〜{max}で指定してください（推奨：{recommended}）。',
      en: 'Steps must be between 1 and {max} (recommended: {recommended}).',
      'zh-CN': '步数须在1到{max}之间（推荐：{recommended}）。',
    },
  },
  DESIGN_INPUT_COUNT: {
    status: 422,
    message: {
      ja: 'このモードには画像が{count}枚必要です。',
      en: 'This mode needs {count} uploaded image(s).',
      'zh-CN': '此模式需要{count}张图片。',
    },
  },
  BRAND_NAME_REQUIRED: {
    status: 400,
    message: {
      ja: 'ブランド名を入力してください（40文字以内）。',
      en: 'Enter the brand name (40 characters or fewer).',
      'zh-CN': '请输入品牌名称（40个字符以内）。',
    },
  },
  LOGO_COLOURS_RULE: {
    status: 400,
    message: {
      ja: 'ロゴの色は1〜3色を #RRGGBB 形式で指定してください。',
      en: 'Choose 1 to 3 logo colours, each as #RRGGBB.',
      'zh-CN': '请以 #RRGGBB 格式指定1到3种标志颜色。',
    },
  },
  LOGO_REFERENCE_LIMIT: {
    status: 422,
    message: {
      ja: '参考画像は1プロジェクトにつき{max}枚までです。',
      en: 'A logo project takes up to {max} reference images.',
      'zh-CN': '每个标志项目最多可上传{max}张参考图片。',
    },
  },
  KEEP_OUT_OF_RANGE: {
    status: 422,
    message: {
      ja: '残す枚数は1〜{max}（生成枚数以下）で指定してください。',
      en: 'The number of designs to keep must be between 1 and {max} (the batch size).',
      'zh-CN': '保留数量须在1到{max}之间（不超过生成数量）。',
    },
  },
  PSD_NO_VISIBLE_LAYER: {
    status: 422,
    message: {
      ja: 'PSDファイルに表示中の画像レイヤーがありません。',
      en: 'The PSD file has no visible layer with pixels.',
      'zh-CN': 'PSD文件中没有可见的图像图层。',
    },
  },
  BRAND_IMAGE_COUNT: {
    status: 422,
    message: {
      ja: 'ブランド学習には自社の画像が{min}〜{max}枚必要です（現在{count}枚）。',
      en: 'Brand learning needs {min} to {max} of your own images ({count} now).',
      'zh-CN': '品牌学习需要{min}到{max}张自有图片（当前{count}张）。',
    },
  },
  BRAND_MODEL_NOT_READY: {
    status: 409,
    message: {
      ja: 'このブランドモデルはまだ使えません。学習が終わるか、LoRAファイルをアップロードしてから生成してください。',
      en: 'This brand model is not ready yet. Generate once its training has finished or a LoRA file is uploaded.',
      'zh-CN': '此品牌模型尚不可用。请在训练完成或上传LoRA文件后再生成。',
    },
  },
  BRAND_TRAINING_IN_PROGRESS: {
    status: 409,
    message: {
      ja: 'このブランドモデルは学習中です。',
      en: 'This brand model is being trained.',
      'zh-CN': '此品牌模型正在训练中。',
    },
  },
  LORA_FILE_INVALID: {
    status: 422,
    message: {
      ja: 'LoRAファイルは50MBまでのsafetensors形式でアップロードしてください。',
      en: 'Upload the LoRA as a safetensors file of up to 50 MB.',
      'zh-CN': '请上传50MB以内的safetensors格式LoRA文件。',
    },
  },
  UPSCALE_TOO_LARGE: {
    status: 422,
    message: {
      ja: '拡大後の長辺が{size}ピクセルになります。長辺{max}ピクセルまで拡大できます。倍率を下げてください。',
      en: 'The upscaled image would be {size} px on its long side; the most is {max} px. Choose a smaller factor.',
      'zh-CN': '放大后长边将为{size}像素，最多可放大到长边{max}像素。请选择较小的倍率。',
    },
  },
  SCORE_SEGMENT_REQUIRED: {
    status: 422,
    message: {
      ja: '良いものを残すには、評価するセグメントを選択してください。',
      en: 'Choose the segment to score the designs for, to keep the best.',
      'zh-CN': '要保留最佳设计，请选择用于评分的细分人群。',
    },
  },
  AUTO_CREATE_POPULATION_FAILED: {
    status: 422,
    message: {
      ja: '自動作成で母集団を生成できませんでした。ぼかしの値を調整してください。',
      en: 'The population could not be generated in auto-create. Adjust the blur.',
      'zh-CN': '自动生成时无法生成样本群体，请调整模糊度。',
    },
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message: {
      ja: 'この Idempotency-Key は別の内容のリクエストで使われています。',
      en: 'This Idempotency-Key was used with a different request.',
      'zh-CN': '此 Idempotency-Key 已用于内容不同的请求。',
    },
  },
  IDEMPOTENCY_KEY_IN_PROGRESS: {
    status: 409,
    message: {
      ja: '同じ Idempotency-Key のリクエストを処理中です。しばらくしてからもう一度お試しください。',
      en: 'A request with this Idempotency-Key is still being processed. Try again shortly.',
      'zh-CN': '使用同一 Idempotency-Key 的请求仍在处理中，请稍后重试。',
    },
  },
  IDEMPOTENCY_KEY_INVALID: {
    status: 400,
    message: {
      ja: 'Idempotency-Key は1〜255文字の表示可能なASCII文字で指定してください。',
      en: 'The Idempotency-Key must be 1 to 255 printable ASCII characters.',
      'zh-CN': 'Idempotency-Key 必须为1至255个可打印ASCII字符。',
    },
  },
  WEBHOOK_URL_NOT_ALLOWED: {
    status: 422,
    message: {
      ja: 'このURLにはWebhookを送信できません（https の公開アドレスを指定してください）。',
      en: 'Webhooks cannot be sent to this URL (use a public https address).',
      'zh-CN': '无法向此URL发送Webhook（请使用公开的 https 地址）。',
    },
  },
  WEBHOOK_NOT_FOUND: {
    status: 404,
    message: {
      ja: 'Webhookエンドポイントが見つかりません。',
      en: 'Webhook endpoint not found.',
      'zh-CN': '找不到Webhook端点。',
    },
  },
  WEBHOOK_DELIVERY_NOT_FOUND: {
    status: 404,
    message: {
      ja: 'Webhookの配信が見つかりません。',
      en: 'Webhook delivery not found.',
      'zh-CN': '找不到Webhook投递记录。',
    },
  },
  ANALYSIS_IMAGE_LIMIT: {
    status: 422,
    message: {
      ja: '選択できる画像は{max}枚までです。',
      en: 'No more than {max} images can be selected',
      'zh-CN': '最多只能选择{max}张图片。',
    },
  },
  FILE_REQUIRED: {
    status: 400,
    message: {
      ja: 'ファイルを選択してください。',
      en: 'Choose a file.',
      'zh-CN': '请选择文件。',
    },
  },
  LEARNING_DATA_INVALID: {
    status: 422,
    message: {
      ja: '学習ファイルに{count}件の問題があります。何も保存していません。',
      en: 'The learning file has {count} problem(s); nothing was stored.',
      'zh-CN': '学习文件有{count}个问题，未保存任何内容。',
    },
  },
  MODEL_VERSION_ACTIVE: {
    status: 409,
    message: {
      ja: 'このモデルはすでに有効です。何も変更していません。',
      en: 'This model version is already the active one; nothing was changed.',
      'zh-CN': '此模型版本已是当前使用的版本，未做任何更改。',
    },
  },
  MODEL_VERSION_INCOMPATIBLE: {
    status: 409,
    message: {
      ja: 'このモデルは現在のエンジンが作らない入力を読みます。有効にできません。新しいデータで再学習してください。',
      en: 'This model version reads inputs the current engine no longer produces, so it cannot be activated; train again on its data.',
      'zh-CN': '此模型版本读取当前引擎不再生成的输入，无法启用；请用其数据重新训练。',
    },
  },
  PROJECT_NOT_CALCULATED: {
    status: 409,
    message: {
      ja: 'このプロジェクトはまだ計算が完了していません。',
      en: 'This project has not been calculated yet.',
      'zh-CN': '此项目尚未完成计算。',
    },
  },
  VISION_MODEL_NOT_CONFIGURED: {
    status: 422,
    message: {
      ja: 'AIモデルによるコンセプト評価には、スーパー管理者が管理コンソールの「AIプロバイダー」でOpenAI、Anthropic、Googleのいずれかを設定する必要があります。オフラインの評価はそのまま表示されます。何も登録・請求していません。',
      en: 'A concept level from an AI model needs OpenAI, Anthropic or Google, which the super admin sets in the console under "AI providers". The offline level is shown as before. Nothing was stored or charged.',
      'zh-CN': 'AI模型的概念评估需要超级管理员在管理控制台的“AI提供商”中设置OpenAI、Anthropic或Google之一。离线评估照常显示。未保存或收取任何费用。',
    },
  },
  IMAGE_PROVIDER_NOT_CONFIGURED: {
    status: 422,
    message: {
      ja: '{model}で画像を再生成するには、スーパー管理者が管理コンソールの「AIプロバイダー」で{provider}を設定する必要があります。何も登録・請求していません。',
      en: 'Regenerating with {model} needs {provider}, which the super admin sets in the console under "AI providers". Nothing was stored or charged.',
      'zh-CN': '使用{model}重新生成需要超级管理员在管理控制台的“AI提供商”中设置{provider}。未保存或收取任何费用。',
    },
  },
  ANALYSIS_NOT_READY: {
    status: 409,
    message: {
      ja: 'AI分析レポートはまだ作成中です。',
      en: 'The AI analysis report is not ready yet.',
      'zh-CN': 'AI分析报告仍在生成中。',
    },
  },
} as const satisfies Record<string, ErrorEntry>;

export type ErrorCode = keyof typeof errorCatalogue;
