import { screen, waitFor, within } from '@testing-library/react';
import type { PlatformFigures } from '@packlens/contracts';
import { describe, expect, it } from 'vitest';
import { json, problem, renderApp, signInAs, stubApi, superAdmin } from '../../../test/fixtures';
import { changeLanguage } from '../../i18n/i18n';

const figures: PlatformFigures = {
  month: '2026-11',
  clients: {
    total: 1234,
    by_plan: [
      { plan_id: 2, plan_name: 'アドホックプラン', clients: 1000 },
      { plan_id: 7, plan_name: 'トライアルプラン', clients: 234 },
    ],
    by_country: [
      { country: 'jp', clients: 1233 },
      { country: 'th', clients: 1 },
    ],
  },
  active_users: { users: 1, days: 30 },
  calculations: { requested: 12, failed: 2, failed_images: 5 },
  images: { calculated: 40, refunded: 5 },
  sales: [
    { currency: 'JPY', plan_fees: 55000, usage_fees: 20000, total: 75000 },
    { currency: 'THB', plan_fees: 0, usage_fees: 1200, total: 1200 },
  ],
  subscriptions: [
    { name: 'read-model:identity', behind: 0, heartbeat_at: '2026-11-21T09:00:00.000Z' },
    { name: 'mailer', behind: 3, heartbeat_at: '2026-11-21T09:00:00.000Z' },
  ],
};

function showPlug(answer = () => json(200, figures)) {
  const admin = superAdmin();
  signInAs(admin);
  const calls = stubApi({ 'GET /api/user_detail/': () => json(200, admin), 'GET /api/admin/platform_figures': answer });
  renderApp('/mypage/plug');
  return calls;
}

const text = (testId: string) => screen.getByTestId(testId).textContent;
const href = (testId: string) => decodeURIComponent(screen.getByTestId(testId).getAttribute('href')!);

describe('the Plug dashboard’s platform figures (issue 19 item 14)', () => {
  it('counts clients by plan and country, each line opening the console’s client list filtered to it', async () => {
    showPlug();
    await screen.findByTestId('clients-total');
    expect(text('clients-total-value')).toBe('1,234 社');
    expect(text('clients-by-plan-2')).toBe('アドホックプラン1,000 社');
    expect(text('clients-by-country-th')).toBe('タイ1 社');
    expect(within(screen.getByTestId('clients-by-plan-2')).getByRole('link').getAttribute('href')).toBe(`/admin/#/clients?filter=${encodeURIComponent('{"plan_id":2}')}`);
    expect(decodeURIComponent(within(screen.getByTestId('clients-by-country-th')).getByRole('link').getAttribute('href')!)).toBe('/admin/#/clients?filter={"country":"th"}');
    expect(href('clients-total-link')).toBe('/admin/#/clients');
  });

  it('gives this month’s users, calculations, images, failures and sales, linking to the month’s sales', async () => {
    showPlug();
    await screen.findByTestId('active-users');
    expect(text('platform-figures-month')).toBe('2026-11（日本時間）');
    expect(text('active-users-value')).toBe('1 人');
    expect(text('calculations-this-month-value')).toBe('12 件');
    expect(text('images-this-month-value')).toBe('40 枚');
    expect(screen.getByTestId('images-this-month').textContent).toContain('うち失敗して返却: 5 枚');
    expect(text('failed-calculations-value')).toBe('2 件');
    expect(screen.getByTestId('failed-calculations').textContent).toContain('失敗した画像は全部で 5 枚');
    expect(screen.getByTestId('sales-this-month-JPY').textContent).toBe('75,000円プラン料金 55,000円・利用料金 2万円');
    expect(screen.getByTestId('sales-this-month-THB').textContent).toContain('1,200');
    for (const figure of ['calculations-this-month', 'images-this-month', 'failed-calculations', 'sales-this-month']) {
      expect(href(`${figure}-link`)).toBe('/admin/#/sales?filter={"from":"2026-11","to":"2026-11"}');
    }
    expect(href('active-users-link')).toBe('/admin/#/clients?sort=user_count&order=DESC');
  });

  it('names the subscriptions that are behind, and the health check', async () => {
    showPlug();
    await screen.findByTestId('subscription-lag');
    expect(text('subscription-lag-value')).toBe('3 件遅れ');
    expect(text('subscription-lag-mailer')).toBe('mailer · 3 件遅れ');
    expect(screen.queryByTestId('subscription-lag-read-model:identity')).toBeNull();
    expect(href('subscription-lag-link')).toBe('/api/health');
  });

  it('reads in English with plurals, and in Chinese', async () => {
    showPlug();
    await screen.findByTestId('active-users');
    await changeLanguage('en');
    await waitFor(() => expect(text('active-users-value')).toBe('1 user'));
    expect(text('clients-total-value')).toBe('1,234 clients');
    expect(text('clients-by-plan-2')).toBe('Ad hoc plan1,000 clients');
    expect(text('clients-by-country-th')).toBe('Thailand1 client');
    expect(screen.getByTestId('sales-this-month-JPY').textContent).toContain('¥75,000');
    await changeLanguage('zh-CN');
    await waitFor(() => expect(text('clients-total-value')).toBe('1,234 家'));
    expect(screen.getByText('平台数据')).toBeTruthy();
  });

  it('says so when the figures cannot be read, keeping the account and console cards', async () => {
    showPlug(() => problem(500, 'INTERNAL_ERROR', '予期しないエラーが発生しました。'));
    await screen.findByTestId('platform-figures');
    await waitFor(() => expect(screen.getByTestId('platform-figures').textContent).toContain('予期しないエラーが発生しました。'), { timeout: 5000 });
    expect(screen.getByTestId('admin-console-link')).toBeTruthy();
  });
});
