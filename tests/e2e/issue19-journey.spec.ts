import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshotFromTop as screenshot, useBrowser } from '../support/browser';
import { drawPicture, useFiles } from '../support/files';
import { upgradeFromTrial } from '../support/journey';
import { signUpOnTrial } from '../support/signup';
import { atShelfStep, atSurveyStep } from '../support/steps';

/**
 * Issue 19, "Done when": the journey a new customer takes, in Chromium, from a fresh sign-up: register on the
 * trial → upgrade to ad hoc → a survey evaluation (2 packs, 1 segment, heat map; scores, heat map, summary PDF)
 * → a shelf evaluation (1 photo) → the results in English and Chinese, photographed.
 */
const b = useBrowser();

/** A gable-top carton (juice, milk) with its label, as a shop shelf shows it. */
function carton(format: 'jpeg' | 'png', body: string, label: string, word: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
    <rect width="100%" height="100%" fill="#f4f1ea"/>
    <polygon points="170,150 430,150 470,230 130,230" fill="${body}" opacity="0.85"/>
    <rect x="130" y="230" width="340" height="500" rx="6" fill="${body}"/>
    <rect x="160" y="360" width="280" height="190" rx="18" fill="${label}"/>
    <text x="300" y="480" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="64" fill="#ffffff">${word}</text></svg>`;
  return drawPicture(svg, format);
}

/** A store shelf: two boards with drinks standing on them. */
function shelfPhoto(): Promise<Buffer> {
  const products = [
    { x: 140, y: 120, colour: '#c62828', word: 'COLA' },
    { x: 520, y: 140, colour: '#2e7d32', word: 'TEA' },
    { x: 1180, y: 130, colour: '#f9a825', word: 'LEMON' },
    { x: 220, y: 590, colour: '#6a1b9a', word: 'GRAPE' },
    { x: 860, y: 560, colour: '#1565c0', word: 'AQUA' },
  ];
  const boards = [390, 850].map((y) => `<rect x="40" y="${y}" width="1520" height="34" fill="#8d6e63"/>`);
  const items = products.map(
    (p) => `<rect x="${p.x}" y="${p.y}" width="210" height="250" rx="14" fill="${p.colour}"/>
      <text x="${p.x + 105}" y="${p.y + 140}" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="34" fill="#ffffff">${p.word}</text>`,
  );
  return drawPicture(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000"><rect width="100%" height="100%" fill="#eceff1"/>${boards.join('')}${items.join('')}</svg>`,
    'jpeg',
  );
}

const file = useFiles('packlens-e2e-journey-', {
  'orange-juice.jpg': () => carton('jpeg', '#ffb300', '#e65100', 'JUICE'),
  'milk.png': () => carton('png', '#e3f2fd', '#1565c0', 'MILK'),
  'drinks-shelf.jpg': shelfPhoto,
});

// A step may wait for an upload (photos are checked and re-encoded) on a machine busy with other specs: 45 s.
const surveyStep = (page: Page, name: string) => atSurveyStep(page, name, 45_000);
const shelfStep = (page: Page, name: string) => atShelfStep(page, name, 45_000);
const text = (page: Page, testId: string) => page.locator(`[data-testid=${testId}]`).first().textContent({ timeout: 10_000 });

/** Every answer of the API that was a server error, to fail on and to report. */
function watchServerErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 500) errors.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  return errors;
}

/** The page count pdfinfo reads from a PDF file. */
async function pdfPages(pdfPath: string): Promise<number> {
  const { stdout } = await promisify(execFile)('pdfinfo', [pdfPath]);
  return Number(/^Pages:\s+(\d+)$/m.exec(stdout)?.[1]);
}

/** Switches the interface language with the header's switch, where the page is. */
async function switchLanguage(page: Page, language: 'ja' | 'en' | 'zh-CN') {
  await page.locator('[data-testid=language-switch]').selectOption(language);
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(language);
}

/** The preference view and the heat map view of the survey's results, checked and photographed in `language`. */
async function surveyResultsIn(page: Page, language: 'en' | 'zh-CN', expected: { demo: string; score: string }) {
  await page.locator('[data-testid=results-tab-preference_score]').click();
  await expect.poll(() => text(page, 'results-model-demo')).toBe(expected.demo);
  await expect.poll(() => page.locator('[data-testid=preference-table] th').allTextContents()).toContain(expected.score);
  await expect.poll(() => page.locator('[data-testid=preference-chart][data-drawn=true]').count(), { timeout: 20_000 }).toBe(1);
  await screenshot(page, `journey-${language}-survey-preference`);
  await page.locator('[data-testid=results-tab-heatmap]').click();
  await expect.poll(() => page.locator('[data-testid=heatmap-overlay][data-drawn=true]').count(), { timeout: 15_000 }).toBe(2);
  await screenshot(page, `journey-${language}-survey-heatmap`);
}

