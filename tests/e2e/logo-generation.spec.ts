import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshotFromTop, useBrowser } from '../support/browser';
import { useCompany } from '../support/companies';
import { drawPicture, useFiles } from '../support/files';

/** sharp, borrowed from the scoring engine as support/files does, to read what the browser downloaded. */
interface SharpReader {
  (input: Buffer): { metadata(): Promise<{ width?: number; height?: number; format?: string }> };
}
const sharp = createRequire(path.resolve(import.meta.dirname, '../../services/scoring/package.json'))('sharp') as SharpReader;

// Logos are drawn and traced at 1024 px on the product's worker, beside the other specs' work.
const jobTimeout = 90_000;
const testTimeout = 240_000;

const b = useBrowser();
// A client on the monthly plan: a paying member (logos need no add-on); one on the free plan, which may not.
const company = useCompany('E2Eロゴ食品', 1);
const freeCompany = useCompany('E2Eロゴ無料', 3);

/** An earlier logo to give as a reference: a red disc on white. */
const file = useFiles('packlens-logo-', {
  'old-logo.png': () => drawPicture('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><rect width="100%" height="100%" fill="#fff"/><circle cx="150" cy="150" r="90" fill="#c0392b"/></svg>', 'png'),
});

const cards = (page: Page) => page.locator('[data-testid=logo-image]');

/** Fills the brief on the entry page and registers it; the create screen opens. */
async function register(page: Page, brief: { name: string; style: string; colours: string[]; description?: string }) {
  await page.goto('/generate-logo');
  const form = page.locator('[data-testid=logo-register-form]');
  await form.locator('input[name=brand_name]').fill(brief.name);
  await form.locator(`[data-testid=logo-style-${brief.style}] input[type=radio]`).check();
  for (const [index, colour] of brief.colours.entries()) {
    if (index > 0) await form.locator('[data-testid=logo-add-colour]').click();
    await form.locator(`input[name=colour_${index}]`).fill(colour);
  }
  if (brief.description) await form.locator('textarea[name=description]').fill(brief.description);
  await form.locator('[data-testid=logo-register-submit]').click();
  await page.waitForURL('**/generate-logo/create?project=*');
  await page.locator('[data-testid=logo-generate-form]').waitFor();
}

/** Presses "create logos" and waits until the gallery holds `count` logos and no job runs. */
async function generateAndWait(page: Page, count: number) {
  await page.locator('[data-testid=logo-generate]').click();
  await expect.poll(() => cards(page).count(), { timeout: jobTimeout }).toBe(count);
  await expect.poll(() => page.locator('[data-testid=logo-job]').count()).toBe(0);
}

async function download(page: Page, link: ReturnType<Page['locator']>) {
  const started = page.waitForEvent('download');
  await link.click();
  const downloaded = await started;
  return { name: downloaded.suggestedFilename(), bytes: await readFile((await downloaded.path())!) };
}

/** The SVG as the browser reads it: its root, its size, and the colours its paths are filled with. */
async function parsedInBrowser(page: Page, svg: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const root = doc.documentElement;
    return {
      error: doc.getElementsByTagName('parsererror').length > 0,
      root: root.nodeName,
      viewBox: root.getAttribute('viewBox'),
      paths: root.getElementsByTagName('path').length,
      fills: [...new Set(Array.from(root.querySelectorAll('[fill]'), (element) => element.getAttribute('fill')))].sort(),
      title: root.getElementsByTagName('title')[0]?.textContent ?? null,
      hasImageOrRect: root.querySelectorAll('image, rect').length > 0,
    };
  }, svg);
}

