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
  (input: Buffer): { removeAlpha(): { raw(): { toBuffer(options: { resolveWithObject: true }): Promise<{ data: Buffer; info: { width: number; height: number; channels: number } }> } } };
}
const sharp = createRequire(path.resolve(import.meta.dirname, '../../services/scoring/package.json'))('sharp') as SharpReader;

// The jobs run on the product's worker beside the other specs' work: room for GrabCut and the composition.
const jobTimeout = 90_000;
const testTimeout = 300_000;

const b = useBrowser();
// Section 6: Japan, Japanese, and the monthly (or generate, or key-visual) plan.
const company = useCompany('E2Eキービジュアル食品', 1);

/**
 * The product's pack photographed on white (500 × 400): a red carton (200 × 300 at 150,50) with a yellow band and a
 * blue disc, parts that can be found again in the key visual.
 */
const packSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="400">
  <rect width="100%" height="100%" fill="#ffffff"/>
  <rect x="150" y="50" width="200" height="300" fill="#c0392b"/>
  <rect x="150" y="200" width="200" height="60" fill="#f1c40f"/>
  <circle cx="250" cy="120" r="40" fill="#2563eb"/>
</svg>`;
const file = useFiles('packlens-key-visual-', { 'pack.png': () => drawPicture(packSvg, 'png'), 'notes.pdf': () => Buffer.from('%PDF-1.4\n%%EOF\n') });

const text = (page: Page, testId: string) => page.locator(`[data-testid=${testId}]`).first().textContent();

async function switchLanguage(page: Page, language: 'ja' | 'en') {
  await page.locator('[data-testid=language-switch]').selectOption(language);
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(language);
}

/** The usage scene's placement (contracts' keyVisualPlacements.usage_scene): bottom-anchored at 68 % × 94 %, at most 32 % high and 28 % wide. */
function usageSceneBox(width: number, height: number) {
  const scale = Math.min((0.32 * height) / 300, (0.28 * width) / 200);
  const [w, h] = [200 * scale, 300 * scale];
  return { left: 0.68 * width - w / 2, top: 0.94 * height - h, width: w, height: h };
}

describe('key visuals in Chromium (issue 13 item 5): the real pack placed in the scene', () => {
  it('registers, chooses the type, uploads a drawn pack, agrees on the scene in a message, generates, and the product is in the result (ja)', async () => {
    const page = await b.newPage();
    await company.logIn(page);
    await page.goto('/home');
    await page.locator('[data-testid=open-keyVisual]').click();
    await page.waitForURL('**/generate-key-visual');
    await page.locator('[data-testid=key-visual-how]').waitFor();
    await screenshotFromTop(page, 'key-visual-1-home-ja');
    await page.locator('[data-testid=key-visual-register-form] input[name=name]').fill('朝のオレンジ 春のキービジュアル');
    await page.locator('[data-testid=key-visual-register-submit]').click();
    await page.waitForURL('**/generate-key-visual/select-menu?project=*');
    const projectId = new URL(page.url()).searchParams.get('project')!;

    // The menu: nothing goes without the type and the pack; a pdf is refused by the browser; the drawn pack is uploaded.
    await page.locator('[data-testid=key-visual-next]').click();
    expect(await text(page, 'type-error')).toBe('この項目は必須です。');
    expect(await text(page, 'pack-error')).toBe('画像をアップロードしてください。');
    await page.locator('[data-testid=key-visual-pack-input]').setInputFiles(file('notes.pdf'));
    expect(await text(page, 'key-visual-pack-refused')).toContain('notes.pdf');
    await page.locator('[data-testid=key-visual-pack-input]').setInputFiles(file('pack.png'));
    await expect.poll(() => text(page, 'key-visual-pack-name'), { timeout: 30_000 }).toContain('pack.png');
    await page.locator('[data-testid=key-visual-type-usage_scene] input[type=radio]').check();
    await page.locator('input[name=product]').fill('朝のオレンジ');
    await screenshotFromTop(page, 'key-visual-2-menu-ja');
    await page.locator('[data-testid=key-visual-next]').click();
    await page.waitForURL('**/generate-key-visual/message?project=*');

    // The conversation: the demo writer describes the scene (labelled demo); a second message refines it.
    expect(await page.locator('[data-testid=key-visual-generate]').isDisabled()).toBe(true);
    expect(await text(page, 'demo-notice')).toContain('OpenAI');
    await page.locator('textarea[name=message]').fill('夕方のキッチンで家族が集まる、あたたかいシーンにしてください');
    await page.locator('[data-testid=key-visual-send]').click();
    const firstScene = page.locator('[data-testid=key-visual-scene]').first();
    await firstScene.waitFor({ timeout: jobTimeout });
    expect(await firstScene.textContent()).toContain('夕暮れ');
    expect(await firstScene.textContent()).toContain('キッチン');
    await page.locator('textarea[name=message]').fill('人物はひとりにしてください');
    await page.locator('[data-testid=key-visual-send]').click();
    await expect.poll(() => page.locator('[data-testid=key-visual-scene]').count(), { timeout: jobTimeout }).toBe(2);
    expect(await text(page, 'key-visual-agreed-scene')).toContain('ひとり');
    expect(await text(page, 'key-visual-message-counter')).toBe('メッセージ 2 / 20');
    await screenshotFromTop(page, 'key-visual-3-conversation-ja');

    // Generate: the refused batch in the catalogue's words, then one landscape image; the stages while it runs.
    await page.locator('input[name=batch_size]').fill('5');
    await page.locator('[data-testid=key-visual-generate]').click();
    expect(await page.locator('[data-testid=key-visual-generate-form]').textContent()).toContain('このモデルのバッチサイズは1〜4で指定してください（推奨：1）。');
    await page.locator('input[name=batch_size]').fill('1');
    await page.locator('[data-testid=key-visual-generate]').click();
    await page.locator('[data-testid=key-visual-job], [data-testid=key-visual-image]').first().waitFor({ timeout: jobTimeout });
    await expect.poll(() => page.locator('[data-testid=key-visual-image]').count(), { timeout: jobTimeout }).toBe(1);
    const image = page.locator('[data-testid=key-visual-image]').first();
    expect(await image.getAttribute('data-demo')).toBe('true');
    expect(await image.getAttribute('data-type')).toBe('usage_scene');
    expect(await image.locator('[data-testid=key-visual-made-by]').textContent()).toBe('作成: このマシン（オフライン）・GPT Image 1');
    expect(await page.locator('[data-testid=demo-notice]').last().textContent()).toContain('GrabCut');
    expect(await text(page, 'key-visual-images-used')).toBe('生成済み 1 / 1,000枚');
    await image.scrollIntoViewIfNeeded();
    await screenshotFromTop(page, 'key-visual-4-gallery-ja');

    // The product is in the result: the drawn pack's disc, band and body are where the usage scene places it.
    const download = page.waitForEvent('download');
    await image.locator('[data-testid=key-visual-download]').click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/^packlens-key-visual-usage_scene-[0-9a-f]{8}\.png$/);
    const { data, info } = await sharp(await readFile((await saved.path())!)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1024, 768]);
    const box = usageSceneBox(info.width, info.height);
    const at = (u: number, v: number) => {
      const [x, y] = [Math.round(box.left + u * box.width), Math.round(box.top + v * box.height)];
      return Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
    };
    const [dr, dg, db] = at(0.5, 70 / 300);
    expect(db).toBeGreaterThan(200);
    expect(dr + dg).toBeLessThan(200);
    const [yr, yg, yb] = at(0.5, 180 / 300);
    expect(Math.min(yr, yg)).toBeGreaterThan(190);
    expect(yb).toBeLessThan(60);
    expect(at(-0.04, 0.5)).not.toEqual([255, 255, 255]);

    // The previous-project list's generation tab holds it and opens it on its message screen.
    await page.goto('/project/old-project-list?tab=generation');
    const row = page.locator(`[data-testid=old-project-row][data-id="${projectId}"]`);
    await row.waitFor();
    expect(await row.getAttribute('data-type')).toBe('7');
    await row.locator('[data-testid=project-open]').click();
    await page.waitForURL(`**/generate-key-visual/message?project=${projectId}`);
    await page.locator('[data-testid=key-visual-image]').first().waitFor();
  }, testTimeout);

  it('in English, Home says the service is for the Japanese interface only and the route sends the visitor away', async () => {
    const page = await b.newPage();
    await company.logIn(page);
    await page.goto('/home');
    await page.locator('[data-testid=service-card-keyVisual]').waitFor();
    await switchLanguage(page, 'en');
    expect(await page.locator('[data-testid=service-card-keyVisual]').getAttribute('data-gated')).toBe('true');
    expect(await text(page, 'gate-reason-keyVisual')).toBe('This service is available in the Japanese interface only.');
    await page.locator('[data-testid=service-card-keyVisual]').scrollIntoViewIfNeeded();
    await screenshotFromTop(page, 'key-visual-5-home-gate-en');
    // The list names the type in English; opening a key visual goes to its screen, which the gate leaves.
    await page.goto('/project/old-project-list?tab=generation');
    const row = page.locator('[data-testid=old-project-row][data-type="7"]').first();
    await row.waitFor();
    expect(await row.textContent()).toContain('Key-visual generation');
    await screenshotFromTop(page, 'key-visual-6-list-en');
    await page.goto('/generate-key-visual');
    await page.waitForURL((url) => url.pathname !== '/generate-key-visual', { timeout: 15_000 });
  }, 120_000);
});
