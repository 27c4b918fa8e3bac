import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInThroughForm, screenshot, seeded, useBrowser } from '../support/browser';

const b = useBrowser();

/** The card's title, the secret dialog's warning and statuses, per language. */
const texts = {
  ja: { title: 'Webhook', warning: '今回だけ', enabled: '有効', delivered: '送信済み', test: 'テスト送信' },
  en: { title: 'Webhooks', warning: 'only time', enabled: 'Enabled', delivered: 'Delivered', test: 'Test' },
} as const;

interface Received {
  path: string;
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  answered: number;
}

/** A partner's receiver on loopback: answers 503 to the first request on each path, 200 after (so a retry shows). */
const received: Received[] = [];
let server: http.Server;
let base = '';
beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const answered = received.some((r) => r.path === path) ? 200 : 503;
      received.push({
        path,
        id: String(request.headers['webhook-id']),
        timestamp: String(request.headers['webhook-timestamp']),
        signature: String(request.headers['webhook-signature']),
        body: Buffer.concat(chunks).toString('utf8'),
        answered,
      });
      response.writeHead(answered, { 'content-type': 'text/plain' }).end(answered === 200 ? 'ok' : 'busy');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Standard Webhooks, checked here from the specification: HMAC-SHA256 of "id.timestamp.body" with the secret's key. */
function verifies(secret: string, webhook: Received): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${webhook.id}.${webhook.timestamp}.${webhook.body}`).digest();
  return webhook.signature.split(' ').some((entry) => {
    const given = Buffer.from(entry.replace(/^v1,/, ''), 'base64');
    return entry.startsWith('v1,') && given.length === expected.length && timingSafeEqual(given, expected);
  });
}

describe('a company admin manages webhooks on My page (issue 15)', () => {
  it.each(['ja', 'en'] as const)('registers an endpoint in %s, sees the secret once, sees the attempts and replays', async (language) => {
    const path = `/hooks/${language}`;
    const url = `${base}${path}`;
    const page = await b.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/login');
    await page.locator('[data-testid=language-switch]').selectOption(language);
    await logInThroughForm(page, seeded.admin.email, seeded.admin.password);
    await page.waitForURL((u) => u.pathname === '/mypage');
    const card = page.locator('[data-testid=webhooks]');
    await expect.poll(() => card.locator('h2').textContent(), { timeout: 15_000 }).toBe(texts[language].title);

    // Register: URL, description, events.
    await card.locator('[data-testid=webhook-create-open]').click();
    const dialog = page.locator('[data-testid=webhook-create]');
    await dialog.locator('[data-testid=webhook-url]').fill(url);
    await dialog.locator('[data-testid=webhook-description]').fill(`e2e ${language}`);
    await dialog.locator('[data-testid="webhook-event-report.ready"] input').check();
    await screenshot(page, `webhooks-${language}-1-create`);
    await dialog.locator('[data-testid=webhook-create-confirm]').click();

    // The signing secret, once.
    const shown = page.locator('[data-testid=webhook-secret]');
    const secret = await shown.locator('[data-testid=webhook-secret-value]').inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(await shown.locator('[data-testid=webhook-secret-shown-once]').textContent()).toContain(texts[language].warning);
    await shown.locator('[data-testid=webhook-secret-copy]').click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await screenshot(page, `webhooks-${language}-2-secret-once`);
    await shown.locator('[data-testid=webhook-secret-confirm]').click();
    await shown.waitFor({ state: 'detached' });
    expect(await page.content()).not.toContain(secret);
    const row = card.locator('[data-testid=webhook-row]', { hasText: url });
    await expect.poll(() => row.locator('[data-testid=webhook-status]').textContent()).toBe(texts[language].enabled);

    // A test delivery: refused once by the receiver (503), retried by the platform, then accepted; signed.
    await row.locator('[data-testid=webhook-test]').click();
    await expect.poll(() => received.filter((r) => r.path === path && r.answered === 200).length, { timeout: 30_000 }).toBe(1);
    const attempts = received.filter((r) => r.path === path);
    expect(attempts.map((r) => r.answered)).toEqual([503, 200]);
    expect(new Set(attempts.map((r) => r.id)).size).toBe(1);
    expect(JSON.parse(attempts[1].body)).toMatchObject({ type: 'webhook.test' });
    expect(verifies(secret, attempts[1])).toBe(true);

    // The attempts on My page: the 503, then the 200.
    await row.locator('[data-testid=webhook-deliveries-open]').click();
    const deliveries = page.locator('[data-testid=webhook-deliveries]');
    const delivery = deliveries.locator('[data-testid=webhook-delivery-row]').first();
    await expect.poll(() => delivery.getAttribute('data-status'), { timeout: 15_000 }).toBe('delivered');
    expect(await delivery.getAttribute('data-id')).toBe(attempts[0].id);
    expect(await delivery.locator('[data-testid=webhook-delivery-status]').textContent()).toBe(texts[language].delivered);
    expect(await delivery.textContent()).toContain(texts[language].test);
    await delivery.click();
    const log = deliveries.locator('[data-testid=webhook-attempt]');
    await expect.poll(() => log.count(), { timeout: 10_000 }).toBe(2);
    expect(await log.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-status-code')))).toEqual(['503', '200']);
    await screenshot(page, `webhooks-${language}-3-attempts`);

    // Replay: the same webhook-id once more, logged as a replay.
    await delivery.locator('[data-testid=webhook-replay]').click();
    await expect.poll(() => received.filter((r) => r.path === path).length, { timeout: 15_000 }).toBe(3);
    const replayed = received.filter((r) => r.path === path)[2];
    expect(replayed.id).toBe(attempts[0].id);
    expect(verifies(secret, replayed)).toBe(true);
    await expect.poll(() => log.count(), { timeout: 10_000 }).toBe(3);
    expect(await log.nth(2).getAttribute('data-replay')).toBe('true');
    await screenshot(page, `webhooks-${language}-4-replayed`);
    await deliveries.locator('[data-testid=webhook-deliveries-close]').click();
    await deliveries.waitFor({ state: 'detached' });

    // Delete it, so the seeded client's later calculations go nowhere.
    await row.locator('[data-testid=webhook-remove]').click();
    await page.locator('[data-testid=webhook-remove-dialog-confirm]').click();
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(0);
  });
});
