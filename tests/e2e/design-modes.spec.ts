import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshotFromTop, useBrowser } from '../support/browser';
import { useCompany } from '../support/companies';
import { drawPicture, useFiles } from '../support/files';

/**
 * Design generation's other modes in Chromium on the whole product (issue 13): image fix (demo), a brand model trained
 * offline into the labelled demo brand model and brand generation with it, "generate N and keep the best" scored by
 * the engine and the best design sent to a new evaluation, and the print-size check with a real ×2 upscale.
 */
const jobTimeout = 120_000;
const testTimeout = 300_000;

const b = useBrowser();
const company = useCompany('E2Eデザイン各モード食品', 3);

beforeAll(async () => {
  await company.api('PUT', `/change_plan/${company.clientId}`, { plan_id: 1, plan_generate_id: 21 });
}, 60_000);

/** One of the brand's own pack photos: a deep green carton with a gold band on cream, shifted a little each time. */
const brandSvg = (i: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="260"><rect width="100%" height="100%" fill="#f6f0e0"/>
  <rect x="${40 + i}" y="30" width="120" height="200" fill="#1f6b3a"/><rect x="${40 + i}" y="${110 + i}" width="120" height="34" fill="#d9a421"/></svg>`;
const smallPack = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><rect width="100%" height="100%" fill="#ffffff"/>
  <rect x="50" y="25" width="60" height="110" fill="#2d6cdf"/><rect x="55" y="70" width="50" height="20" fill="#ffffff"/></svg>`;

const brandFiles = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`brand-${i}.png`, () => drawPicture(brandSvg(i), 'png')]));
const file = useFiles('packlens-design-modes-', { ...brandFiles, 'small.png': () => drawPicture(smallPack, 'png') });

async function registerProject(page: Page, name: string) {
  await page.goto('/creative-package');
  await page.locator('[data-testid=design-register-form] input[name=name]').fill(name);
  await page.locator('[data-testid=design-register-submit]').click();
  await page.waitForURL('**/creative-package/create?project=*');
  await page.locator('[data-testid=design-form]').waitFor();
}

const chooseMode = (page: Page, mode: string) => page.locator(`[data-testid=design-mode-${mode}] input[type=radio]`).check();
const ofMode = (page: Page, mode: string) => page.locator(`[data-testid=gallery-image][data-mode=${mode}]`);

async function generateAndWait(page: Page, mode: string, count: number) {
  await page.locator('[data-testid=design-generate]').click();
  await expect.poll(() => ofMode(page, mode).count(), { timeout: jobTimeout }).toBe(count);
  await expect.poll(() => page.locator('[data-testid=design-job]').count(), { timeout: jobTimeout }).toBe(0);
}

