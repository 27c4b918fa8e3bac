import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { completedRegistration, planChoice, registrationLink, registrationSummary } from '../../../test/accountFixtures';
import { clientAdmin, json, problem, renderApp, stubApi } from '../../../test/fixtures';
import { tokenStorageKey } from '../../auth/session';
import { changeLanguage } from '../../i18n/i18n';

const ipLanguages: Record<string, string> = { jp: 'ja', cn: 'zh-CN' };
const byIp = (country: string) => () =>
  json(200, { country, country_code: country.toUpperCase(), language: ipLanguages[country] ?? 'en', source: 'geoip' });
const urlInvalid = () => problem(404, 'URL_INVALID', 'このURLは無効です。お手数ですが、もう一度登録してください。');

/** Types by pasting: one input event per field keeps long forms fast in happy-dom. */
async function fill(element: HTMLElement, text: string) {
  await userEvent.click(element);
  await userEvent.paste(text);
}

const fieldError = (name: string) => {
  const input = document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  return document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
};

describe('pre-registration', () => {
  it('preselects country and language from GET /api/get_country_by_ip/ and sends the address with them', async () => {
    const calls = stubApi({
      'GET /api/get_country_by_ip/': byIp('th'),
      'POST /api/pre_register/': () => json(202, { status: 'mail_sent' }),
    });
    const { router } = renderApp('/register/pre_register');

    const country = await screen.findByRole('combobox', { name: /Country/ });
    await waitFor(() => expect((country as HTMLSelectElement).value).toBe('th'));
    expect(screen.getByTestId('page-heading').textContent).toBe('Pre-registration');
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail address/ }), ' someone@example.com ');
    await userEvent.click(screen.getByTestId('pre-register-submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/register/mail_send'));
    expect(calls.find((c) => c.path === '/api/pre_register/')?.body).toEqual({ email: 'someone@example.com', country: 'th', language: 'en' });
    expect((await screen.findByTestId('mail-sent')).textContent).toContain('We sent an e-mail with your registration link to someone@example.com.');
  });

  it('keeps a language the visitor chose before', async () => {
    await changeLanguage('ja');
    stubApi({ 'GET /api/get_country_by_ip/': byIp('cn') });
    renderApp('/register/pre_register');
    const country = (await screen.findByRole('combobox', { name: /国/ })) as HTMLSelectElement;
    await waitFor(() => expect(country.value).toBe('cn'));
    expect(screen.getByTestId('page-heading').textContent).toBe('仮登録');
  });

  it('keeps a country the visitor chose before the GeoIP answer', async () => {
    stubApi({ 'GET /api/get_country_by_ip/': byIp('cn') });
    renderApp('/register/pre_register');
    const country = (await screen.findByRole('combobox', { name: /国/ })) as HTMLSelectElement;
    await userEvent.selectOptions(country, 'id');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(country.value).toBe('id');
  });

  it("refuses a malformed address with the catalogue's message and calls nothing", async () => {
    const calls = stubApi({ 'GET /api/get_country_by_ip/': byIp('jp') });
    renderApp('/register/pre_register');
    await userEvent.type(await screen.findByRole('textbox', { name: /メールアドレス/ }), 'not-an-address');
    await userEvent.click(screen.getByTestId('pre-register-submit'));
    expect(fieldError('email')).toBe('正しいメールアドレスを入力してください。');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});

