import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, makeUser, renderApp, signInAs, stubApi } from '../../test/fixtures';
import { i18n } from '../i18n/i18n';

const options = () => Array.from(screen.getByTestId('language-switch').querySelectorAll('option')).map((option) => option.value);
const settings = { plan_setting: 1, cost_display: true, show_prices: false, chat: { token_limit: 3000, request_limit: 20 }, country_setting: { country: 'jp', status: 1, max_images: null } };

describe('the language switch and the system settings', () => {
  it('offers a logged-in user only the display languages the super admin allows, starting in the initial one', async () => {
    const user = makeUser();
    signInAs(user);
    stubApi({
      'GET /api/user_detail/': () => json(200, user),
      'GET /api/settings/': () => json(200, { ...settings, display_languages: ['ja', 'en'], initial_language: 'en' }),
    });
    renderApp('/home');
    await waitFor(() => expect(i18n.language).toBe('en'));
    await waitFor(() => expect(options()).toEqual(['ja', 'en']));
  });

  it('keeps the language the user chose', async () => {
    localStorage.setItem('packlens.language', 'ja');
    const user = makeUser();
    signInAs(user);
    stubApi({
      'GET /api/user_detail/': () => json(200, user),
      'GET /api/settings/': () => json(200, { ...settings, display_languages: ['ja', 'en'], initial_language: 'en' }),
    });
    renderApp('/home');
    await waitFor(() => expect(options()).toEqual(['ja', 'en']));
    expect(i18n.language).toBe('ja');
  });

  it('offers every language on the public pages', async () => {
    stubApi({});
    renderApp('/login');
    await screen.findByTestId('language-switch');
    expect(options()).toEqual(['ja', 'en', 'zh-CN']);
  });
});
