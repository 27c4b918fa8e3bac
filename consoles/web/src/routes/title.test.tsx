import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, makeUser, renderApp, signInAs, stubApi } from '../../test/fixtures';
import { i18n } from '../i18n/i18n';
import { languageStorageKey } from '../i18n/language';
import { chinaHomeForwardDelayMs } from '../screens/ChinaHomeScreen';
import { routeNamed } from './table';
import { documentTitle } from './title';

describe('page title composition (section 2)', () => {
  it.each([
    ['ja', 'ログイン | Packlens'],
    ['en', 'Log in | Packlens'],
    ['zh-CN', '登录 | Packlens'],
  ])('puts the route title before the product title in %s', (language, title) => {
    expect(documentTitle(routeNamed('Login'), i18n.getFixedT(language))).toBe(title);
  });

  it.each([
    ['ja', 'Packlens - パッケージデザインをAIで評価'],
    ['en', 'Packlens - AI evaluation of package designs'],
    ['zh-CN', 'Packlens - AI 包装设计评估'],
  ])('keeps the China edition home title as is in %s', (language, title) => {
    expect(documentTitle(routeNamed('ChinaHome'), i18n.getFixedT(language))).toBe(title);
  });
});

describe('page title in the running app', () => {
  it('is set after navigation and follows a language switch at once', async () => {
    renderApp('/login');
    expect((await screen.findByTestId('page-heading')).textContent).toBe('ログイン');
    expect(document.title).toBe('ログイン | Packlens');

    await userEvent.selectOptions(screen.getByTestId('language-switch'), 'en');

    expect(document.title).toBe('Log in | Packlens');
    expect(localStorage.getItem(languageStorageKey)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByTestId('page-heading').textContent).toBe('Log in');
  });

  it('follows a navigation to another route', async () => {
    const user = makeUser();
    signInAs(user);
    stubApi({ 'GET /api/user_detail/': () => json(200, user) });
    const { router } = renderApp('/home');
    await waitFor(() => expect(document.title).toBe('サービス選択 | Packlens'));

    await router.navigate('/mypage/users');

    await waitFor(() => expect(document.title).toBe('マイページ | Packlens'));
  });

  it('shows the China edition root with its own title, then forwards to Home', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = makeUser();
    signInAs(user);
    stubApi({ 'GET /api/user_detail/': () => json(200, user) });
    const { router } = renderApp('/', 'china');

    expect((await screen.findByTestId('page-heading')).textContent).toBe('Packlens');
    expect(document.title).toBe('Packlens - パッケージデザインをAIで評価');

    await vi.advanceTimersByTimeAsync(chinaHomeForwardDelayMs);

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    await waitFor(() => expect(document.title).toBe('サービス選択 | Packlens'));
  });
});
