import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { AdminContext, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { SystemSettingsEdit } from '../src/settings/SystemSettingsEdit';
import { createI18nProvider, localeStorageKey } from '../src/i18n/i18nProvider';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  localStorage.clear();
});

const record = {
  id: 'current',
  plan_setting: 1,
  display_languages: ['ja', 'en', 'zh-CN'],
  initial_language: 'ja',
  cost_display: true,
  chat_token_limit: 3000,
  chat_request_limit: 20,
  api_key_requests_per_minute: 600,
  api_key_set: false,
  api_key_last_four: null,
  updated_at: null,
};

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 50)));

describe('the system settings form’s partner API section', () => {
  it.each([
    ['ja', 'パートナーAPI', 'パートナーAPIキーのリクエスト上限'],
    ['en', 'Partner API', 'Partner API key requests (per key, per minute)'],
    ['zh-CN', '合作伙伴API', '合作伙伴API密钥请求上限'],
  ] as const)('shows the requests per minute per key (%s) and saves a new value', async (language, section, label) => {
    localStorage.setItem(localeStorageKey, language);
    const updates: Record<string, unknown>[] = [];
    const dataProvider = testDataProvider({
      getOne: async () => ({ data: record }) as never,
      update: async (_resource, params) => {
        updates.push(params.data as Record<string, unknown>);
        return { data: { ...record, ...(params.data as object) } } as never;
      },
    });
    const container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    await act(async () => {
      root!.render(
        <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider(localStorage)}>
          <SystemSettingsEdit />
        </AdminContext>,
      );
    });
    await settle();
    expect(container.textContent).toContain(section);
    expect(container.textContent).toContain(label);
    const input = container.querySelector<HTMLInputElement>('input[name=api_key_requests_per_minute]');
    expect(input?.value).toBe('600');
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(input, '120');
      input!.dispatchEvent(new Event('input', { bubbles: true }));
      input!.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await act(async () => {
      container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    await settle();
    expect(updates.at(-1)).toMatchObject({ api_key_requests_per_minute: 120 });
  });
});