describe('what a new customer does (issue 19): trial → ad hoc → survey evaluation → shelf evaluation, in Chromium', () => {
  it('signs up on the trial, upgrades to ad hoc, evaluates two packs and a shelf, downloads the summary, and reads the results in English and Chinese', async () => {
    const page = await b.newPage();
    const serverErrors = watchServerErrors(page);

    // 1. Sign up on the trial through the real flow; 2. upgrade to ad hoc.
    await signUpOnTrial(page, b.baseUrl);
    await expect.poll(() => page.locator('[data-testid=header-plan-name]').textContent()).toContain('トライアル');
    await upgradeFromTrial(page, { planId: 2 });
    await expect.poll(() => page.locator('[data-testid=header-plan-name]').textContent()).toBe('プラン: アドホックプラン');

    // 3. A survey evaluation through its screens: 2 packs, 1 segment, the heat map.
    await page.locator('[data-testid=header-register-project]').click();
    await page.waitForURL((url) => url.pathname === '/type-project');
    await page.locator('[data-testid=type-project-survey-start]').click();
    await page.waitForURL((url) => url.pathname === '/project-create');
    await page.locator('[data-testid=project-register-form]').waitFor();
    await page.locator('input[name=name]').fill('E2E 朝の紙パック');
    await page.locator('input[name=department]').fill('商品企画部');
    await page.locator('[data-testid=project-register-submit]').click();

    await surveyStep(page, 'select_menu');
    const surveyId = new URL(page.url()).searchParams.get('project')!;
    expect(surveyId).toMatch(/^[0-9a-f-]{36}$/);
    await page.locator('input[name=menu-heatmap]').check();
    await page.locator('[data-testid=step-next]').click();

    await surveyStep(page, 'select_segment');
    await page.locator('[data-testid=segment-1]').check();
    expect(await page.locator('[data-testid=segment-count]').getAttribute('data-count')).toBe('1');
    await page.locator('[data-testid=step-next]').click();

    await surveyStep(page, 'select_image');
    await page.locator('[data-testid=image-file-input]').setInputFiles([file('orange-juice.jpg'), file('milk.png')]);
    await expect.poll(() => page.locator('[data-testid=pending-image]').count()).toBe(2);
    await page.locator('input[name=image-name-0]').fill('オレンジジュース');
    await page.locator('input[name=image-name-1]').fill('牛乳');
    await page.locator('[data-testid=step-next]').click();

    // Japan: the product copy step (left empty: it is optional), then the category, chosen by the user.
    await surveyStep(page, 'select_product_copy');
    await page.locator('[data-testid=step-next]').click();
    await surveyStep(page, 'select_category');
    await page.locator('select[name=category-all]').selectOption('2');
    await page.locator('[data-testid=category-apply-all]').click();
    for (const index of [0, 1]) expect(await page.locator(`select[name=category-${index}]`).inputValue()).toBe('2');
    await page.locator('[data-testid=step-next]').click();

    await surveyStep(page, 'select_score');
    await page.locator('[data-testid=step-next]').click();

    await surveyStep(page, 'confirm');
    await expect.poll(() => page.locator('[data-testid=confirm-image]').count()).toBe(2);
    await screenshot(page, 'journey-ja-survey-confirm');
    await page.locator('[data-testid=project-calculate]').click();

    await surveyStep(page, 'results');
    await page.locator('[data-testid=results]').waitFor({ timeout: 150_000 });
    const rows = page.locator('[data-testid=preference-row]');
    await expect.poll(() => rows.count()).toBe(2);
    for (const row of await rows.all()) {
      const score = Number(await row.getAttribute('data-score'));
      expect(score).toBeGreaterThanOrEqual(1);
      expect(score).toBeLessThanOrEqual(5);
    }
    expect((await rows.evaluateAll((all) => all.map((row) => row.getAttribute('data-rank')))).sort()).toEqual(['1', '2']);
    await expect.poll(() => page.locator('[data-testid=preference-chart][data-drawn=true]').count(), { timeout: 20_000 }).toBe(1);
    await screenshot(page, 'journey-ja-survey-preference');

    // The summary PDF (downloaded from the preference view): a real PDF of more than one page.
    const download = page.waitForEvent('download', { timeout: 90_000 });
    await page.locator('[data-testid=report-download-over_all]').click();
    const summary = await download;
    expect(summary.suggestedFilename()).toMatch(/\.pdf$/);
    const summaryPath = await summary.path();
    expect((await readFile(summaryPath)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await pdfPages(summaryPath)).toBeGreaterThan(1);
    // Item 11: the PDF prints its time in the client's country's zone (Japan) and says which, as the app does.
    const { stdout: printed } = await promisify(execFile)('pdftotext', ['-l', '1', summaryPath, '-']);
    expect(printed).toMatch(/\d{1,2}:\d{2} UTC\+9/);

    await page.locator('[data-testid=results-tab-heatmap]').click();
    await expect.poll(() => page.locator('[data-testid=heatmap-overlay][data-drawn=true]').count(), { timeout: 15_000 }).toBe(2);
    await screenshot(page, 'journey-ja-survey-heatmap');

    // 4. A shelf evaluation through its screens: one photo.
    await page.locator('[data-testid=header-register-project]').click();
    await page.waitForURL((url) => url.pathname === '/type-project');
    await page.locator('[data-testid=type-project-shelf-start]').click();
    await page.waitForURL((url) => url.pathname === '/evaluate-shelve');
    await page.locator('[data-testid=shelf-register-form]').waitFor();
    await page.locator('input[name=name]').fill('E2E 飲料の棚');
    await page.locator('input[name=department]').fill('営業企画部');
    await page.locator('[data-testid=shelf-register-submit]').click();

    await shelfStep(page, 'select-segment');
    const shelfId = new URL(page.url()).searchParams.get('project')!;
    expect(shelfId).toMatch(/^[0-9a-f-]{36}$/);
    await page.locator('[data-testid=segment-1]').check();
    await page.locator('[data-testid=step-next]').click();

    await shelfStep(page, 'select-image');
    await page.locator('[data-testid=image-file-input]').setInputFiles(file('drinks-shelf.jpg'));
    await page.locator('input[name=image-name-0]').fill('飲料の棚');
    await page.locator('[data-testid=step-next]').click();

    await shelfStep(page, 'confirm');
    await expect.poll(() => page.locator('[data-testid=confirm-image]').count()).toBe(1);
    await page.locator('[data-testid=project-calculate]').click();

    await shelfStep(page, 'result');
    await page.locator('[data-testid=shelf-results]').waitFor({ timeout: 150_000 });
    await page.locator('[data-testid=heatmap-overlay][data-drawn=true]').waitFor({ timeout: 15_000 });
    expect(await page.locator('[data-testid=shelf-image]').count()).toBe(1);
    await screenshot(page, 'journey-ja-shelf-result');

    // 5. The results in English and in Chinese, each switched on a results page: English on the shelf's result,
    // then the survey's results in English, Chinese switched there, and the shelf's result in Chinese.
    await switchLanguage(page, 'en');
    await page.locator('[data-testid=heatmap-overlay][data-drawn=true]').waitFor({ timeout: 15_000 });
    expect(await page.locator('[data-testid=shelf-box-list]').textContent()).toContain('Product boxes and share of attention');
    await screenshot(page, 'journey-en-shelf-result');

    await page.goto(`/project-create/results?project=${surveyId}`);
    await page.locator('[data-testid=results]').waitFor({ timeout: 30_000 });
    await surveyResultsIn(page, 'en', { demo: 'Demo model', score: 'Preference score' });
    await page.locator('[data-testid=results-tab-preference_score]').click();
    await switchLanguage(page, 'zh-CN');
    await surveyResultsIn(page, 'zh-CN', { demo: '演示模型', score: '好感度得分' });

    await page.goto(`/evaluate-shelve/result?project=${shelfId}`);
    await page.locator('[data-testid=shelf-results]').waitFor({ timeout: 30_000 });
    await page.locator('[data-testid=heatmap-overlay][data-drawn=true]').waitFor({ timeout: 15_000 });
    await screenshot(page, 'journey-zh-CN-shelf-result');

    expect(serverErrors).toEqual([]);
  }, 240_000);
});
