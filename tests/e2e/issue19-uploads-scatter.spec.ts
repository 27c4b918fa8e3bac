import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshotFromTop as screenshot, useBrowser } from '../support/browser';
import { useCompany } from '../support/companies';
import { drawPicture, useFiles } from '../support/files';

/**
 * Issue 19, items 6-8, in Chromium against the real product: a text file dressed as a jpg is refused alone
 * before it is queued, a trial company cannot queue more than its plan has left, the scatter asks for its points
 * only with two words and never takes a third, and the comparison shows two images and offers no PDF.
 */
const b = useBrowser();
// Plan 7 is the trial (5 images); plan 1 the monthly plan (no image limit).
const trial = useCompany('E2E 試用アップロード株式会社', 7);
const monthly = useCompany('E2E 散布図比較株式会社', 1);

const colours = ['#c62828', '#2e7d32', '#1565c0', '#f9a825', '#6a1b9a', '#ef6c00', '#37474f', '#00897b', '#ad1457', '#5d4037'];

/** A pack of its own colour, so no two uploads are the same picture. */
function pack(index: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400">
    <rect width="100%" height="100%" fill="#f5f5f5"/>
    <rect x="50" y="110" width="200" height="150" rx="16" fill="${colours[index % colours.length]}"/>
    <text x="70" y="200" font-family="DejaVu Sans" font-weight="bold" font-size="36" fill="#ffffff">PACK ${index + 1}</text></svg>`;
  return drawPicture(svg, 'jpeg');
}

const packNames = colours.map((_, index) => `pack-${index + 1}.jpg`);
const file = useFiles('packlens-e2e-issue19-', {
  ...Object.fromEntries(packNames.map((name, index) => [name, () => pack(index)])),
  // A text file renamed .jpg: its name passes, its first bytes do not.
  'notes.jpg': () => Buffer.from('Meeting notes: the new carton goes to print on Monday.\n'),
});

interface Project {
  id: string;
  status: string;
  images: { id: string; name: string }[];
}

type Api = typeof trial.api;

/** A survey project registered through the API up to its image step: heat map, image words and scatter, overall segment. */
async function projectAtImages(api: Api, name: string): Promise<string> {
  const created = await api<Project>('POST', '/projects/', { name, type: 1, department: '企画部' });
  await api('PUT', `/projects/${created.id}/menus`, { menus: ['heatmap', 'image_word', 'image_word_scatter'] });
  await api('PUT', `/projects/${created.id}/segments`, { segment_ids: [1] });
  return created.id;
}

async function uploadPacks(api: Api, projectId: string, indexes: number[]): Promise<Project> {
  const form = new FormData();
  for (const index of indexes) {
    form.append('files', new Blob([new Uint8Array(await pack(index))], { type: 'image/jpeg' }), packNames[index]);
    form.append('names', `パック${index + 1}`);
  }
  return api<Project>('POST', `/projects/${projectId}/images`, form);
}

/** A calculated project of three packs, for the scatter and the comparison. */
async function calculatedProject(api: Api): Promise<Project> {
  const id = await projectAtImages(api, 'E2E 散布図と比較');
  const withImages = await uploadPacks(api, id, [0, 1, 2]);
  await api('PUT', `/projects/${id}/categories`, { images: withImages.images.map((image) => ({ image_id: image.id, category_id: 5 })) });
  await api('POST', `/projects/${id}/calculate`);
  const deadline = Date.now() + 150_000;
  for (;;) {
    const project = await api<Project>('GET', `/projects/${id}`);
    if (project.status === 'SUCCESS') return project;
    if (project.status === 'FAILURE') throw new Error('the calculation failed');
    if (Date.now() > deadline) throw new Error('the project was not calculated within 150 s');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

const text = (page: Page, testId: string) => page.locator(`[data-testid=${testId}]`).first().textContent({ timeout: 10_000 });
const attribute = (page: Page, testId: string, name: string) => page.locator(`[data-testid=${testId}]`).first().getAttribute(name, { timeout: 10_000 });
const count = (page: Page, selector: string) => page.locator(selector).count();

async function inLanguage(page: Page, language: 'ja' | 'en' | 'zh-CN') {
  if (language !== 'ja') await page.locator('[data-testid=language-switch]').selectOption(language);
}

/** The API calls a page makes and every refusal it gets (a 4xx or 5xx of the API). */
function watchApi(page: Page) {
  const scatterWords: string[] = [];
  const refusals: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/scatter')) scatterWords.push(url.searchParams.get('word_ids') ?? '');
  });
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) refusals.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  return { scatterWords, refusals };
}

describe('uploads (issue 19, item 7)', () => {
  it('refuses a text file named .jpg by its bytes before queueing it, and uploads the rest of the batch', async () => {
    const projectId = await projectAtImages(trial.api, 'E2E 偽装ファイル');
    const page = await b.newPage();
    const api = watchApi(page);
    await trial.logIn(page);
    await page.goto(`/project-create/select_image?project=${projectId}`);
    await page.locator('[data-testid=image-file-input]').setInputFiles([file('notes.jpg'), file('pack-1.jpg')]);

    await expect.poll(() => text(page, 'image-pick-error')).toBe('notes.jpg: jpg/jpeg/png/pdfファイルをアップロードしてください。');
    expect(await page.locator('[data-testid=pending-image]').evaluateAll((all) => all.map((card) => card.getAttribute('data-file')))).toEqual(['pack-1.jpg']);
    await page.locator('[data-testid=image-upload]').click();
    await expect.poll(() => count(page, '[data-testid=project-image]')).toBe(1);
    expect(api.refusals).toEqual([]);
  }, 60_000);

  describe('a trial company (5 images) with 3 images in the project', () => {
    let projectId: string;
    beforeAll(async () => {
      projectId = await projectAtImages(trial.api, 'E2E 試用の残り枚数');
      await uploadPacks(trial.api, projectId, [0, 1, 2]);
    }, 60_000);

    it('shows what the plan has left and queues no more than that, refusing the rest with the plan’s message', async () => {
      const page = await b.newPage();
      const api = watchApi(page);
      await trial.logIn(page);
      await page.goto(`/project-create/select_image?project=${projectId}`);
      await page.locator('[data-testid=project-image]').first().waitFor();
      expect(await text(page, 'image-count')).toBe('このプロジェクトの画像: 3 / 10');
      expect(await attribute(page, 'image-room', 'data-room')).toBe('2');
      expect(await text(page, 'image-room')).toBe('あと2枚追加できます（ご利用のプラン: 5枚まで、使用済み0枚）');

      await page.locator('[data-testid=image-file-input]').setInputFiles(packNames.map(file));
      await expect.poll(() => count(page, '[data-testid=pending-image]')).toBe(2);
      expect(await text(page, 'image-pick-error')).toBe(`${packNames.slice(2).join(', ')}: トライアルプランでアップロードできる画像は5枚までです。`);
      expect(await attribute(page, 'image-room', 'data-room')).toBe('0');
      await screenshot(page, 'issue19-ja-images-trial-quota');

      await page.locator('[data-testid=image-upload]').click();
      await expect.poll(() => count(page, '[data-testid=project-image]')).toBe(5);
      expect(api.refusals).toEqual([]);
    }, 60_000);

    it.each(['en', 'zh-CN'] as const)('says the same in %s', async (language) => {
      const page = await b.newPage();
      await trial.logIn(page);
      await inLanguage(page, language);
      await page.goto(`/project-create/select_image?project=${projectId}`);
      await page.locator('[data-testid=project-image]').first().waitFor();
      await page.locator('[data-testid=image-file-input]').setInputFiles([file('notes.jpg'), file('pack-9.jpg')]);
      const expected = {
        en: { error: 'notes.jpg: Upload a jpg/jpeg/png/pdf file\npack-9.jpg: The trial plan allows up to 5 images. Change your plan to upload more.', room: 'Images you can still add: 0 (your plan: up to 5 images, 0 used)' },
        'zh-CN': { error: 'notes.jpg：请上传jpg/jpeg/png/pdf文件。\npack-9.jpg：试用方案最多可上传5张图片。', room: '还可添加0张图片（您的方案：最多5张，已使用0张）' },
      }[language];
      await expect.poll(() => page.locator('[data-testid=image-pick-error]').innerText({ timeout: 10_000 })).toBe(expected.error);
      expect(await text(page, 'image-room')).toBe(expected.room);
      expect(await count(page, '[data-testid=pending-image]')).toBe(0);
      await screenshot(page, `issue19-${language}-images-trial-quota`);
    }, 60_000);
  });
});

describe('a calculated project of three packs', () => {
  let project: Project;
  beforeAll(async () => {
    project = await calculatedProject(monthly.api);
  }, 200_000);

  const openView = async (page: Page, view: string) => {
    await page.goto(`/project-create/results?project=${project.id}&view=${view}`);
    await page.locator('[data-testid=results]').waitFor({ timeout: 30_000 });
  };
  const selected = (page: Page) =>
    page.locator('[data-testid^=scatter-word-][data-selected=true]').evaluateAll((all) => all.map((chip) => chip.getAttribute('data-testid')));

  describe('scatter (issue 19, item 8)', () => {
    it('asks for the points only once two words are chosen, and never takes a third', async () => {
      const page = await b.newPage();
      const api = watchApi(page);
      await monthly.logIn(page);
      await openView(page, 'image_word_scatter');

      await page.locator('[data-testid=scatter-word-2]').click();
      expect(await attribute(page, 'scatter-word-2', 'data-selected')).toBe('true');
      await page.waitForTimeout(1000);
      expect(api.scatterWords).toEqual([]);
      expect(api.refusals).toEqual([]);
      expect(await text(page, 'scatter-hint')).toBe('もう1語選ぶと散布図が表示されます。');
      await screenshot(page, 'issue19-ja-scatter-one-word');

      await page.locator('[data-testid=scatter-word-3]').click();
      await expect.poll(() => page.locator('[data-testid=scatter-chart][data-drawn=true] .scatterlayer .point').count(), { timeout: 20_000 }).toBe(3);
      expect(api.scatterWords).toEqual(['2,3']);

      await page.locator('[data-testid=scatter-word-4]').click();
      expect(await selected(page)).toEqual(['scatter-word-2', 'scatter-word-3']);
      expect(await text(page, 'scatter-error')).toBe('選択できるのは2語までです。');
      await page.waitForTimeout(1000);
      expect(api.scatterWords).toEqual(['2,3']);
      await screenshot(page, 'issue19-ja-scatter-third-refused');

      // Another pair: one word out, the next in.
      await page.locator('[data-testid=scatter-word-3]').click();
      await page.locator('[data-testid=scatter-word-4]').click();
      await expect.poll(() => page.locator('[data-testid=scatter-chart][data-drawn=true]').count(), { timeout: 20_000 }).toBe(1);
      expect(api.scatterWords).toEqual(['2,3', '2,4']);
      expect(api.refusals).toEqual([]);
    }, 90_000);

    it.each([
      ['en', 'Select one more word to see the scatter.', 'Up to two words may be selected'],
      ['zh-CN', '再选择一个词即可显示散点图。', '最多可选择两个词。'],
    ] as const)('says so in %s', async (language, hint, refusal) => {
      const page = await b.newPage();
      await monthly.logIn(page);
      await inLanguage(page, language);
      await openView(page, 'image_word_scatter');
      await page.locator('[data-testid=scatter-word-2]').click();
      expect(await text(page, 'scatter-hint')).toBe(hint);
      await screenshot(page, `issue19-${language}-scatter-one-word`);
      await page.locator('[data-testid=scatter-word-3]').click();
      await page.locator('[data-testid=scatter-word-4]').click();
      expect(await text(page, 'scatter-error')).toBe(refusal);
      await expect.poll(() => page.locator('[data-testid=scatter-chart][data-drawn=true]').count(), { timeout: 20_000 }).toBe(1);
      await screenshot(page, `issue19-${language}-scatter-third-refused`);
    }, 60_000);
  });

  describe('comparison (issue 19, item 6)', () => {
    it.each([
      ['ja', '比較できる画像は2枚までです。'],
      ['en', 'Up to 2 images can be compared.'],
      ['zh-CN', '最多可比较2张图片。'],
    ] as const)('compares two images side by side and offers no PDF (%s)', async (language, refusal) => {
      const page = await b.newPage();
      await monthly.logIn(page);
      await inLanguage(page, language);
      await openView(page, 'comparison');
      const [first, second, third] = project.images.map((image) => image.id);
      await expect.poll(() => page.locator('[data-testid=compare-card]').evaluateAll((all) => all.map((card) => card.getAttribute('data-image-id')))).toEqual([first, second]);
      expect(await count(page, '[data-testid=results-view-comparison] [data-testid^=report-download-]')).toBe(0);

      await page.locator(`[data-testid=compare-select-${third}]`).click();
      expect(await text(page, 'compare-refused')).toBe(refusal);
      expect(await page.locator(`[data-testid=compare-select-${third}]`).isChecked()).toBe(false);
      expect(await count(page, '[data-testid=compare-card]')).toBe(2);

      await page.locator(`[data-testid=compare-select-${first}]`).click();
      await page.locator(`[data-testid=compare-select-${third}]`).click();
      await expect.poll(() => page.locator('[data-testid=compare-card]').evaluateAll((all) => all.map((card) => card.getAttribute('data-image-id')))).toEqual([second, third]);
      await page.locator('[data-testid=compare-heatmap][data-drawn=true]').nth(1).waitFor({ timeout: 15_000 });
      await screenshot(page, `issue19-${language}-comparison`);
    }, 60_000);
  });
});
