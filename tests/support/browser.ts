import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
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
  let pagesOfTest: Page[] = [];
  let policyViolations: string[] = [];
  beforeAll(async () => {
    handle.browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs, headless: true });
    handle.baseUrl = inject('baseUrl');
    handle.newPage = async (options = {}) => {
      const context = await handle.browser.newContext({ baseURL: handle.baseUrl, locale: options.locale ?? 'ja-JP', viewport: { width: 1280, height: 800 } });
      contexts.push(context);
      const page = await context.newPage();
      pagesOfTest.push(page);
      // The consoles' Content-Security-Policy must hold on every page a test opens (issue 17, item 5).
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) policyViolations.push(`${page.url()}: ${message.text()}`);
      });
      // Pages must load nothing from outside: fail any request to another origin.
      await page.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => {
        throw new Error(`request to an outside origin: ${route.request().url()}`);
      });
      return page;
    };
    await mkdir(artifacts, { recursive: true });
  }, 60_000);
  // A failed test leaves a picture of each of its pages, to see what the browser showed.
  afterEach(async (context) => {
    const pages = pagesOfTest;
    pagesOfTest = [];
    const violations = policyViolations;
    policyViolations = [];
    if (violations.length && context.task.result?.state !== 'fail') throw new Error(`Content-Security-Policy violated:\n${violations.join('\n')}`);
    if (context.task.result?.state !== 'fail') return;
    const name = context.task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 60);
    for (const [index, page] of pages.entries()) {
      await page.screenshot({ path: path.join(artifacts, `failed-${name}-${index + 1}.png`), fullPage: true }).catch(() => undefined);
    }
  });
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

/** Saves a screenshot under tests/e2e/artifacts (git-ignored) to look at after the run. */
export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true });
}

/** A full-page screenshot from the top (the sticky header not drawn halfway down), once transitions are over. */
export async function screenshotFromTop(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(400);
  await screenshot(page, name);
}

/** The text of the helper line under a form field (its error, when it has one). */
export async function fieldHelperText(page: Page, name: string): Promise<string | null> {
  const describedBy = await page.locator(`[name="${name}"]`).getAttribute('aria-describedby');
  return describedBy ? page.locator(`[id="${describedBy}"]`).textContent() : null;
}

/** Logs in to the react-admin console at /admin/ and waits for its client list. */
export async function logInToConsole(page: Page, email: string, password: string) {
  await page.goto('/admin/');
  await page.locator('input[name=username]').fill(email);
  await page.locator('input[name=password]').fill(password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL('**/admin/#/clients**');
}
