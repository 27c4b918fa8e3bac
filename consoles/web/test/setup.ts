import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { sessionStore } from '../src/auth/session';
import { i18n } from '../src/i18n/i18n';

// findBy…/waitFor wait up to 5 s, not 1 s: when the whole suite shares two cores with PostgreSQL and Chromium, a screen
// can take longer than a second to answer a click (such waits end as soon as the screen shows what they look for).
configure({ asyncUtilTimeout: 5_000 });

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  sessionStore.reload();
  await i18n.changeLanguage('ja');
  document.title = '';
});