describe('logo creation in Chromium (issue 13 item 6): brief, demo logos, traced SVG', () => {
  it('registers a brief, adds a reference, creates two demo logos with their SVG, downloads and reads it, and finds the project in the logo tab (ja)', async () => {
    const page = await b.newPage();
    await company.logIn(page);
    await page.goto('/home');
    await page.locator('[data-testid=service-card-logo]').waitFor();
    expect(await page.locator('[data-testid=service-card-logo]').getAttribute('data-gated')).toBe('false');
    await page.locator('[data-testid=open-logo]').click();
    await page.waitForURL('**/generate-logo');
    expect(await page.locator('[data-testid=logo-how]').textContent()).toContain('ロゴ作成は1プロジェクト15,000円です');

    // The app checks the brief before sending it, in the catalogue's words.
    await page.locator('[data-testid=logo-register-submit]').click();
    expect(await page.locator('#logo-brand-name-helper-text').textContent()).toBe('ブランド名を入力してください（40文字以内）。');
    await screenshotFromTop(page, 'logo-0-home-ja');
    await register(page, { name: '朝日みかん', style: 'emblem', colours: ['#c0392b', '#27ae60'], description: '朝食向けのフレッシュなみかんジュース' });
    expect(await page.locator('[data-testid=logo-price]').textContent()).toBe('このプロジェクトの料金: 15,000円（最初のロゴのお届け時に1回だけ）');

    await page.locator('[data-testid=logo-reference-input]').setInputFiles([file('old-logo.png')]);
    await expect.poll(() => page.locator('[data-testid=logo-reference]').count()).toBe(1);
    await page.locator('select[name=count]').selectOption('2');
    await screenshotFromTop(page, 'logo-1-create-ja');

    await generateAndWait(page, 2);
    for (const card of await cards(page).all()) {
      expect(await card.getAttribute('data-demo')).toBe('true');
      expect(await card.locator('[data-testid=logo-demo-chip]').textContent()).toBe('デモ');
      expect(await card.locator('[data-testid=logo-made-by]').textContent()).toBe('作成: このマシン（オフライン）・GPT Image 1');
    }
    expect(await page.locator('[data-testid=demo-notice]').textContent()).toContain('OpenAIのAPIキーを設定してください');
    await expect.poll(() => page.locator('[data-testid=logo-price]').getAttribute('data-charged')).toBe('true');
    // The SVG shows on its checkerboard (the browser drew it: it has a size).
    await expect.poll(() => cards(page).first().locator('[data-testid=logo-svg]').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1024);
    await screenshotFromTop(page, 'logo-2-gallery-ja');

    const svg = await download(page, cards(page).first().locator('[data-testid=logo-download-svg]'));
    expect(svg.name).toMatch(/^朝日みかん-[0-9a-f]{8}\.svg$/);
    const parsed = await parsedInBrowser(page, svg.bytes.toString('utf8'));
    expect(parsed).toMatchObject({ error: false, root: 'svg', viewBox: '0 0 1024 1024', title: '朝日みかん', hasImageOrRect: false });
    expect(parsed.paths).toBeGreaterThan(3);
    expect(parsed.fills).toEqual(['#27ae60', '#c0392b']);
    expect((await sharp(svg.bytes).metadata()).format).toBe('svg');
    const png = await download(page, cards(page).first().locator('[data-testid=logo-download-png]'));
    expect(png.name).toMatch(/\.png$/);
    expect(await sharp(png.bytes).metadata()).toMatchObject({ format: 'png', width: 1024, height: 1024 });

    // Delete one: gone from the gallery.
    await cards(page).last().locator('[data-testid=logo-delete]').click();
    await expect.poll(() => cards(page).count()).toBe(1);

    // The previous-project list's logo tab lists it and opens it here.
    const projectId = new URL(page.url()).searchParams.get('project')!;
    await page.goto('/project/old-project-list?tab=logo');
    const row = page.locator(`[data-testid=old-project-row][data-type="3"]`).first();
    await row.waitFor();
    expect(await row.textContent()).toContain('朝日みかん');
    await screenshotFromTop(page, 'logo-3-logo-tab-ja');
    await row.locator('[data-testid=project-open]').click();
    await page.waitForURL(`**/generate-logo/create?project=${projectId}`);
    await expect.poll(() => cards(page).count()).toBe(1);
  }, testTimeout);

  it('lists the previous project and creates a one-colour wordmark with its SVG, in English', async () => {
    const page = await b.newPage({ locale: 'en-US' });
    await company.logIn(page);
    await page.evaluate(() => localStorage.setItem('packlens.language', 'en'));
    await page.goto('/generate-logo');
    await page.locator('[data-testid=old-project-row][data-type="3"]').first().waitFor();
    expect(await page.locator('[data-testid=old-project-row][data-type="3"] [data-testid=project-open]').first().getAttribute('href')).toMatch(/^\/generate-logo\/create\?project=/);
    await screenshotFromTop(page, 'logo-4-home-en');

    await register(page, { name: 'Lumi', style: 'wordmark', colours: ['#1abc9c'] });
    expect(await page.locator('[data-testid=logo-price]').textContent()).toBe('This project costs ¥15,000 (once, when the first logo is delivered)');
    await page.locator('select[name=count]').selectOption('1');
    await generateAndWait(page, 1);
    expect(await cards(page).first().locator('[data-testid=logo-demo-chip]').textContent()).toBe('Demo');
    expect(await page.locator('[data-testid=demo-notice]').textContent()).toContain('the super admin sets the OpenAI API key');
    expect(await page.locator('[data-testid=logo-price]').textContent()).toBe('Charged: ¥15,000. Making more costs nothing extra.');
    const svg = await download(page, cards(page).first().locator('[data-testid=logo-download-svg]'));
    expect(svg.name).toMatch(/^Lumi-[0-9a-f]{8}\.svg$/);
    expect(await parsedInBrowser(page, svg.bytes.toString('utf8'))).toMatchObject({ error: false, root: 'svg', fills: ['#1abc9c'], title: 'Lumi' });
    await screenshotFromTop(page, 'logo-5-gallery-en');
  }, testTimeout);

  it('is a paying member’s service: Home says why on the free plan, and the route sends the visitor away', async () => {
    const page = await b.newPage();
    await freeCompany.logIn(page);
    await page.goto('/home');
    const card = page.locator('[data-testid=service-card-logo]');
    await card.waitFor();
    expect(await card.getAttribute('data-gated')).toBe('true');
    expect(await page.locator('[data-testid=gate-reason-logo]').textContent()).toBe('有料会員様のみご利用いただけるサービスです。');
    await page.goto('/generate-logo');
    await page.waitForURL((url) => url.pathname !== '/generate-logo');
    await screenshotFromTop(page, 'logo-6-gate-ja');
  }, testTimeout);
});
