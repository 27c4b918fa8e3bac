import { AdminClientUpdate } from '@packlens/contracts';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { AdminContext, ResourceContextProvider, SimpleForm, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { toClientPayload } from '../src/clients/clientPayload';
import { newClientDefaults } from '../src/clients/ClientCreate';
import { ClientFormFields } from '../src/clients/ClientFormFields';
import { validatorFor } from '../src/clients/validation';
import { createI18nProvider, localeStorageKey } from '../src/i18n/i18nProvider';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  localStorage.clear();
});

const record = { ...newClientDefaults, company: 'Acme Foods', address: '東京都千代田区1-1', telephone: '0312345678', owner_name: '山田 花子', max_images: -1 };

async function renderClientForm(language: 'ja' | 'en' | 'zh-CN') {
  localStorage.setItem(localeStorageKey, language);
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(async () => {
    root!.render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={createI18nProvider(localStorage)}>
        <ResourceContextProvider value="clients">
          <SimpleForm record={record} onSubmit={() => undefined} validate={validatorFor(AdminClientUpdate, () => language, toClientPayload)}>
            <ClientFormFields />
          </SimpleForm>
        </ResourceContextProvider>
      </AdminContext>,
    );
  });
  return container;
}

describe('the client form’s image limit', () => {
  it.each([
    ['ja', '0以上の値を入力してください。'],
    ['en', 'Enter a value of 0 or more.'],
    ['zh-CN', '请输入0或以上的数值。'],
  ] as const)('leaves the range to the catalogue (%s), not to the browser’s own check', async (language, message) => {
    const container = await renderClientForm(language);
    const input = container.querySelector<HTMLInputElement>('input[name=max_images]');
    expect(input).not.toBeNull();
    expect(input!.hasAttribute('min')).toBe(false);
    const form = container.querySelector('form')!;
    await act(async () => {
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.textContent).toContain(message);
  });
});