describe('design generation’s other modes in Chromium (issue 13)', () => {
  it('fixes an image (demo), trains a brand model offline and draws with it, scores a batch and sends the best to evaluation (ja)', async () => {
    const page = await b.newPage();
    await company.logIn(page);
    await registerProject(page, '新ブランド パッケージ案');

    // Image fix: the whole uploaded image changed as the prompt says; without a provider, a labelled demo.
    await chooseMode(page, 'image_fix');
    await page.locator('[data-testid=design-upload-input]').setInputFiles([file('small.png')]);
    await expect.poll(() => page.locator('select[name=input_image] option:checked').textContent()).toContain('small.png');
    await page.locator('textarea[name=prompt]').fill('make the label gold and the carton matte');
    await generateAndWait(page, 'image_fix', 1);
    expect(await ofMode(page, 'image_fix').getAttribute('data-demo')).toBe('true');

    // Brand generation: a brand model with ten of the company's pack photos, trained offline into the demo model.
    await chooseMode(page, 'brand_generation');
    const panel = page.locator('[data-testid=brand-models]');
    await panel.locator('input[name=brand_name]').fill('モーニングオーチャード');
    await panel.locator('input[name=brand_prompt]').fill('deep green carton, gold band, cream paper');
    await panel.locator('[data-testid=brand-register-submit]').click();
    const model = panel.locator('[data-testid=brand-model]').first();
    await expect.poll(() => model.getAttribute('data-status')).toBe('collecting');
    await model.locator('[data-testid=brand-upload-input]').setInputFiles(Object.keys(brandFiles).map(file));
    await expect.poll(() => model.locator('[data-testid=brand-images-count]').textContent()).toBe('画像10枚（学習には10〜30枚）');
    await model.locator('[data-testid=brand-train]').click();
    await expect.poll(() => model.getAttribute('data-status'), { timeout: jobTimeout }).toBe('ready');
    expect(await model.locator('[data-testid=brand-colour]').count()).toBeGreaterThanOrEqual(2);
    expect(await model.textContent()).toContain('Replicate');
    await model.locator('[data-testid=brand-choose]').click();
    await page.locator('textarea[name=prompt]').fill('an autumn limited edition');
    await screenshotFromTop(page, 'design-modes-1-brand-ja');
    await generateAndWait(page, 'brand_generation', 1);
    expect(await ofMode(page, 'brand_generation').getAttribute('data-demo')).toBe('true');

    // Generate four and keep the best two for the overall segment: the engine scores each.
    await chooseMode(page, 'text_to_image');
    await page.locator('textarea[name=prompt]').fill('"Orchard Green" apple juice carton, fresh');
    await page.locator('[data-testid=design-model-beer] input[type=radio]').check();
    await page.locator('input[name=batch_size]').fill('4');
    await page.locator('select[name=score_segment_id]').selectOption('1');
    await page.locator('input[name=keep]').fill('2');
    await generateAndWait(page, 'text_to_image', 2);
    const scored = page.locator('[data-testid=gallery-image][data-mode=text_to_image]');
    const ranks = await scored.locator('[data-testid=design-score]').evaluateAll((blocks) => blocks.map((block) => Number((block as HTMLElement).dataset.rank)));
    expect(ranks).toEqual([1, 2]);
    const means = await scored.locator('[data-testid=design-score]').evaluateAll((blocks) => blocks.map((block) => Number((block as HTMLElement).dataset.mean)));
    expect(means[0]).toBeGreaterThanOrEqual(means[1]);
    expect(await scored.first().locator('[data-testid=design-score-preference]').textContent()).toMatch(/の好意度 \d\.\d\d（±\d\.\d\d）/);
    await scored.first().locator('[data-testid=gallery-heatmap-toggle]').check();
    await screenshotFromTop(page, 'design-modes-2-scored-ja');

    // One click: the best design becomes a new evaluation, opened on its confirm step.
    await scored.first().locator('[data-testid=gallery-evaluate]').click();
    await page.waitForURL('**/project-create/confirm?project=*');
    const evaluationId = new URL(page.url()).searchParams.get('project')!;
    const project = await company.api<{ type: number; images: unknown[]; segment_ids: number[] }>('GET', `/projects/${evaluationId}`);
    expect(project).toMatchObject({ type: 1, segment_ids: [1] });
    expect(project.images).toHaveLength(1);
    await screenshotFromTop(page, 'design-modes-3-evaluation-ja');
  }, testTimeout);

  it('checks a small design against a print size and upscales it ×2 for real (en)', async () => {
    const page = await b.newPage({ locale: 'en-US' });
    await company.logIn(page);
    await page.evaluate(() => localStorage.setItem('packlens.language', 'en'));
    await registerProject(page, 'Print check');
    await chooseMode(page, 'background_removal');
    await page.locator('[data-testid=design-upload-input]').setInputFiles([file('small.png')]);
    await expect.poll(() => page.locator('select[name=input_image] option:checked').textContent()).toContain('small.png');
    await generateAndWait(page, 'background_removal', 1);
    await ofMode(page, 'background_removal').locator('[data-testid=gallery-print]').click();
    const dialog = page.locator('[data-testid=print-readiness]');
    await dialog.locator('input[name=width_mm]').fill('20');
    await dialog.locator('input[name=height_mm]').fill('20');
    await dialog.locator('[data-testid=print-check]').click();
    const report = dialog.locator('[data-testid=print-report]');
    // 160 px over 20 mm prints at 203 dpi; ×2 reaches 406.
    await expect.poll(() => report.textContent()).toContain('203 dpi at this size. 300 dpi needs 237 × 237 px.');
    expect(await report.textContent()).toContain('Upscaled ×2 it prints at 406 dpi');
    await screenshotFromTop(page, 'design-modes-4-print-en');
    await dialog.locator('[data-testid=print-upscale]').click();
    await dialog.locator('[data-testid=upscale-queued]').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => ofMode(page, 'upscale').count(), { timeout: jobTimeout }).toBe(1);
    const upscaled = ofMode(page, 'upscale');
    expect(await upscaled.getAttribute('data-demo')).toBe('false');
    expect(await upscaled.locator('[data-testid=gallery-size]').textContent()).toContain('320 × 320 px');
  }, testTimeout);
});
