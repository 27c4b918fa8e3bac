import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshotFromTop as screenshot, useBrowser } from '../support/browser';
import { useCompany } from '../support/companies';
import { drawPicture, useFiles } from '../support/files';
import { atShelfStep } from '../support/steps';

const b = useBrowser();
const company = useCompany('E2E 棚の飲料株式会社');
const logIn = (page: Page) => company.logIn(page);

/** The shelf photo's size and the products on it (the boxes the test draws are around the first two). */
const shelf = { width: 1600, height: 1000 };
const products = [
  { x: 140, y: 120, width: 220, height: 250, colour: '#c62828', word: 'COLA' },
  { x: 860, y: 560, width: 240, height: 270, colour: '#1565c0', word: 'AQUA' },
  { x: 440, y: 140, width: 180, height: 230, colour: '#2e7d32', word: 'TEA' },
  { x: 1180, y: 130, width: 200, height: 240, colour: '#f9a825', word: 'LEMON' },
  { x: 200, y: 590, width: 200, height: 240, colour: '#6a1b9a', word: 'GRAPE' },
  { x: 520, y: 600, width: 180, height: 230, colour: '#ef6c00', word: 'ORANGE' },
  { x: 1240, y: 580, width: 190, height: 250, colour: '#37474f', word: 'COFFEE' },
];

