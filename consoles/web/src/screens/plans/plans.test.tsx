import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CatalogPlan, PlanChoice } from '@packlens/contracts';
import { describe, expect, it } from 'vitest';
import { clientAdmin, json, plans, problem, renderApp, signInAs, stubApi } from '../../../test/fixtures';

const catalog = (plan: Partial<CatalogPlan> & Pick<CatalogPlan, 'id' | 'kind' | 'name_en'>): CatalogPlan => ({
  plan_type: 0,
  name: plan.name_en,
  name_cn: plan.name_en,
  max_images: null,
  max_accounts: 5,
  unit_type_period: null,
  validity_period: null,
  price: null,
  price_cn: null,
  price_th: null,
  price_id: null,
  has_fee: true,
  refusal: null,
  ...plan,
});

const admin = clientAdmin({ plan: plans.adhoc, max_images: 100 });

function choice(overrides: Partial<PlanChoice> = {}): PlanChoice {
  return {
    current: {
      client_id: admin.client_id as string,
      plan_id: 2,
      plan_option_id: null,
      plan_generate_id: null,
      plan_key_visual_id: null,
      expired_at: null,
      expired: false,
      running_periods: [],
      left_free: true,
      selected_user_ids: [],
      changed_at: null,
    },
    plans: [
      catalog({ id: 1, kind: 'by_month', plan_type: 1, name: '無制限プラン', name_en: 'Unlimited plan', unit_type_period: 'month', validity_period: 3, price: 300000 }),
      catalog({ id: 2, kind: 'adhoc', plan_type: 2, name: 'アドホックプラン', name_en: 'Ad hoc plan', price: 12000, refusal: 'PLAN_ALREADY_CURRENT' }),
      catalog({ id: 3, kind: 'not_fee', plan_type: 3, name: '無料プラン', name_en: 'Free plan', max_images: 10, max_accounts: 3, has_fee: false, price: 0, refusal: 'CANNOT_RETURN_TO_FREE_PLAN' }),
    ],
    options: [catalog({ id: 11, kind: 'option', name: 'ネーミング・コピー（1日）', name_en: 'Naming (1 day)', unit_type_period: 'day', validity_period: 1, price: 30000 })],
    generate: [catalog({ id: 21, kind: 'generate', name: 'デザイン生成（1ヶ月）', name_en: 'Design generation', unit_type_period: 'month', validity_period: 1, max_accounts: 3 })],
    key_visual: [catalog({ id: 31, kind: 'key_visual', name: 'キービジュアル生成（1ヶ月）', name_en: 'Key visual', unit_type_period: 'month', validity_period: 1 })],
    setting_plan: 1,
    show_prices: true,
    currency: 'JPY',
    account_count: 2,
    max_accounts: 5,
    ...overrides,
  };
}

describe('PlanRenew', () => {
  it('offers the plans with section 9’s prices and disables the ones the rules refuse, with the catalogue message', async () => {
    signInAs(admin);
    stubApi({ 'GET /api/user_detail/': () => json(200, admin), 'GET /api/plans/': () => json(200, choice()), 'GET /api/usage_amounts/': () => json(200, { show_amounts: true, months: [] }) });
    const { router } = renderApp('/register/plan_renew');

    const monthly = await screen.findByTestId('pick-plan-1');
    // 300,000 yen over 3 months: 30万円, 10万円 a month; ad hoc 12,000 in man units.
    expect(within(monthly).getByTestId('price-plan-1').textContent).toBe('30万円 （月あたり 10万円）');
    expect(screen.getByTestId('price-plan-2').textContent).toBe('1.2万円 1回の計算（1プロジェクト・10枚まで）あたり');
    expect(screen.getByTestId('pick-plan-3').dataset.disabled).toBe('true');
    expect(screen.getByTestId('refusal-plan-3').textContent).toBe('プラン変更後は無料プランに戻すことはできません。');
    expect(screen.getByTestId('refusal-plan-2').textContent).toBe('現在ご利用中のプランには変更できません。');

    await userEvent.click(screen.getByTestId('plan-renew-next'));
    expect(screen.getByTestId('plan-required').textContent).toBe('プランを選択してください。');

    await userEvent.click(within(monthly).getByRole('button'));
    // The monthly plan covers naming/copy and key visuals: those options are disabled.
    expect(screen.getByTestId('pick-option-11').dataset.disabled).toBe('true');
    expect(screen.getByTestId('refusal-keyVisual-31').textContent).toBe('月額の生成プランに含まれているため、このオプションは登録できません。');
    await userEvent.click(within(screen.getByTestId('pick-generate-21')).getByRole('button'));
    await userEvent.click(screen.getByTestId('plan-renew-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/plan_confirm'));
    expect(router.state.location.search).toBe('?plan=1&generate=21');
  });

  it('hides prices from whom section 6 does not show them', async () => {
    const user = { ...admin, role: 0 as const };
    signInAs(user);
    stubApi({ 'GET /api/user_detail/': () => json(200, user), 'GET /api/plans/': () => json(200, choice({ show_prices: false })) });
    renderApp('/register/plan_renew');
    expect((await screen.findByTestId('price-plan-1')).textContent).toBe('');
    expect(screen.getByTestId('price-plan-3').textContent).toBe('無料');
  });
});

