import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthenticatedUser } from '@packlens/contracts';
import { describe, expect, it } from 'vitest';
import { page, userSummary } from '../../../test/accountFixtures';
import { clientAdmin, json, makeUser, problem, renderApp, signInAs, stubApi, type RecordedCall } from '../../../test/fixtures';
import { tokenStorageKey } from '../../auth/session';
import { changeLanguage } from '../../i18n/i18n';

const admin = clientAdmin();
const adminRow = userSummary({ id: admin.id, email: admin.email, name: admin.name, role: 1, login_count: 40 });
const taro = userSummary();
const hanako = userSummary({ id: '66666666-6666-4666-8666-666666666666', email: 'jiro@example.co.jp', name: '鈴木 次郎', status: 'lock' });

const months = Array.from({ length: 12 }, (_, i) => ({ period: `2026-${String(i + 1).padStart(2, '0')}`, count: i === 10 ? 7 : i === 9 ? 3 : 0 }));

/** The API My page reads, for one logged-in account; `extra` adds or overrides routes. */
function myPageApi(user: AuthenticatedUser, extra: Record<string, (call: RecordedCall) => Response> = {}) {
  signInAs(user);
  return stubApi({
    'GET /api/user_detail/': () => json(200, user),
    [`GET /api/user_detail/${user.id}`]: () =>
      json(200, { ...(user.role === 1 ? adminRow : taro), id: user.id, client_id: user.client_id, company: user.company, language: 'ja' }),
    [`GET /api/user_staff/${user.client_id}`]: () =>
      json(200, {
        client_id: user.client_id,
        company: user.company,
        group_id: '48213',
        account_count: 3,
        max_accounts: 5,
        users: [adminRow, taro, hanako].map(({ id, name, email, role, status }) => ({ id, name, email, role, status })),
      }),
    'GET /api/user_list/': () => json(200, page([adminRow, taro, hanako], { account_count: 3, max_accounts: 5 })),
    'GET /api/api_keys/': () => json(200, []),
    'GET /api/webhooks/': () => json(200, []),
    'GET /api/login_history/': () =>
      json(200, page([{ session_id: '77777777-7777-4777-8777-777777777777', user_id: taro.id, name: taro.name, email: taro.email, logged_in_at: '2026-11-20T01:02:00.000Z', ip: '203.0.113.9', user_agent: 'Mozilla/5.0 Chrome/130', mfa: true }])),
    'GET /api/login_history_monthly/': () => json(200, { time_zone: 'Asia/Tokyo', results: months, total: 10 }),
    'GET /api/login_history_yearly/': () => json(200, { time_zone: 'Asia/Tokyo', results: [{ period: '2026', count: 10 }], total: 10 }),
    ...extra,
  });
}

const rowOf = (email: string) => screen.getAllByTestId('user-row').find((row) => row.getAttribute('data-email') === email)!;

