import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { seedAccountsFromEnv } from '@packlens/scripts';

/** Debian's Chromium, with the flags this closed network needs (MACHINE-NOTES.md). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const seeded = seedAccountsFromEnv(process.env);
export const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../e2e/artifacts');

/** One headless Chromium per spec file; each test opens its own context (no shared storage). */
export function useBrowser() {
  const handle = {} as { browser: Browser; baseUrl: string; newPage(options?: { locale?: string }): Promise<Page> };
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    handle.browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs, headless: true });
    handle.baseUrl = inject('baseUrl');
    handle.newPage = async (options = {}) => {
      const context = await handle.browser.newContext({ baseURL: handle.baseUrl, locale: options.locale ?? 'ja-JP', viewport: { width: 1280, height: 800 } });
      contexts.push(context);
      const page = await context.newPage();
      // Pages must load nothing from outside: fail any request to another origin.
      await page.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => {
        throw new Error(`request to an outside origin: ${route.request().url()}`);
      });
      return page;
    };
    await mkdir(artifacts, { recursive: true });
  }, 60_000);
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await handle.browser?.close();
  });
  return handle;
}

/** Logs in through the customer app's login form. */
export async function logInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.locator('[data-testid=login-submit]').click();
}
