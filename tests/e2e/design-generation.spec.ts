import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshotFromTop, useBrowser } from '../support/browser';
import { useCompany } from '../support/companies';
import { drawPicture, useFiles } from '../support/files';

/** sharp, borrowed from the scoring engine as support/files does, to read what the browser downloaded. */
interface SharpReader {
  (input: Buffer): { metadata(): Promise<{ width?: number; height?: number; format?: string }>; ensureAlpha(): { raw(): { toBuffer(options: { resolveWithObject: true }): Promise<{ data: Buffer; info: { width: number; channels: number } }> } } };
}
const sharp = createRequire(path.resolve(import.meta.dirname, '../../services/scoring/package.json'))('sharp') as SharpReader;

// Jobs run on the product's worker beside the other specs' work: room for GrabCut and the repair, and for a test
// that runs four of them in a row.
const jobTimeout = 60_000;
const testTimeout = 240_000;

const b = useBrowser();
// A client on the free plan that moves to the monthly plan with the generate plan (section 6: design generation).
const company = useCompany('E2Eデザイン生成食品', 3);

beforeAll(async () => {
  await company.api('PUT', `/change_plan/${company.clientId}`, { plan_id: 1, plan_generate_id: 21 });
}, 60_000);

/** A red carton with a yellow label band standing on a white backdrop (400 px): the pack to cut out and repair. */
const packSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
  <rect width="100%" height="100%" fill="#ffffff"/>
  <rect x="120" y="80" width="160" height="240" fill="#c0392b"/>
  <rect x="130" y="180" width="140" height="40" fill="#f1c40f"/>
</svg>`;
/** A scene for the composition: a blue-to-green gradient. */
const sceneSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a6ea5"/><stop offset="1" stop-color="#6ab04c"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/></svg>`;

const file = useFiles('packlens-design-', {
  'pack.png': () => drawPicture(packSvg, 'png'),
  'scene.jpg': () => drawPicture(sceneSvg, 'jpeg'),
  'notes.pdf': () => Buffer.from('%PDF-1.4\n%%EOF\n'),
});

async function registerProject(page: Page, name: string) {
  await page.goto('/creative-package');
  await page.locator('[data-testid=design-register-form] input[name=name]').fill(name);
  await page.locator('[data-testid=design-register-submit]').click();
  await page.waitForURL('**/creative-package/create?project=*');
  await page.locator('[data-testid=design-form]').waitFor();
}

const chooseMode = (page: Page, mode: string) => page.locator(`[data-testid=design-mode-${mode}] input[type=radio]`).check();
const gallery = (page: Page) => page.locator('[data-testid=gallery-image]');

/** Presses "generate" and waits until the gallery holds `count` images of `mode`. */
async function generateAndWait(page: Page, mode: string, count: number) {
  await page.locator('[data-testid=design-generate]').click();
  await expect.poll(() => page.locator(`[data-testid=gallery-image][data-mode=${mode}]`).count(), { timeout: jobTimeout }).toBe(count);
  await expect.poll(() => page.locator('[data-testid=design-job]').count()).toBe(0);
}

/** Paints a stroke over the mask canvas with the mouse, from and to points given as shares of its width and height. */
async function paintWithMouse(page: Page, from: [number, number], to: [number, number]) {
  const canvas = page.locator('[data-testid=mask-canvas]');
  // The mouse works in the viewport: bring the canvas into it, clear of the sticky header.
  await canvas.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = (await canvas.boundingBox())!;
  const at = ([x, y]: [number, number]) => [box.x + box.width * x, box.y + box.height * y] as const;
  await page.mouse.move(...at(from));
  await page.mouse.down();
  for (let step = 1; step <= 8; step++) await page.mouse.move(...at([from[0] + ((to[0] - from[0]) * step) / 8, from[1] + ((to[1] - from[1]) * step) / 8]));
  await page.mouse.up();
}

