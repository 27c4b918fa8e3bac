import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiKey } from '@packlens/contracts';
import { describe, expect, it, vi } from 'vitest';
import { clientAdmin, json, renderApp, signInAs, stubApi, type RecordedCall } from '../../../test/fixtures';
import { changeLanguage } from '../../i18n/i18n';

const admin = clientAdmin();
const clientId = admin.client_id!;

const key = (overrides: Partial<ApiKey> = {}): ApiKey => ({
  id: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee',
  client_id: clientId,
  name: 'PIM連携',
  scopes: ['projects:read', 'results:read'],
  last_four: 'x9Qz',
  created_at: '2026-11-20T01:02:00.000Z',
  last_used_at: null,
  expires_at: null,
  revoked_at: null,
  status: 'active',
  ...overrides,
});
/** The first render loads My page lazily; on a busy machine that takes longer than findBy's default second. */
const slow = { timeout: 5000 };
const secret = `pk_live_${'A'.repeat(39)}x9Qz`;

/** My page with the keys of `keys`; creating adds one and revoking marks it, as the server does. */
function keysApi(keys: ApiKey[], extra: Record<string, (call: RecordedCall) => Response> = {}) {
  signInAs(admin);
  let list = [...keys];
  return stubApi({
    'GET /api/user_detail/': () => json(200, admin),
    'GET /api/api_keys/': () => json(200, list),
    'POST /api/api_keys/': (call) => {
      const body = call.body as { name: string; scopes: ApiKey['scopes']; expires_at: string | null };
      const created = key({ id: 'ffffffff-ffff-4fff-8fff-ffffffffffff', name: body.name, scopes: body.scopes, expires_at: body.expires_at, created_at: '2026-11-25T03:00:00.000Z' });
      list = [created, ...list];
      return json(201, { ...created, key: secret });
    },
    [`DELETE /api/api_keys/${keys[0]?.id}`]: () => {
      list = list.map((k, i) => (i === list.length - 1 ? { ...k, status: 'revoked', revoked_at: '2026-11-25T03:00:00.000Z' } : k));
      return json(200, list.at(-1));
    },
    ...extra,
  });
}

describe('My page’s API keys card (issue 15)', () => {
  it('lists the keys: name, scopes, last four, times in the client’s zone, expiry and status', async () => {
    keysApi([key({ last_used_at: '2026-11-24T23:30:00.000Z' }), key({ id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd', name: '旧キー', status: 'revoked', revoked_at: '2026-11-21T00:00:00.000Z' })]);
    renderApp('/mypage');
    const card = await screen.findByTestId('api-keys', {}, slow);
    const rows = await within(card).findAllByTestId('api-key-row');
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(['active', 'revoked']);
    expect(rows[0].textContent).toContain('PIM連携');
    expect(rows[0].textContent).toContain('projects:read');
    expect(rows[0].textContent).toContain('…x9Qz');
    expect(rows[0].textContent).toContain('2026/11/20 10:02 UTC+9');
    expect(rows[0].textContent).toContain('2026/11/25 08:30 UTC+9');
    expect(rows[0].textContent).toContain('なし');
    expect(within(rows[0]).getByTestId('api-key-status').textContent).toBe('有効');
    expect(within(rows[1]).getByTestId('api-key-status').textContent).toBe('無効化済み');
    // A revoked key cannot be revoked again.
    expect(within(rows[1]).queryByTestId('api-key-revoke')).toBeNull();
  });

  it('creates a key with a name, scopes and an expiry, then shows it once with a warning and a copy button', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const calls = keysApi([]);
    renderApp('/mypage');
    expect(await screen.findByTestId('api-keys-empty', {}, slow)).toBeTruthy();
    await user.click(screen.getByTestId('api-key-create-open'));
    const dialog = await screen.findByTestId('api-key-create', {}, slow);
    expect(within(dialog).getByText('プロジェクトの参照 (projects:read)')).toBeTruthy();
    await user.type(within(dialog).getByTestId('api-key-name'), 'PIM sync');
    await user.click(within(dialog).getByTestId('api-key-scope-projects:write').querySelector('input')!);
    await user.click(within(dialog).getByTestId('api-key-scope-results:read').querySelector('input')!);
    await user.type(within(dialog).getByTestId('api-key-expires'), '2027-06-30');
    await user.click(within(dialog).getByTestId('api-key-create-confirm'));

    const created = await screen.findByTestId('api-key-created');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'PIM sync', scopes: ['projects:read', 'projects:write'], expires_at: '2027-06-30T14:59:59.000Z' });
    expect((within(created).getByTestId('api-key-secret') as HTMLInputElement).value).toBe(secret);
    expect(within(created).getByTestId('api-key-shown-once').textContent).toContain('今回だけ');
    await user.click(within(created).getByTestId('api-key-copy'));
    expect(writeText).toHaveBeenCalledWith(secret);
    expect(within(created).getByTestId('api-key-copy').textContent).toBe('コピーしました');
    await user.click(within(created).getByTestId('api-key-created-confirm'));
    await waitFor(() => expect(screen.queryByTestId('api-key-created')).toBeNull());
    expect((await screen.findAllByTestId('api-key-row'))[0].textContent).toContain('PIM sync');
    // The expiry is the end of the chosen day in the client's zone (Japan), whatever the browser's.
    expect((await screen.findAllByTestId('api-key-row'))[0].textContent).toContain('2027/06/30 23:59 UTC+9');
    // The key is never shown again.
    expect(document.body.textContent).not.toContain(secret);
  });

  it('asks for a name and a scope before sending anything', async () => {
    const user = userEvent.setup();
    const calls = keysApi([]);
    renderApp('/mypage');
    await user.click(await screen.findByTestId('api-key-create-open', {}, slow));
    const dialog = await screen.findByTestId('api-key-create', {}, slow);
    for (const scope of ['projects:read', 'results:read']) await user.click(within(dialog).getByTestId(`api-key-scope-${scope}`).querySelector('input')!);
    await user.click(within(dialog).getByTestId('api-key-create-confirm'));
    expect(within(dialog).getByText('権限を1つ以上選んでください。')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('revokes a key after confirmation', async () => {
    const user = userEvent.setup();
    const calls = keysApi([key()]);
    renderApp('/mypage');
    await user.click(await screen.findByTestId('api-key-revoke', {}, slow));
    const dialog = await screen.findByTestId('api-key-revoke-dialog');
    expect(dialog.textContent).toContain('PIM連携');
    expect(dialog.textContent).toContain('x9Qz');
    await user.click(within(dialog).getByTestId('api-key-revoke-dialog-confirm'));
    await waitFor(() => expect(screen.queryByTestId('api-key-revoke-dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `/api/api_keys/${key().id}`)).toBe(true);
    await waitFor(() => expect(screen.getByTestId('api-key-row').getAttribute('data-status')).toBe('revoked'));
  });

  it('speaks English and Chinese', async () => {
    keysApi([key()]);
    await changeLanguage('en');
    try {
      renderApp('/mypage');
      const card = await screen.findByTestId('api-keys', {}, slow);
      expect(within(card).getByRole('heading').textContent).toBe('API keys');
      expect((await within(card).findByTestId('api-key-status')).textContent).toBe('Active');
      await changeLanguage('zh-CN');
      await waitFor(() => expect(within(card).getByRole('heading').textContent).toBe('API密钥'));
    } finally {
      await changeLanguage('ja');
    }
  });
});