describe('My page for an admin', () => {
  it('shows status, login count, group id, monthly logins, the users and the login history', async () => {
    myPageApi(admin);
    renderApp('/mypage');

    expect((await screen.findByTestId('status-login_count')).textContent).toBe('40 回');
    expect(screen.getByTestId('status-status').textContent).toBe('有効');
    await waitFor(() => expect(screen.getByTestId('status-group_id').textContent).toBe('48213'));
    expect(screen.getByTestId('status-accounts').textContent).toBe('3 / 5 アカウント');
    expect(await screen.findByTestId('login-counts-year-total')).toHaveProperty('textContent', '今年のログイン回数: 10 回');
    expect(screen.getByTestId('login-counts-monthly').querySelector('[data-period="2026-11"]')?.getAttribute('data-count')).toBe('7');
    expect((await screen.findAllByTestId('user-row')).map((row) => row.getAttribute('data-email'))).toEqual([admin.email, taro.email, hanako.email]);
    expect(within(rowOf(hanako.email)).getByTestId('user-status').textContent).toBe('ロック中');
    // The admin's own row can be changed but neither selected for locking nor deleted.
    expect(within(rowOf(admin.email)).queryByTestId('user-select')).toBeNull();
    expect(within(rowOf(admin.email)).queryByTestId('user-delete')).toBeNull();
    const history = await screen.findAllByTestId('login-history-row');
    expect(history[0].textContent).toContain('203.0.113.9');
    expect(history[0].textContent).toContain(taro.email);
  });

  it('adds a user; without a password the server mails a link, and a refusal is shown as sent', async () => {
    let attempts = 0;
    const calls = myPageApi(admin, {
      'POST /api/user_add/': () =>
        ++attempts === 1
          ? problem(409, 'EMAIL_ALREADY_REGISTERED', 'このメールアドレスはすでに登録されています。', [
              { field: 'email', code: 'EMAIL_ALREADY_REGISTERED', message: 'このメールアドレスはすでに登録されています。' },
            ])
          : json(201, userSummary({ id: '88888888-8888-4888-8888-888888888888', email: 'new@example.co.jp' })),
    });
    renderApp('/mypage');
    await userEvent.click(await screen.findByTestId('user-add'));
    const dialog = await screen.findByTestId('user-add-dialog');
    await userEvent.click(within(dialog).getByTestId('user-add-dialog-confirm'));
    expect(within(dialog).getAllByText('この項目は必須です。')).toHaveLength(2);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /メールアドレス/ }), 'new@example.co.jp');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^氏名/ }), '新人 花子');
    await userEvent.click(within(dialog).getByTestId('user-add-dialog-confirm'));
    expect((await within(dialog).findByTestId('user-add-dialog-error')).textContent).toBe('このメールアドレスはすでに登録されています。');

    await userEvent.click(within(dialog).getByTestId('user-add-dialog-confirm'));
    await waitFor(() => expect(screen.queryByTestId('user-add-dialog')).toBeNull());
    const posts = calls.filter((c) => c.path === '/api/user_add/');
    expect(posts[1].body).toEqual({ email: 'new@example.co.jp', name: '新人 花子', furigana: '', department: '', language: 'ja' });
    // The list is read again after the command.
    expect(calls.filter((c) => c.path === '/api/user_list/').length).toBeGreaterThan(1);
  });

  it('locks the selected users with a comma-separated listUser', async () => {
    const calls = myPageApi(admin, {
      'POST /api/lock_user/': () => json(200, { users: [{ id: taro.id, status: 'lock' }, { id: hanako.id, status: 'lock' }] }),
    });
    renderApp('/mypage');
    await screen.findAllByTestId('user-row');
    await userEvent.click(within(rowOf(taro.email)).getByRole('checkbox'));
    await userEvent.click(within(rowOf(hanako.email)).getByRole('checkbox'));
    await userEvent.click(screen.getByTestId('user-lock'));
    expect((await screen.findByTestId('user-lock-dialog')).textContent).toContain('選択した 2 名をロックします。');
    await userEvent.click(screen.getByTestId('user-lock-dialog-confirm'));
    await waitFor(() => expect(screen.queryByTestId('user-lock-dialog')).toBeNull());
    expect(calls.find((c) => c.path === '/api/lock_user/')?.body).toEqual({ listUser: `${taro.id},${hanako.id}`, lock: true });
  });

  it('changes a user and deletes one after confirming', async () => {
    const calls = myPageApi(admin, {
      [`PUT /api/user_detail/${taro.id}`]: () => json(200, { ...taro, status: 'invalid', client_id: admin.client_id, company: null, language: 'ja' }),
      [`DELETE /api/user_delete/${hanako.id}`]: () => json(204, null),
    });
    renderApp('/mypage');
    await screen.findAllByTestId('user-row');

    await userEvent.click(within(rowOf(taro.email)).getByTestId('user-edit'));
    const edit = await screen.findByTestId('user-edit-dialog');
    await userEvent.selectOptions(within(edit).getByRole('combobox', { name: /ステータス/ }), 'invalid');
    await userEvent.click(within(edit).getByTestId('user-edit-dialog-confirm'));
    await waitFor(() => expect(screen.queryByTestId('user-edit-dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ email: taro.email, name: taro.name, furigana: taro.furigana, department: taro.department, status: 'invalid' });

    await userEvent.click(within(rowOf(hanako.email)).getByTestId('user-delete'));
    expect((await screen.findByTestId('user-delete-dialog')).textContent).toContain('鈴木 次郎（jiro@example.co.jp）を削除します。');
    await userEvent.click(screen.getByTestId('user-delete-dialog-confirm'));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === `/api/user_delete/${hanako.id}`)).toBe(true));
  });

  it('hands the administrator role to a valid user with the group id, then moves to the user page', async () => {
    let role: 0 | 1 = 1;
    const calls = myPageApi(admin, {
      'GET /api/user_detail/': () => json(200, { ...admin, role }),
      'PUT /api/change_manager/': () => {
        role = 0;
        return json(200, { administrator_id: taro.id, previous_administrator_id: admin.id });
      },
    });
    const { router } = renderApp('/mypage');
    await userEvent.click(await screen.findByTestId('change-manager'));
    const dialog = await screen.findByTestId('change-manager-dialog');
    // Locked users cannot take over; only valid ordinary users are offered.
    await waitFor(() => expect(within(dialog).getAllByRole('option').map((o) => o.textContent)).toEqual([`${taro.name} (${taro.email})`]));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /グループID/ }), '4821');
    await userEvent.click(within(dialog).getByTestId('change-manager-dialog-confirm'));
    expect(within(dialog).getByText('グループIDは5桁の数字で入力してください。')).toBeTruthy();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /グループID/ }), '3');
    await userEvent.click(within(dialog).getByTestId('change-manager-dialog-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/users'));
    expect(calls.find((c) => c.path === '/api/change_manager/')?.body).toEqual({ user_id: taro.id, new_group_id: '48213' });
  });

  it('marks who uses the unlimited plan when it has more accounts than it allows, and changes them within the maximum', async () => {
    let selected = [admin.id, taro.id];
    let attempts = 0;
    const planUsers = () => json(200, { client_id: admin.client_id, required: true, account_count: 3, max_accounts: 2, selected_user_ids: selected });
    const calls = myPageApi(admin, {
      'GET /api/plan_users/': planUsers,
      'PUT /api/plan_users/': (call) => {
        if (++attempts === 1) return problem(409, 'PLAN_USERS_OVER_MAXIMUM', '無制限プランを利用できるユーザーは管理者を含めて2名までです。');
        selected = (call.body as { user_ids: string[] }).user_ids;
        return planUsers();
      },
    });
    renderApp('/mypage');

    expect((await screen.findByTestId('plan-users-notice')).textContent).toContain('ログインできるのは選択した 2 名まで（管理者を含む）');
    const planUse = (email: string) => within(rowOf(email)).getByTestId('user-plan-use');
    await waitFor(() => expect(planUse(hanako.email).textContent).toBe('未選択'));
    expect([admin.email, taro.email].map((email) => [planUse(email).textContent, planUse(email).getAttribute('data-selected')])).toEqual([
      ['利用中', 'true'],
      ['利用中', 'true'],
    ]);

    await userEvent.click(screen.getByTestId('plan-users-open'));
    const dialog = await screen.findByTestId('plan-users-dialog');
    const box = (id: string) => within(dialog).getByTestId(`select-user-${id}`) as HTMLInputElement;
    // The admin always uses the plan; with the two seats taken, nobody else can be ticked until someone is unticked.
    expect([box(admin.id).checked, box(admin.id).disabled, box(taro.id).checked, box(hanako.id).disabled]).toEqual([true, true, true, true]);
    await userEvent.click(box(taro.id));
    await userEvent.click(box(hanako.id));
    expect(within(dialog).getByTestId('selected-user-count').textContent).toBe('2 / 2 名を選択中');

    // A refusal (the maximum changed meanwhile) stays in the dialog in the catalogue's words; then it is saved.
    await userEvent.click(within(dialog).getByTestId('plan-users-dialog-confirm'));
    expect((await within(dialog).findByTestId('plan-users-dialog-error')).textContent).toContain('無制限プランを利用できるユーザーは管理者を含めて2名までです。');
    await userEvent.click(within(dialog).getByTestId('plan-users-dialog-confirm'));
    await waitFor(() => expect(screen.queryByTestId('plan-users-dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'PUT' && c.path === '/api/plan_users/').map((c) => c.body)).toEqual([
      { user_ids: [admin.id, hanako.id] },
      { user_ids: [admin.id, hanako.id] },
    ]);
    await waitFor(() => expect(planUse(hanako.email).textContent).toBe('利用中'));
    expect(planUse(taro.email).textContent).toBe('未選択');
  });

  it('shows no plan-user selection when every account may use the plan', async () => {
    myPageApi(admin, { 'GET /api/plan_users/': () => json(200, { client_id: admin.client_id, required: false, account_count: 3, max_accounts: 5, selected_user_ids: [] }) });
    const { queryClient } = renderApp('/mypage');
    await screen.findAllByTestId('user-row');
    await waitFor(() => expect(queryClient.getQueryState(['accounts', 'plan_users'])?.status).toBe('success'));
    expect(screen.queryByTestId('plan-users-notice')).toBeNull();
    expect(screen.queryByTestId('plan-users-open')).toBeNull();
    expect(screen.queryAllByTestId('user-plan-use')).toEqual([]);
  });

  it('cancels the contract with the group id and ends the session', async () => {
    const calls = myPageApi(admin, {
      'GET /api/cancel_contract/': () =>
        json(200, { client_id: admin.client_id, company: admin.company, group_id: '48213', plan_id: 1, account_count: 3, effective: 'immediately' }),
      'POST /api/cancel_contract/': (call) =>
        (call.body as { group_id: string }).group_id === '48213'
          ? json(200, { status: 'cancelled', cancelled_at: '2026-11-21T00:00:00.000Z' })
          : problem(422, 'GROUP_ID_MISMATCH', 'グループIDがご利用中の会社のものと一致しません。'),
    });
    const { router } = renderApp('/mypage');
    await userEvent.click(await screen.findByTestId('cancel-contract-open'));
    const dialog = await screen.findByTestId('cancel-contract-dialog');
    expect((await within(dialog).findByTestId('cancel-group_id')).textContent).toBe('48213');

    await userEvent.type(within(dialog).getByTestId('cancel-contract-group-id'), '11111');
    await userEvent.click(within(dialog).getByTestId('cancel-contract-dialog-confirm'));
    expect((await within(dialog).findByTestId('cancel-contract-dialog-error')).textContent).toBe('グループIDがご利用中の会社のものと一致しません。');
    expect(localStorage.getItem(tokenStorageKey)).not.toBeNull();

    await userEvent.clear(within(dialog).getByTestId('cancel-contract-group-id'));
    await userEvent.type(within(dialog).getByTestId('cancel-contract-group-id'), '48213');
    await userEvent.click(within(dialog).getByTestId('cancel-contract-dialog-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(tokenStorageKey)).toBeNull();
    expect((await screen.findByTestId('login-contract-cancelled')).textContent).toBe('契約を解約しました。ご利用ありがとうございました。');
    expect(calls.filter((c) => c.path === '/api/cancel_contract/' && c.method === 'POST')).toHaveLength(2);
  });
});

describe('My page for a user', () => {
  it('shows their own status, logins and history without user management, in English too', async () => {
    const user = makeUser({ id: taro.id });
    myPageApi(user);
    renderApp('/mypage/users');
    expect((await screen.findByTestId('status-login_count')).textContent).toBe('12 回');
    expect(screen.queryByTestId('user-management')).toBeNull();
    expect(screen.queryByTestId('status-group_id')).toBeNull();
    expect((await screen.findAllByTestId('login-history-row'))[0].textContent).not.toContain(taro.email);

    await changeLanguage('en');
    await waitFor(() => expect(screen.getByTestId('status-login_count').textContent).toBe('12 times'));
    expect(screen.getByTestId('login-counts').textContent).toContain('Logins this year: 10');
  });

  it('says "1 time" and "1 login" in English: counts follow each language’s plural rules (issue 19, item 10)', async () => {
    const user = makeUser({ id: taro.id });
    myPageApi(user, {
      [`GET /api/user_detail/${user.id}`]: () => json(200, { ...taro, login_count: 1, id: user.id, client_id: user.client_id, company: user.company, language: 'ja' }),
      'GET /api/login_history_yearly/': () => json(200, { time_zone: 'Asia/Tokyo', results: [{ period: '2025', count: 1 }, { period: '2026', count: 10 }], total: 11 }),
    });
    renderApp('/mypage/users');
    expect((await screen.findByTestId('status-login_count')).textContent).toBe('1 回');
    await changeLanguage('en');
    await waitFor(() => expect(screen.getByTestId('status-login_count').textContent).toBe('1 time'));
    expect(screen.getByTestId('login-counts-yearly').textContent).toContain('2025: 1 login');
    expect(screen.getByTestId('login-counts-yearly').textContent).toContain('2026: 10 logins');
    await changeLanguage('zh-CN');
    await waitFor(() => expect(screen.getByTestId('status-login_count').textContent).toBe('1 次'));
  });
});