describe('the registration link /register/{token}', () => {
  it("shows 'This URL is invalid' for an expired or used link and offers to register again", async () => {
    await changeLanguage('en');
    stubApi({ 'GET /api/register/dead-token': () => problem(404, 'URL_INVALID', 'This URL is invalid. Please register again.') });
    renderApp('/register/dead-token');
    const invalid = await screen.findByTestId('url-invalid');
    expect(invalid.textContent).toContain('This URL is invalid. Please register again.');
    expect(screen.getByTestId('url-invalid-again').getAttribute('href')).toBe('/register/pre_register');
    expect(screen.getByTestId('page-heading').textContent).toBe('User registration');
  });

  it('checks every field of section 3 before sending, with the messages of the catalogue', async () => {
    const calls = stubApi({ 'GET /api/register/tok-1': () => json(200, registrationLink()), 'GET /api/get_country_by_ip/': byIp('jp') });
    renderApp('/register/tok-1');
    await screen.findByTestId('registration-form');
    expect((screen.getByRole('textbox', { name: /メールアドレス/ }) as HTMLInputElement).value).toBe('new.owner@example.co.jp');

    await userEvent.type(screen.getByRole('textbox', { name: /電話番号/ }), '03-1234-5678');
    await userEvent.type(screen.getByLabelText(/^パスワード \*/), 'short');
    await userEvent.type(screen.getByLabelText(/パスワード（確認）/), 'other');
    await userEvent.click(screen.getByTestId('registration-submit'));

    expect(fieldError('organization')).toBe('この項目は必須です。');
    expect(fieldError('name')).toBe('この項目は必須です。');
    expect(fieldError('address')).toBe('この項目は必須です。');
    expect(fieldError('telephone')).toBe('電話番号はハイフンなしの数字で入力してください。');
    expect(fieldError('password')).toBe('パスワードは半角英数字8〜20文字で入力してください。');
    expect(fieldError('password_confirm')).toBe('パスワードが一致しません。');
    expect(screen.getByTestId('terms-error').textContent).toBe('利用規約に同意してください。');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    // The first field to correct gets the focus.
    await waitFor(() => expect(document.activeElement?.getAttribute('name')).toBe('organization'));
  });

  it("sends the form, shows the server's per-field messages, then continues to plan select with the user parameter", async () => {
    let attempt = 0;
    const calls = stubApi({
      'GET /api/register/tok-1': () => json(200, registrationLink()),
      'GET /api/get_country_by_ip/': byIp('jp'),
      'POST /api/register/tok-1': () =>
        ++attempt === 1
          ? problem(400, 'VALIDATION_FAILED', '正しく入力されていない項目があります。', [
              { field: 'address', code: 'TEXT_TOO_LONG', message: '400文字以内で入力してください。（サーバー）' },
            ])
          : json(200, { user: 'reg-42.secret', next: 'plan_select' }),
      'GET /api/register/plan_select': () => json(200, planChoice()),
    });
    const { router } = renderApp('/register/tok-1');
    await screen.findByTestId('registration-form');

    await fill(screen.getByRole('textbox', { name: /会社名・団体名/ }), '株式会社サンプル');
    await fill(screen.getByRole('textbox', { name: /^氏名/ }), '鈴木 一郎');
    await fill(screen.getByRole('textbox', { name: /郵便番号/ }), '100-0001');
    await fill(screen.getByRole('textbox', { name: /^住所/ }), '東京都千代田区千代田1-1');
    await fill(screen.getByRole('textbox', { name: /電話番号/ }), '0312345678');
    await fill(screen.getByLabelText(/^パスワード \*/), 'Secret2026');
    await fill(screen.getByLabelText(/パスワード（確認）/), 'Secret2026');
    expect(screen.getByTestId('terms-link').getAttribute('href')).toBe('/terms');
    await userEvent.click(screen.getByRole('checkbox', { name: /利用規約\s*に同意します/ }));
    await userEvent.click(screen.getByTestId('registration-submit'));

    await waitFor(() => expect(fieldError('address')).toBe('400文字以内で入力してください。（サーバー）'));
    expect(screen.getByTestId('form-error').textContent).toBe('正しく入力されていない項目があります。');
    const sent = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      account_type: 'corporation',
      organization: '株式会社サンプル',
      name: '鈴木 一郎',
      telephone: '0312345678',
      email: 'new.owner@example.co.jp',
      password: 'Secret2026',
      terms_agreed: true,
      country: 'jp',
    });
    expect(sent).not.toHaveProperty('password_confirm');

    // Editing the field takes the server's message away until the next answer.
    await fill(screen.getByRole('textbox', { name: /^住所/ }), '2');
    expect(fieldError('address')).toBeUndefined();
    await userEvent.click(screen.getByTestId('registration-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/plan_select'));
    expect(router.state.location.search).toBe('?user=reg-42.secret');
  });

  it('starts a trial from a trial link once the terms are agreed, logged in as the new admin', async () => {
    const admin = clientAdmin({ plan: { id: 7, plan_type: 4, name: 'トライアル', name_en: 'Trial', name_cn: '试用', max_images: 5, max_accounts: 5, unit_type_period: null } });
    const calls = stubApi({
      'GET /api/register/trial-tok': () => json(200, registrationLink('trial')),
      'POST /api/register/trial-tok': () => json(201, completedRegistration(admin)),
      'GET /api/user_detail/': () => json(200, admin),
    });
    const { router } = renderApp('/register/trial-tok');
    await userEvent.click(await screen.findByTestId('trial-start-submit'));
    expect(screen.getByTestId('terms-error').textContent).toBe('利用規約に同意してください。');

    await userEvent.click(screen.getByRole('checkbox', { name: /利用規約\s*に同意します/ }));
    await userEvent.click(screen.getByTestId('trial-start-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ terms_agreed: true });
    expect(localStorage.getItem(tokenStorageKey)).toMatch(/^ey/);
  });
});