async function downloadOf(page: Page, card: ReturnType<typeof gallery>) {
  const download = page.waitForEvent('download');
  await card.locator('[data-testid=gallery-download]').click();
  const file = await download;
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

describe('design generation in Chromium (issue 13): demo text to image, real background removal and repair', () => {
  it('registers a project and runs text to image, background removal and a partial change drawn with the mouse; downloads and deletes (ja)', async () => {
    const page = await b.newPage();
    await company.logIn(page);
    await registerProject(page, '朝のジュース 新パッケージ');
    // Section 1's six modes are all offered.
    for (const mode of ['text_to_image', 'image_fix', 'inpaint', 'background_removal', 'brand_generation', 'merge']) {
      expect(await page.locator(`[data-testid=design-mode-${mode}]`).getAttribute('data-available')).toBe('true');
    }
    await screenshotFromTop(page, 'design-1-create-ja');

    // Text to image on SDXL without Replicate configured: two labelled demo images, and what to configure.
    await page.locator('textarea[name=prompt]').fill('"Morning Orange" juice carton, fresh, fruit illustration');
    await page.locator('input[name=negative_prompt]').fill('blurry');
    await page.locator('input[name=batch_size]').fill('5');
    await page.locator('[data-testid=design-generate]').click();
    expect(await page.locator('[data-testid=design-settings]').textContent()).toContain('このモデルのバッチサイズは1〜4で指定してください（推奨：1）。');
    await page.locator('input[name=batch_size]').fill('2');
    await page.locator('input[name=seed]').fill('42');
    await generateAndWait(page, 'text_to_image', 2);
    expect(await gallery(page).first().getAttribute('data-demo')).toBe('true');
    expect(await gallery(page).first().locator('[data-testid=gallery-demo]').textContent()).toBe('デモ');
    expect(await gallery(page).first().locator('[data-testid=gallery-made-by]').textContent()).toBe('作成: このマシン（オフライン）・SDXL');
    expect(await page.locator('[data-testid=demo-notice]').textContent()).toContain('Replicate');
    await screenshotFromTop(page, 'design-2-text-to-image-ja');

    // Background removal on a pack drawn here: the browser refuses a pdf before sending; the png is cut out for real.
    await chooseMode(page, 'background_removal');
    await page.locator('[data-testid=design-upload-input]').setInputFiles([file('notes.pdf'), file('pack.png')]);
    expect(await page.locator('[data-testid=design-inputs-refused]').textContent()).toContain('notes.pdf');
    await expect.poll(() => page.locator('select[name=input_image] option:checked').textContent()).toContain('pack.png');
    await generateAndWait(page, 'background_removal', 1);
    const cutOut = page.locator('[data-testid=gallery-image][data-mode=background_removal]');
    expect(await cutOut.getAttribute('data-demo')).toBe('false');
    const downloaded = await downloadOf(page, cutOut);
    expect(downloaded.name).toMatch(/^packlens-background_removal-[0-9a-f]{8}\.png$/);
    const { data, info } = await sharp(downloaded.bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(400);
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
    expect([alphaAt(3, 3), alphaAt(396, 396), alphaAt(200, 200)]).toEqual([0, 0, 255]);
    await screenshotFromTop(page, 'design-3-background-removal-ja');

    // Partial change: "mask not specified" until something is painted; then a small stroke is repaired offline.
    await chooseMode(page, 'inpaint');
    await page.locator('select[name=input_image]').selectOption({ label: 'pack.png (400×400)' });
    await page.locator('textarea[name=prompt]').fill('mend the label');
    await page.locator('input[name=batch_size]').fill('1');
    await page.locator('[data-testid=design-generate]').click();
    expect(await page.locator('[data-testid=mask-error]').textContent()).toBe('マスクが指定されていません。変更する範囲を指定してください。');
    await paintWithMouse(page, [0.4, 0.5], [0.6, 0.5]);
    const marked = Number(await page.locator('[data-testid=mask-editor]').getAttribute('data-marked'));
    expect(marked).toBeGreaterThan(1000);
    await page.locator('[data-testid=mask-undo]').click();
    expect(await page.locator('[data-testid=mask-editor]').getAttribute('data-marked')).toBe('0');
    await paintWithMouse(page, [0.4, 0.5], [0.6, 0.5]);
    expect(Number(await page.locator('[data-testid=mask-editor]').getAttribute('data-marked'))).toBe(marked);
    await screenshotFromTop(page, 'design-4-mask-ja');
    await generateAndWait(page, 'inpaint', 1);
    expect(await page.locator('[data-testid=gallery-image][data-mode=inpaint]').getAttribute('data-demo')).toBe('false');
    // The mask was uploaded as an input but is not offered as an image to work on.
    expect((await page.locator('select[name=input_image] option').allTextContents()).filter((name) => name.startsWith('mask-'))).toEqual([]);
    await screenshotFromTop(page, 'design-5-gallery-ja');

    // Delete: gone from the gallery, and from the server.
    const projectId = new URL(page.url()).searchParams.get('project')!;
    const removed = await gallery(page).last().getAttribute('data-id');
    await gallery(page).last().locator('[data-testid=gallery-delete]').click();
    await expect.poll(() => gallery(page).count()).toBe(3);
    const stored = await company.api<{ image_id: string }[]>('GET', `/design_projects/${projectId}/gallery`);
    expect(stored.map((image) => image.image_id)).not.toContain(removed);
    expect(stored).toHaveLength(3);
  }, testTimeout);

  it('composes a product on a scene from images used as inputs, in English, with the notice in English', async () => {
    const page = await b.newPage({ locale: 'en-US' });
    await company.logIn(page);
    await page.evaluate(() => localStorage.setItem('packlens.language', 'en'));
    // The entry lists the company's previous design projects (the one of the test before), each opening its screen.
    await page.goto('/creative-package');
    await page.locator('[data-testid=old-project-row][data-type="6"]').first().waitFor();
    await screenshotFromTop(page, 'design-0-home-en');
    expect(await page.locator('[data-testid=old-project-row][data-type="6"] [data-testid=project-open]').first().getAttribute('href')).toMatch(/^\/creative-package\/create\?project=/);
    await registerProject(page, 'Juice carton on a table');
    expect(await page.locator('[data-testid=design-mode-image_fix]').textContent()).not.toContain('Not available in this version yet');

    // The scene, then the product: uploaded in that order, they fill the two slots in that order.
    await chooseMode(page, 'merge');
    await page.locator('[data-testid=design-model-gpt_image_1] input[type=radio]').check();
    await page.locator('[data-testid=design-upload-input]').setInputFiles([file('scene.jpg'), file('pack.png')]);
    await expect.poll(() => page.locator('select[name=input_product] option:checked').textContent()).toContain('pack.png');
    expect(await page.locator('select[name=input_scene] option:checked').textContent()).toContain('scene.jpg');
    await generateAndWait(page, 'merge', 1);
    const composed = page.locator('[data-testid=gallery-image][data-mode=merge]');
    expect(await composed.getAttribute('data-demo')).toBe('false');
    expect(await composed.locator('[data-testid=gallery-made-by]').textContent()).toBe('Made by this machine (offline) · GPT Image 1');

    // The composition as the input of a background removal.
    await chooseMode(page, 'background_removal');
    await composed.locator('[data-testid=gallery-use-as-input]').click();
    await page.locator('[data-testid=design-input-added]').waitFor();
    await expect.poll(() => page.locator('select[name=input_image] option:checked').textContent()).toMatch(/^design-[0-9a-f]{8}\.png/);

    // Text to image: the demo, labelled, and what the super admin must configure, in English.
    await chooseMode(page, 'text_to_image');
    await page.locator('textarea[name=prompt]').fill('green tea can, minimal');
    await generateAndWait(page, 'text_to_image', 1);
    expect(await page.locator('[data-testid=demo-notice]').textContent()).toContain('the super admin sets the OpenAI API key');
    expect(await gallery(page).first().locator('[data-testid=gallery-demo]').textContent()).toBe('Demo');
    await screenshotFromTop(page, 'design-6-gallery-en');
  }, testTimeout);
});