/** A store shelf: a wall, two wooden boards, and products standing on them with their names. */
function shelfPhoto(): Promise<Buffer> {
  const boards = [390, 850].map((y) => `<rect x="40" y="${y}" width="1520" height="34" fill="#8d6e63"/><rect x="40" y="${y + 34}" width="1520" height="10" fill="#5d4037"/>`);
  const items = products.map(
    (p) => `<rect x="${p.x}" y="${p.y}" width="${p.width}" height="${p.height}" rx="14" fill="${p.colour}"/>
      <rect x="${p.x + 16}" y="${p.y + p.height / 2 - 34}" width="${p.width - 32}" height="68" rx="8" fill="#ffffff"/>
      <text x="${p.x + p.width / 2}" y="${p.y + p.height / 2 + 14}" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="34" fill="${p.colour}">${p.word}</text>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${shelf.width}" height="${shelf.height}">
    <rect width="100%" height="100%" fill="#eceff1"/>${boards.join('')}${items.join('')}</svg>`;
  return drawPicture(svg, 'jpeg');
}

const file = useFiles('packlens-e2e-shelf-', { 'drinks-shelf.jpg': shelfPhoto });

const at = (page: Page, step: string) => atShelfStep(page, step);

/** Drags on the shelf photo from one of its pixels to another, whatever size it is drawn at. */
async function dragOnPhoto(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const stage = page.locator('[data-testid=shelf-stage]').first();
  await stage.scrollIntoViewIfNeeded();
  const drawn = (await stage.boundingBox())!;
  const scale = drawn.width / shelf.width;
  const onPage = (point: { x: number; y: number }) => [drawn.x + point.x * scale, drawn.y + point.y * scale] as const;
  await page.mouse.move(...onPage(from));
  await page.mouse.down();
  await page.mouse.move(...onPage({ x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 }), { steps: 4 });
  await page.mouse.move(...onPage(to), { steps: 4 });
  await page.mouse.up();
  return scale;
}

const boxes = (page: Page) =>
  page.locator('[data-testid=shelf-box]').evaluateAll((all) =>
    all.map((box) => ['data-x', 'data-y', 'data-width', 'data-height'].map((name) => Number(box.getAttribute(name)))),
  );

const shares = (page: Page) =>
  page.locator('[data-testid=shelf-box-row]').evaluateAll((rows) => rows.map((row) => ({ id: row.getAttribute('data-region-id'), share: row.getAttribute('data-share') })));

let projectId: string;

describe('a shelf evaluation in the browser', () => {
  it('registers a shelf project, picks segments, uploads a shelf photo and calculates', async () => {
    const page = await b.newPage();
    await logIn(page);
    await page.goto('/type-project');
    await page.locator('[data-testid=type-project-shelf-start]').click();
    await page.waitForURL((url) => url.pathname === '/evaluate-shelve');
    await page.locator('[data-testid=shelf-register-form]').waitFor();
    await screenshot(page, 'shelf-ja-01-entry');

    await page.locator('input[name=name]').fill('E2E 飲料棚');
    await page.locator('input[name=department]').fill('営業企画部');
    await page.locator('[data-testid=shelf-register-submit]').click();
    await at(page, 'select-segment');
    projectId = new URL(page.url()).searchParams.get('project')!;
    expect(projectId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await page.locator('[data-testid=shelf-segment-note]').textContent()).toContain('どのセグメントでも同じ');
    await page.locator('[data-testid=segment-1]').check();
    await page.locator('[data-testid=segment-3]').check();
    await screenshot(page, 'shelf-ja-02-segments');
    await page.locator('[data-testid=step-next]').click();

    await at(page, 'select-image');
    await page.locator('[data-testid=image-file-input]').setInputFiles(file('drinks-shelf.jpg'));
    await page.locator('input[name=image-name-0]').fill('飲料の棚');
    await screenshot(page, 'shelf-ja-03-images');
    await page.locator('[data-testid=step-next]').click();

    await at(page, 'confirm');
    await expect.poll(() => page.locator('[data-testid=confirm-image]').count()).toBe(1);
    expect(await page.locator('[data-testid=confirm-register]').textContent()).toContain('棚ヒートマップ評価');
    await screenshot(page, 'shelf-ja-04-confirm');
    await page.locator('[data-testid=project-calculate]').click();

    await at(page, 'result');
    await page.locator('[data-testid=calculation-progress], [data-testid=shelf-results]').first().waitFor({ timeout: 30_000 });
    if (await page.locator('[data-testid=calculation-progress]').isVisible()) await screenshot(page, 'shelf-ja-05-progress');
    await page.locator('[data-testid=shelf-results]').waitFor({ timeout: 150_000 });
  }, 240_000);

  it('draws two product boxes on the result, saves them, reads each one’s share of attention, keeps them after a reload and downloads the shelve PDF', async () => {
    const page = await b.newPage();
    await logIn(page);
    await page.goto(`/evaluate-shelve/result?project=${projectId}`);
    await page.locator('[data-testid=shelf-results]').waitFor({ timeout: 30_000 });
    // The heat map is a layer of its own, coloured in a canvas from the grey map.
    await page.locator('[data-testid=heatmap-overlay][data-drawn=true]').waitFor({ timeout: 15_000 });
    expect(await page.locator('[data-testid=shelf-stage]').getAttribute('data-image-width')).toBe(String(shelf.width));
    // Coloured where attention gathers, transparent elsewhere.
    const coverage = await page.locator('[data-testid=heatmap-overlay]').evaluate((layer: HTMLCanvasElement) => {
      const pixels = layer.getContext('2d')!.getImageData(0, 0, layer.width, layer.height).data;
      let seen = 0;
      for (let i = 3; i < pixels.length; i += 4) if (pixels[i] > 0) seen += 1;
      return seen / (pixels.length / 4);
    });
    expect(coverage).toBeGreaterThan(0);
    expect(coverage).toBeLessThan(1);
    await screenshot(page, 'shelf-ja-06-result');

    const [cola, aqua] = products;
    const scale = await dragOnPhoto(page, { x: cola.x - 10, y: cola.y - 10 }, { x: cola.x + cola.width + 10, y: cola.y + cola.height + 10 });
    await page.locator('input[name=box-label-1]').fill('コーラ');
    await dragOnPhoto(page, { x: aqua.x - 10, y: aqua.y - 10 }, { x: aqua.x + aqua.width + 10, y: aqua.y + aqua.height + 10 });
    await page.locator('input[name=box-label-2]').fill('天然水');

    // The boxes are in the photo's own pixels (a drawn pixel is 1/scale of them), not in the drawn size.
    const tolerance = Math.ceil(2 / scale);
    const drawnBoxes = await boxes(page);
    const expected = [cola, aqua].map((p) => [p.x - 10, p.y - 10, p.width + 20, p.height + 20]);
    expect(drawnBoxes).toHaveLength(2);
    drawnBoxes.forEach((box, i) => box.forEach((value, j) => expect(Math.abs(value - expected[i][j])).toBeLessThanOrEqual(tolerance)));
    expect(await page.locator('[data-testid=shelf-boxes-unsaved]').isVisible()).toBe(true);
    await screenshot(page, 'shelf-ja-07-boxes-drawn');

    await page.locator('[data-testid=shelf-boxes-save]').click();
    await page.locator('[data-testid=shelf-boxes-saved]').waitFor({ timeout: 30_000 });
    await expect.poll(async () => (await shares(page)).every((row) => row.share !== ''), { timeout: 30_000 }).toBe(true);
    const saved = await shares(page);
    expect(saved).toHaveLength(2);
    const values = saved.map((row) => Number(row.share));
    for (const value of values) {
      expect(value).toBeGreaterThan(0);
      expect(value).toBeLessThanOrEqual(1);
    }
    expect(values[0]).toBeGreaterThanOrEqual(values[1]);
    expect(values[0] + values[1]).toBeLessThanOrEqual(1.001);
    expect(await page.locator('[data-testid=shelf-box-share]').allTextContents()).toEqual(values.map((v) => `${(v * 100).toFixed(1)}%`));
    await screenshot(page, 'shelf-ja-08-shares');

    await page.reload();
    await page.locator('[data-testid=shelf-results]').waitFor({ timeout: 30_000 });
    await expect.poll(() => shares(page), { timeout: 15_000 }).toEqual(saved);
    expect(await page.locator('input[name=box-label-1]').inputValue()).toBe('コーラ');
    expect(await boxes(page)).toEqual(drawnBoxes);

    const download = page.waitForEvent('download', { timeout: 90_000 });
    await page.locator('[data-testid=report-download-shelve]').click();
    expect((await download).suggestedFilename()).toMatch(/^E2E_飲料棚_shelve_\d{8}\.pdf$/);
  }, 180_000);

  it('shows the result in English, and the project among the previous shelf evaluations', async () => {
    const page = await b.newPage();
    await logIn(page);
    await page.locator('[data-testid=language-switch]').selectOption('en');
    await page.goto(`/evaluate-shelve/result?project=${projectId}`);
    await page.locator('[data-testid=shelf-results]').waitFor({ timeout: 30_000 });
    await page.locator('[data-testid=heatmap-overlay][data-drawn=true]').waitFor({ timeout: 15_000 });
    await expect.poll(() => page.locator('[data-testid=shelf-box-row]').count()).toBe(2);
    expect(await page.locator('[data-testid=shelf-box-list]').textContent()).toContain('Product boxes and share of attention');
    await page.locator('[data-testid=heatmap-blur-10]').click();
    expect(await page.locator('[data-testid=heatmap-overlay]').evaluate((layer) => getComputedStyle(layer).filter)).toMatch(/^blur\(/);
    expect(await page.locator('[data-testid=shelf-stage]').evaluate((stage) => getComputedStyle(stage.parentElement!.parentElement!.querySelector('img')!).filter)).toBe('none');
    await screenshot(page, 'shelf-en-result');

    await page.goto('/evaluate-shelve/old-project');
    const row = page.locator(`[data-testid=old-project-row][data-id="${projectId}"]`);
    await row.waitFor();
    expect(await row.locator('[data-testid=project-status]').getAttribute('data-status')).toBe('SUCCESS');
    await screenshot(page, 'shelf-en-old-projects');
    await row.locator('[data-testid=project-open]').click();
    await page.waitForURL((url) => url.pathname === '/evaluate-shelve/result');
  }, 90_000);
});