describe('a trial admin changing plan (issue 19: the trial could not be upgraded)', () => {
  it('keeps the user parameter from PlanRenew to PlanConfirm, so the confirmation is not sent back to the information form', async () => {
    const trial = clientAdmin({ plan: plans.trial, max_images: 5 });
    signInAs(trial);
    stubApi({
      'GET /api/user_detail/': () => json(200, trial),
      'GET /api/plans/': () => json(200, choice({ current: { ...choice().current, plan_id: 7 } })),
      'GET /api/usage_amounts/': () => json(200, { show_amounts: true, months: [] }),
    });
    const { router } = renderApp(`/register/plan_renew?user=${trial.id}`);
    await userEvent.click(within(await screen.findByTestId('pick-plan-1')).getByRole('button'));
    await userEvent.click(screen.getByTestId('plan-renew-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/plan_confirm'));
    expect(new URLSearchParams(router.state.location.search).get('user')).toBe(trial.id);
    expect(await screen.findByTestId('plan-confirm-summary')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/register/plan_confirm');
  });
});

describe('the current plan on PlanRenew (issue 19, item 4)', () => {
  it('names the trial in the current language, not by its id, and shows the paid plans’ prices to a trial’s admin', async () => {
    const trial = clientAdmin({ plan: plans.trial, max_images: 5 });
    signInAs(trial);
    stubApi({
      'GET /api/user_detail/': () => json(200, trial),
      'GET /api/plans/': () => json(200, choice({ current: { ...choice().current, plan_id: 7 } })),
      'GET /api/usage_amounts/': () => json(200, { show_amounts: false, months: [] }),
    });
    renderApp(`/register/plan_renew?user=${trial.id}`);
    const [card] = await screen.findAllByTestId('current-plan');
    expect(card.textContent).toContain('トライアルプラン');
    expect(card.textContent).not.toMatch(/プラン\s*7/);
    expect(screen.getByTestId('price-plan-1').textContent).toBe('30万円 （月あたり 10万円）');
  });
});

describe('PlanConfirm', () => {
  it('goes back to PlanRenew when nothing is selected', async () => {
    signInAs(admin);
    stubApi({ 'GET /api/user_detail/': () => json(200, admin), 'GET /api/plans/': () => json(200, choice()) });
    const { router } = renderApp('/register/plan_confirm');
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/plan_renew'));
  });

  it('asks to confirm the end of a running option period, changes the plan and the header follows', async () => {
    signInAs(admin);
    const running = choice({ current: { ...choice().current, plan_option_id: 11, running_periods: [{ kind: 'option', plan_id: 11, until: '2026-12-21T09:00:00.000Z' }] } });
    const changed = { ...admin, plan: plans.monthly, max_images: 100 };
    let current = admin;
    const calls = stubApi({
      'GET /api/user_detail/': () => json(200, current),
      'GET /api/plans/': () => json(200, running),
      [`PUT /api/change_plan/${admin.client_id}`]: (call) =>
        (call.body as { confirm_end_option_period: boolean }).confirm_end_option_period
          ? ((current = changed), json(200, { current: { ...running.current, plan_id: 1, plan_option_id: null, running_periods: [] }, ended_periods: ['option'], user: changed }))
          : problem(409, 'OPTION_PERIOD_CONFIRMATION_REQUIRED', 'オプション期間中です'),
    });
    const { router } = renderApp('/register/plan_confirm?plan=1');

    const summary = await screen.findByTestId('plan-confirm-summary');
    expect(within(summary).getByTestId('confirm-plan').textContent).toBe('無制限プラン 30万円 （月あたり 10万円）');
    expect(within(summary).getByTestId('confirm-total').textContent).toBe('30万円');
    await userEvent.click(screen.getByTestId('plan-confirm-submit'));
    expect(screen.getByTestId('confirm-end-period-required')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await userEvent.click(screen.getByTestId('confirm-end-period'));
    await userEvent.click(screen.getByTestId('plan-confirm-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/plan_complete'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ plan_id: 1, plan_option_id: null, plan_generate_id: null, plan_key_visual_id: null, user_data: [], confirm_end_option_period: true });
    expect((await screen.findByTestId('plan-complete')).textContent).toBe('プランを変更しました。');
    expect(screen.getByTestId('complete-plan').textContent).toBe('月額プラン');
    expect(screen.getByTestId('header-plan-name').textContent).toBe('プラン: 月額プラン');
  });

  it('shows the server’s refusal in the interface language', async () => {
    signInAs(admin);
    stubApi({
      'GET /api/user_detail/': () => json(200, admin),
      'GET /api/plans/': () => json(200, choice()),
      [`PUT /api/change_plan/${admin.client_id}`]: () => problem(422, 'PLAN_CHANGE_NOT_ALLOWED', 'このアカウントではプランを変更できません。'),
    });
    renderApp('/register/plan_confirm?plan=1');
    await userEvent.click(await screen.findByTestId('plan-confirm-submit'));
    expect((await screen.findByTestId('form-error')).textContent).toBe('このアカウントではプランを変更できません。');
  });
});
