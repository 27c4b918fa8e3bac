import { describe, expect, it } from 'vitest';
import { logInThroughForm, screenshot, seeded, useBrowser } from '../support/browser';

const b = useBrowser();

/** Per language: the switch value, then per screen the page title and one text the screen must show. */
const screens = [
  {
    path: '/login',
    name: 'login',
    ja: ['ログイン | Packlens', 'パスワードをお忘れの方'],
    en: ['Log in | Packlens', 'Forgot your password?'],
    'zh-CN': ['登录 | Packlens', '忘记密码？'],
  },
  {
    path: '/register/pre_register',
    name: 'pre-register',
    ja: ['仮登録 | Packlens', '登録用URLを送信する'],
    en: ['Pre-registration | Packlens', 'Send the registration link'],
    'zh-CN': ['预注册 | Packlens', '发送注册链接'],
  },
  {
    path: '/register/trial_register',
    name: 'trial-register',
    ja: ['無料トライアル登録 | Packlens', 'トライアルに申し込む'],
    en: ['Trial registration | Packlens', 'Apply for the trial'],
    'zh-CN': ['试用注册 | Packlens', '申请试用'],
  },
  {
    path: '/register/password_reset',
    name: 'password-reset',
    ja: ['パスワード再設定 | Packlens', '再設定用URLを送信する'],
    en: ['Reset password | Packlens', 'Send the reset link'],
    'zh-CN': ['重置密码 | Packlens', '发送重置链接'],
  },
] as const;

const languages = ['ja', 'en', 'zh-CN'] as const;

describe('account screens in ja, en and zh-CN', () => {
  it.each(languages)('public screens in %s: title and key text', async (language) => {
    const page = await b.newPage();
    await page.goto('/login');
    await page.locator('[data-testid=language-switch]').selectOption(language);
    for (const screen of screens) {
      await page.goto(screen.path);
      const [title, text] = screen[language];
      await expect.poll(() => page.title()).toBe(title);
      await expect.poll(() => page.getByText(text, { exact: true }).count(), { timeout: 10_000 }).toBeGreaterThan(0);
      expect(await page.locator('html').getAttribute('lang')).toBe(language);
      await screenshot(page, `lang-${language}-${screen.name}`);
    }
  });

  it.each([
    ['ja', 'ユーザー管理', 'ログイン履歴'],
    ['en', 'User management', 'Login history'],
    ['zh-CN', '用户管理', '登录历史'],
  ] as const)('the admin My page in %s', async (language, management, history) => {
    const page = await b.newPage();
    await page.goto('/login');
    await page.locator('[data-testid=language-switch]').selectOption(language);
    await logInThroughForm(page, seeded.admin.email, seeded.admin.password);
    await page.waitForURL((url) => url.pathname === '/mypage');
    await expect.poll(() => page.getByText(management, { exact: true }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText(history, { exact: true }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('[data-testid=user-row]').count()).toBeGreaterThan(0);
    await screenshot(page, `lang-${language}-mypage`);
  });
});
