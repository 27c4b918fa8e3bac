import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, makeUser, plans, problem, renderApp, signInAs, stubApi } from '../../../test/fixtures';

async function fill(element: HTMLElement, text: string) {
  await userEvent.click(element);
  await userEvent.paste(text);
}

/** What GET /api/update_password_user_trial/{id} answers for a trial started from e-mail and password. */
const startedFromEmail = {
  account_type: 'personal',
  organization: '',
  headquarters: '',
  department: '',
  name: '試用 花子',
  furigana: '',
  zip_code: '',
  address: '',
  building: '',
  telephone: '',
  country: 'jp',
};

describe('update information for trial users', () => {
  const trialUser = makeUser({ plan: plans.trial, company: null, name: '試用 花子' });
  const details = `GET /api/update_password_user_trial/${trialUser.id}`;

  it('opens filled with what the company registered, and saves it unchanged when nothing is touched (issue 19, item 2)', async () => {
    signInAs(trialUser);
    const registered = {
      account_type: 'corporation',
      organization: '株式会社E2Eフーズ',
      headquarters: '東京',
      department: '商品企画部',
      name: '試験 太郎',
      furigana: 'シケン タロウ',
      zip_code: '100-0005',
      address: '東京都千代田区丸の内1-1-1',
      building: '丸の内ビル',
      telephone: '0312345678',
      country: 'jp',
    };
    const calls = stubApi({
      'GET /api/user_detail/': () => json(200, trialUser),
      [details]: () => json(200, registered),
      [`PUT /api/update_password_user_trial/${trialUser.id}`]: () => json(200, trialUser),
    });
    renderApp('/register/update_information');
    await screen.findByTestId('update-information-form');
    expect((screen.getByRole('textbox', { name: /会社名・団体名/ }) as HTMLInputElement).value).toBe('株式会社E2Eフーズ');
    expect((screen.getByRole('textbox', { name: /郵便番号/ }) as HTMLInputElement).value).toBe('100-0005');
    expect((screen.getByRole('textbox', { name: /部署/ }) as HTMLInputElement).value).toBe('商品企画部');
    await userEvent.click(screen.getByTestId('update-information-submit'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject(registered));
  });

  it('is where the plan pages send a trial user, and returns them there with the user parameter', async () => {
    signInAs(trialUser);
    const calls = stubApi({
      'GET /api/user_detail/': () => json(200, trialUser),
      [details]: () => json(200, startedFromEmail),
      [`PUT /api/update_password_user_trial/${trialUser.id}`]: () => json(200, { ...trialUser, company: '試用商店' }),
    });
    const { router } = renderApp('/register/plan_renew');
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/update_information'));
    const form = await screen.findByTestId('update-information-form');
    expect((screen.getByRole('textbox', { name: /^氏名/ }) as HTMLInputElement).value).toBe('試用 花子');

    await fill(screen.getByRole('textbox', { name: /会社名・団体名/ }), '試用商店');
    await fill(screen.getByRole('textbox', { name: /^住所/ }), '大阪府大阪市北区1-1');
    await fill(screen.getByRole('textbox', { name: /電話番号/ }), '0612345678');
    await fill(screen.getByLabelText(/^新しいパスワード/), 'Newpass2026');
    await userEvent.click(screen.getByTestId('update-information-submit'));
    // A new password needs the current one and its repetition.
    const helper = (name: string) => document.getElementById(form.querySelector(`[name=${name}]`)!.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(helper('current_password')).toBe('この項目は必須です。');
    expect(helper('new_password_confirm')).toBe('この項目は必須です。');

    await fill(screen.getByLabelText(/現在のパスワード/), 'Trial2026');
    await fill(screen.getByLabelText(/パスワード（確認）/), 'Newpass2026');
    await userEvent.click(screen.getByTestId('update-information-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/plan_renew'));
    expect(router.state.location.search).toBe(`?user=${trialUser.id}`);
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      account_type: 'personal',
      organization: '試用商店',
      name: '試用 花子',
      address: '大阪府大阪市北区1-1',
      telephone: '0612345678',
      country: 'jp',
      current_password: 'Trial2026',
      new_password: 'Newpass2026',
    });
  });

  it("shows the server's refusal of a wrong current password next to the field", async () => {
    signInAs(trialUser);
    stubApi({
      'GET /api/user_detail/': () => json(200, trialUser),
      [details]: () => json(200, startedFromEmail),
      [`PUT /api/update_password_user_trial/${trialUser.id}`]: () =>
        problem(422, 'CURRENT_PASSWORD_INCORRECT', '現在のパスワードが正しくありません。', [
          { field: 'current_password', code: 'CURRENT_PASSWORD_INCORRECT', message: '現在のパスワードが正しくありません。' },
        ]),
    });
    renderApp('/register/update_information');
    await screen.findByTestId('update-information-form');
    await fill(screen.getByRole('textbox', { name: /^住所/ }), '大阪府');
    await fill(screen.getByRole('textbox', { name: /電話番号/ }), '0612345678');
    await fill(screen.getByLabelText(/現在のパスワード/), 'Wrong2026');
    await fill(screen.getByLabelText(/^新しいパスワード/), 'Newpass2026');
    await fill(screen.getByLabelText(/パスワード（確認）/), 'Newpass2026');
    await userEvent.click(screen.getByTestId('update-information-submit'));
    expect((await screen.findByTestId('form-error')).textContent).toBe('現在のパスワードが正しくありません。');
    expect(screen.getAllByText('現在のパスワードが正しくありません。')).toHaveLength(2);
  });

  it('tells a user on another plan that the page is for trial accounts', async () => {
    const monthly = makeUser();
    signInAs(monthly);
    stubApi({ 'GET /api/user_detail/': () => json(200, monthly) });
    renderApp('/register/update_information');
    expect((await screen.findByTestId('update-information-not-trial')).textContent).toContain('トライアルプランのアカウント用です');
  });
});
