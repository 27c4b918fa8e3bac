import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WebhookAttempt, WebhookDelivery, WebhookEndpoint } from '@packlens/contracts';
import { describe, expect, it, vi } from 'vitest';
import { clientAdmin, json, problem, renderApp, signInAs, stubApi, type RecordedCall } from '../../../test/fixtures';
import { changeLanguage } from '../../i18n/i18n';

const admin = clientAdmin();
const clientId = admin.client_id!;
const endpointId = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
const deliveryId = `msg_${'5e'.repeat(16)}`;
const secret = `whsec_${'A'.repeat(43)}=`;
/** The first render loads My page lazily; on a busy machine that takes longer than findBy's default second. */
const slow = { timeout: 5000 };

const endpoint = (overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: endpointId,
  client_id: clientId,
  url: 'https://hooks.example.com/packlens',
  description: 'PIM連携',
  events: ['calculation.completed', 'calculation.failed'],
  status: 'enabled',
  created_at: '2026-11-20T01:02:00.000Z',
  secret_rotated_at: null,
  previous_secret_valid_until: null,
  pending_deliveries: 0,
  last_attempt: { at: '2026-11-24T23:30:00.000Z', status_code: 200, ok: true },
  ...overrides,
});

const delivery = (overrides: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: deliveryId,
  endpoint_id: endpointId,
  event_type: 'calculation.completed',
  status: 'delivered',
  attempts: 2,
  created_at: '2026-11-24T23:29:00.000Z',
  next_attempt_at: null,
  last_attempt_at: '2026-11-24T23:30:00.000Z',
  last_status_code: 200,
  last_error: null,
  delivered_at: '2026-11-24T23:30:00.000Z',
  ...overrides,
});

const attempts: WebhookAttempt[] = [
  { attempt: 1, attempted_at: '2026-11-24T23:29:00.000Z', status_code: null, duration_ms: 3, error: 'connection refused', response_excerpt: null, replay: false },
  { attempt: 2, attempted_at: '2026-11-24T23:30:00.000Z', status_code: 200, duration_ms: 41, error: null, response_excerpt: 'ok', replay: false },
];

/** My page with the endpoints of `endpoints`; the commands change them as the server does. */
function webhooksApi(endpoints: WebhookEndpoint[], extra: Record<string, (call: RecordedCall) => Response> = {}) {
  signInAs(admin);
  let list = [...endpoints];
  const set = (id: string, change: Partial<WebhookEndpoint>) => {
    list = list.map((e) => (e.id === id ? { ...e, ...change } : e));
    return list.find((e) => e.id === id);
  };
  return stubApi({
    'GET /api/user_detail/': () => json(200, admin),
    'GET /api/api_keys/': () => json(200, []),
    'GET /api/webhooks/': () => json(200, list),
    'POST /api/webhooks/': (call) => {
      const body = call.body as { url: string; description: string; events: WebhookEndpoint['events'] };
      const created = endpoint({ id: 'ffffffff-ffff-4fff-8fff-ffffffffffff', url: body.url, description: body.description, events: body.events, last_attempt: null });
      list = [created, ...list];
      return json(201, { ...created, secret });
    },
    [`POST /api/webhooks/${endpointId}/disable`]: () => json(200, set(endpointId, { status: 'disabled' })),
    [`POST /api/webhooks/${endpointId}/enable`]: () => json(200, set(endpointId, { status: 'enabled' })),
    [`POST /api/webhooks/${endpointId}/rotate_secret`]: () => json(200, { endpoint_id: endpointId, secret: `whsec_${'B'.repeat(43)}=`, rotated_at: '2026-11-25T03:00:00.000Z', previous_secret_valid_until: '2026-11-26T03:00:00.000Z' }),
    [`POST /api/webhooks/${endpointId}/test`]: () => json(202, delivery({ event_type: 'webhook.test', status: 'pending', attempts: 0 })),
    [`DELETE /api/webhooks/${endpointId}`]: () => {
      const removed = list.find((e) => e.id === endpointId);
      list = list.filter((e) => e.id !== endpointId);
      return json(200, removed);
    },
    [`GET /api/webhooks/${endpointId}/deliveries`]: () => json(200, [delivery()]),
    [`GET /api/webhooks/${endpointId}/deliveries/${deliveryId}`]: () => json(200, { ...delivery(), payload: { type: 'calculation.completed', timestamp: '2026-11-24T23:29:00.000Z', data: {} }, attempt_log: attempts }),
    [`POST /api/webhooks/${endpointId}/deliveries/${deliveryId}/replay`]: () => json(202, delivery({ status: 'pending' })),
    ...extra,
  });
}