describe('plan select, confirm and complete', () => {
  it('goes to Login without the user parameter (section 2)', async () => {
    stubApi({});
    const { router } = renderApp('/register/plan_select');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('lists the plans with prices in the country currency, asks for a choice, and saves the trial', async () => {
    const calls = stubApi({
      'GET /api/register/plan_select': () => json(200, planChoice()),
      'PUT /api/register/plan_select': () => json(200, planChoice(7)),
      'GET /api/register/confirm': () => json(200, registrationSummary()),
    });
    const { router } = renderApp('/register/plan_select?user=reg-42.secret');

    expect((await screen.findByTestId('plan-2')).textContent).toContain('2万円');
    expect(screen.getByTestId('plan-7').textContent).toContain('無料');
    expect(screen.getByTestId('plan-7').textContent).toContain('画像 5 枚まで');
    await userEvent.click(screen.getByTestId('plan-select-submit'));
    expect(screen.getByTestId('plan-required').textContent).toBe('プランを選択してください。');

    await userEvent.click(screen.getByRole('radio', { name: 'トライアルプラン' }));
    await userEvent.click(screen.getByTestId('plan-select-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/confirm'));
    expect(router.state.location.search).toBe('?user=reg-42.secret');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ user: 'reg-42.secret', plan_id: 7 });
  });

  it('shows the entries on confirm, registers, and completes logged in with the group id', async () => {
    const admin = clientAdmin();
    const calls = stubApi({
      'GET /api/register/confirm': () => json(200, registrationSummary()),
      'POST /api/register/confirm': () => json(201, completedRegistration(admin)),
      'GET /api/register/complete': () => json(200, registrationSummary('completed')),
      'GET /api/user_detail/': () => json(200, admin),
    });
    const { router } = renderApp('/register/confirm?user=reg-42.secret');

    expect((await screen.findByTestId('summary-organization')).textContent).toBe('株式会社サンプル');
    expect(screen.getByTestId('summary-plan').textContent).toBe('トライアルプラン (無料)');
    expect(screen.getByTestId('register-confirm-back').getAttribute('href')).toBe('/register/plan_select?user=reg-42.secret');
    await userEvent.click(screen.getByTestId('register-confirm-submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/register/complete'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ user: 'reg-42.secret' });
    expect((await screen.findByTestId('register-complete-group-id')).textContent).toContain('48213');
    expect(screen.getByTestId('register-complete-next').getAttribute('href')).toBe('/mypage');
  });

  it('shows the invalid-URL message when the user parameter has expired', async () => {
    stubApi({ 'GET /api/register/confirm': urlInvalid });
    renderApp('/register/confirm?user=old');
    expect((await screen.findByTestId('url-invalid')).textContent).toContain('このURLは無効です。');
  });
});
