import type { AdminClient } from '@packlens/contracts';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { AdminContext, RecordContextProvider, ResourceContextProvider, SimpleForm, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { AdministratorAccountFields } from '../src/clients/AdministratorAccountFields';
import { AdministratorField } from '../src/clients/AdministratorField';
import { newClientDefaults } from '../src/clients/ClientCreate';
import { ClientFormFields } from '../src/clients/ClientFormFields';
import { createI18nProvider, localeStorageKey } from '../src/i18n/i18nProvider';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Language = 'ja' | 'en' | 'zh-CN';
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  localStorage.clear();
});

async function render(language: Language, children: React.ReactNode) {
  localStorage.setItem(localeStorageKey, language);
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(async () => {
    root!.render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={createI18nProvider(localStorage)}>
        <ResourceContextProvider value="clients">{children}</ResourceContextProvider>
      </AdminContext>,
    );
  });
  return container;
}

/** The label of the input for `source` (react-admin marks each input's control with `ra-input-<source>`). */
const labelOf = (container: HTMLElement, source: string) =>
  container.querySelector(`.ra-input-${source} .MuiInputLabel-root`)?.textContent?.replace(/\s*\*$/, '');

const labels = {
  ja: { owner: '代表者名', email: '管理者のメールアドレス（ログインID）', name: '管理者の氏名', mail: '招待メールの言語', none: '管理者アカウントはありません' },
  en: { owner: 'Owner name', email: 'Administrator’s e-mail (login ID)', name: 'Administrator’s name', mail: 'Language of the invitation mail', none: 'No administrator account' },
  'zh-CN': { owner: '负责人姓名', email: '管理员邮箱（登录ID）', name: '管理员姓名', mail: '邀请邮件的语言', none: '无管理员账户' },
} as const;

const languages = Object.keys(labels) as Language[];

describe('the new client form (issue 19 item 13: two fields read "Administrator")', () => {
  it.each(languages)('in %s, names the owner apart from the administrator account’s e-mail, name and mail language', async (language) => {
    const container = await render(
      language,
      <SimpleForm record={newClientDefaults} onSubmit={() => undefined}>
        <ClientFormFields />
        <AdministratorAccountFields />
      </SimpleForm>,
    );
    const expected = labels[language];
    expect([labelOf(container, 'owner_name'), labelOf(container, 'admin_email'), labelOf(container, 'admin_name'), labelOf(container, 'admin_language')]).toEqual([
      expected.owner,
      expected.email,
      expected.name,
      expected.mail,
    ]);
  });
});

const client = (administrator: AdminClient['administrator']) => ({ id: 'c1', company: 'Acme Foods', owner_name: '', administrator });

describe('the client page’s administrator (issue 19 item 13: "Administrator —")', () => {
  it.each(languages)('in %s, shows the administrator account’s name and e-mail', async (language) => {
    const container = await render(
      language,
      <RecordContextProvider value={client({ id: 'u1', name: 'Aiko Tanaka', email: 'aiko@acme.example' })}>
        <AdministratorField source="administrator" />
      </RecordContextProvider>,
    );
    const field = container.querySelector('[data-testid=client-administrator]')!;
    expect(field.textContent).toBe('Aiko Tanakaaiko@acme.example');
  });

  it.each(languages)('in %s, says there is no administrator account rather than a dash', async (language) => {
    const container = await render(
      language,
      <RecordContextProvider value={client(null)}>
        <AdministratorField source="administrator" />
      </RecordContextProvider>,
    );
    expect(container.querySelector('[data-testid=client-administrator]')!.textContent).toBe(labels[language].none);
  });
});