describe('My page’s webhooks card (issue 15)', () => {
  it('lists the endpoints: URL, description, events, status, last attempt in the client’s zone', async () => {
    webhooksApi([endpoint(), endpoint({ id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd', url: 'https://old.example.com/in', status: 'disabled', last_attempt: null, pending_deliveries: 3 })]);
    renderApp('/mypage');
    const card = await screen.findByTestId('webhooks', {}, slow);
    expect(within(card).getByRole('heading').textContent).toBe('Webhook');
    const rows = await within(card).findAllByTestId('webhook-row');
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(['enabled', 'disabled']);
    expect(rows[0].textContent).toContain('https://hooks.example.com/packlens');
    expect(rows[0].textContent).toContain('PIM連携');
    expect(rows[0].textContent).toContain('計算完了');
    expect(rows[0].textContent).toContain('計算失敗');
    expect(within(rows[0]).getByTestId('webhook-last-attempt').textContent).toContain('2026/11/25 08:30 UTC+9');
    expect(within(rows[0]).getByTestId('webhook-last-attempt').textContent).toContain('200');
    expect(within(rows[0]).getByTestId('webhook-status').textContent).toBe('有効');
    expect(within(rows[1]).getByTestId('webhook-status').textContent).toBe('停止中');
    expect(within(rows[1]).getByTestId('webhook-last-attempt').textContent).toBe('なし');
    // A disabled endpoint cannot be sent a test.
    expect(within(rows[1]).queryByTestId('webhook-test')).toBeNull();
  });

  it('adds an endpoint with a URL and events, then shows the signing secret once with a copy button', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const calls = webhooksApi([]);
    renderApp('/mypage');
    expect(await screen.findByTestId('webhooks-empty', {}, slow)).toBeTruthy();
    await user.click(screen.getByTestId('webhook-create-open'));
    const dialog = await screen.findByTestId('webhook-create', {}, slow);
    expect(within(dialog).getByText('レポート出力可能 (report.ready)')).toBeTruthy();
    await user.type(within(dialog).getByTestId('webhook-url'), 'https://pim.example.com/hooks');
    await user.type(within(dialog).getByTestId('webhook-description'), 'PIM sync');
    await user.click(within(dialog).getByTestId('webhook-event-calculation.failed').querySelector('input')!);
    await user.click(within(dialog).getByTestId('webhook-event-generation.completed').querySelector('input')!);
    await user.click(within(dialog).getByTestId('webhook-create-confirm'));

    const shown = await screen.findByTestId('webhook-secret');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ url: 'https://pim.example.com/hooks', description: 'PIM sync', events: ['calculation.completed', 'generation.completed'] });
    expect((within(shown).getByTestId('webhook-secret-value') as HTMLInputElement).value).toBe(secret);
    expect(within(shown).getByTestId('webhook-secret-shown-once').textContent).toContain('今回だけ');
    await user.click(within(shown).getByTestId('webhook-secret-copy'));
    expect(writeText).toHaveBeenCalledWith(secret);
    await user.click(within(shown).getByTestId('webhook-secret-confirm'));
    await waitFor(() => expect(screen.queryByTestId('webhook-secret')).toBeNull());
    expect((await screen.findAllByTestId('webhook-row'))[0].textContent).toContain('https://pim.example.com/hooks');
    // The secret is never shown again.
    expect(document.body.textContent).not.toContain(secret);
  });

  it('shows the server’s refusal of a URL on the field (a private address in production)', async () => {
    const user = userEvent.setup();
    webhooksApi([], {
      'POST /api/webhooks/': () =>
        problem(422, 'WEBHOOK_URL_NOT_ALLOWED', 'このURLにはWebhookを送信できません（https の公開アドレスを指定してください）。', [
          { field: 'url', code: 'WEBHOOK_URL_NOT_ALLOWED', message: 'このURLにはWebhookを送信できません（https の公開アドレスを指定してください）。' },
        ]),
    });
    renderApp('/mypage');
    await user.click(await screen.findByTestId('webhook-create-open', {}, slow));
    const dialog = await screen.findByTestId('webhook-create', {}, slow);
    await user.type(within(dialog).getByTestId('webhook-url'), 'http://10.0.0.1/hooks');
    await user.click(within(dialog).getByTestId('webhook-create-confirm'));
    await waitFor(() => expect(within(dialog).getAllByText(/https の公開アドレス/).length).toBeGreaterThan(0));
    expect(screen.queryByTestId('webhook-secret')).toBeNull();
  });

  it('asks for a URL and an event before sending anything', async () => {
    const user = userEvent.setup();
    const calls = webhooksApi([]);
    renderApp('/mypage');
    await user.click(await screen.findByTestId('webhook-create-open', {}, slow));
    const dialog = await screen.findByTestId('webhook-create', {}, slow);
    for (const kind of ['calculation.completed', 'calculation.failed']) await user.click(within(dialog).getByTestId(`webhook-event-${kind}`).querySelector('input')!);
    await user.click(within(dialog).getByTestId('webhook-create-confirm'));
    expect(within(dialog).getByText('イベントを1つ以上選んでください。')).toBeTruthy();
    expect(within(dialog).getByText('URLを入力してください。')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the deliveries with every attempt, and replays one', async () => {
    const user = userEvent.setup();
    const calls = webhooksApi([endpoint()]);
    renderApp('/mypage');
    await user.click(await screen.findByTestId('webhook-deliveries-open', {}, slow));
    const dialog = await screen.findByTestId('webhook-deliveries');
    const row = await within(dialog).findByTestId('webhook-delivery-row');
    expect(row.textContent).toContain('計算完了');
    expect(within(row).getByTestId('webhook-delivery-status').textContent).toBe('送信済み');
    await user.click(row);
    const log = await within(dialog).findAllByTestId('webhook-attempt');
    expect(log.map((attempt) => attempt.getAttribute('data-status-code'))).toEqual(['', '200']);
    expect(log[0].textContent).toContain('connection refused');
    expect(log[1].textContent).toContain('41 ms');
    expect(within(dialog).getByTestId('webhook-attempts').textContent).toContain(deliveryId);
    await user.click(within(dialog).getByTestId('webhook-replay'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === `/api/webhooks/${endpointId}/deliveries/${deliveryId}/replay`)).toBe(true));
  });

  it('sends a test, disables and enables, rotates the secret (shown once) and deletes after confirmation', async () => {
    const user = userEvent.setup();
    const calls = webhooksApi([endpoint()]);
    renderApp('/mypage');
    await user.click(await screen.findByTestId('webhook-test', {}, slow));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/test'))).toBe(true));

    await user.click(screen.getByTestId('webhook-toggle'));
    await waitFor(() => expect(screen.getByTestId('webhook-row').getAttribute('data-status')).toBe('disabled'));
    await user.click(screen.getByTestId('webhook-toggle'));
    await waitFor(() => expect(screen.getByTestId('webhook-row').getAttribute('data-status')).toBe('enabled'));

    await user.click(screen.getByTestId('webhook-rotate'));
    const rotate = await screen.findByTestId('webhook-rotate-dialog');
    expect(rotate.textContent).toContain('24時間');
    await user.click(within(rotate).getByTestId('webhook-rotate-dialog-confirm'));
    const shown = await screen.findByTestId('webhook-secret');
    expect((within(shown).getByTestId('webhook-secret-value') as HTMLInputElement).value).toBe(`whsec_${'B'.repeat(43)}=`);
    await user.click(within(shown).getByTestId('webhook-secret-confirm'));
    await waitFor(() => expect(screen.queryByTestId('webhook-secret')).toBeNull());

    await user.click(screen.getByTestId('webhook-remove'));
    const remove = await screen.findByTestId('webhook-remove-dialog');
    expect(remove.textContent).toContain('https://hooks.example.com/packlens');
    await user.click(within(remove).getByTestId('webhook-remove-dialog-confirm'));
    expect(await screen.findByTestId('webhooks-empty')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `/api/webhooks/${endpointId}`)).toBe(true);
  });

  it('speaks English and Chinese', async () => {
    webhooksApi([endpoint()]);
    await changeLanguage('en');
    try {
      renderApp('/mypage');
      const card = await screen.findByTestId('webhooks', {}, slow);
      expect(within(card).getByRole('heading').textContent).toBe('Webhooks');
      expect((await within(card).findByTestId('webhook-status')).textContent).toBe('Enabled');
      expect(within(card).getByTestId('webhook-row').textContent).toContain('Calculation completed');
      await changeLanguage('zh-CN');
      await waitFor(() => expect(within(card).getByTestId('webhook-status').textContent).toBe('启用'));
      expect(within(card).getByTestId('webhook-row').textContent).toContain('计算完成');
    } finally {
      await changeLanguage('ja');
    }
  });
});
