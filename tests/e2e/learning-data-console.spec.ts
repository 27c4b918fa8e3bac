import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateDemoPanel } from '../../services/scoring/src/panel/generate';
import { datasetFiles, zipDataset } from '../../services/scoring/src/training/dataset-writer';
import { logInToConsole, screenshot, seeded, useBrowser } from '../support/browser';
import { useCompany } from '../support/companies';
import { drawPicture } from '../support/files';

const b = useBrowser();
const company = useCompany('E2E 比較の食品株式会社', 1);
const text = (s: string) => new TextEncoder().encode(s);

/** Additional learning in the console (issue 16, item 1): a valid survey zip is stored; a bad one lists its problems. */
describe('the super admin uploads learning data in the console', () => {
  it('stores a valid survey zip and lists every problem of a bad one, by file and row, storing nothing', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'packlens-learning-'));
    const png = new Uint8Array(await drawPicture('<svg xmlns="http://www.w3.org/2000/svg" width="30" height="40"><rect width="100%" height="100%" fill="#2a7"/></svg>', 'png'));
    const stamp = String(Date.now());
    const valid = path.join(dir, 'survey.zip');
    await writeFile(
      valid,
      zipDataset(
        new Map([
          ['images.csv', text('image,category_id\nimages/a.png,2\nimages/b.png,2\n')],
          ['responses.csv', text(`respondent_id,gender,age,category_user,image,rating,words\n${stamp},female,31,1,images/a.png,4,2\n${stamp},female,31,1,images/b.png,2,\n`)],
          ['images/a.png', png],
          ['images/b.png', png],
        ]),
      ),
    );
    const bad = path.join(dir, 'bad.zip');
    await writeFile(
      bad,
      zipDataset(new Map([['images.csv', text('image,category_id\nimages/a.png,2\nimages/x.png,999\n')], ['responses.csv', text('respondent_id,gender,age,category_user,image,rating,words\nr1,female,31,1,images/a.png,8,\n')], ['images/a.png', png]])),
    );

    const page = await b.newPage();
    // What the server answered to each upload, to say why when the page shows nothing.
    const uploads: string[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/api/admin/learning_data')) uploads.push(String(response.status()));
    });
    await logInToConsole(page, seeded.superAdmin.email, seeded.superAdmin.password);
    await page.goto('/admin/#/learning_data');
    await page.locator('[data-testid=learning-data-upload]').first().waitFor();
    await page.locator('[data-testid=learning-data-file]').first().setInputFiles(valid);
    // The upload is checked whole on a server that may be busy with other specs: its answer, then the list.
    await expect.poll(() => uploads.length, { timeout: 45_000, message: 'the upload was answered' }).toBeGreaterThan(0);
    expect(uploads).toEqual(['201']);
    await expect.poll(() => page.getByText('学習データを保存しました。').count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('[data-testid=learning-data-list]').getByText('survey.zip').count(), { timeout: 20_000 }).toBeGreaterThan(0);

    await page.locator('[data-testid=learning-data-file]').first().setInputFiles(bad);
    const problems = page.locator('[data-testid=learning-data-problems]');
    await problems.waitFor();
    const shown = await problems.textContent();
    expect(shown).toContain('学習ファイルに3件の問題があります。何も保存していません。');
    expect(shown).toContain('画像 images/x.png がZIPに含まれていません。');
    expect(shown).toContain('不明なカテゴリーIDです（999）。');
    expect(shown).toContain('評価は1〜5で入力してください（8）。');
    await screenshot(page, 'learning-data-console');
    expect(await page.locator('[data-testid=learning-data-list]').getByText('bad.zip').count()).toBe(0);

    // A training run from the list: two packs are too few to split, so the run fails and says why (the product's
    // active model is untouched).
    const row = page.locator('[data-testid=learning-data-list] tr', { hasText: 'survey.zip' }).first();
    await row.locator('input[type=checkbox]').check();
    await page.locator('[data-testid=train-button]').click();
    await page.waitForURL('**/admin/#/training_runs');
    const runs = page.locator('[data-testid=training-run-list]');
    await expect.poll(() => runs.getByText('失敗').count(), { timeout: 60_000 }).toBeGreaterThan(0);
    expect(await runs.textContent()).toContain('50枚程度以上が必要です');
    await screenshot(page, 'learning-data-training-runs');
  }, 120_000);

  /**
   * Item 3: a second panel whose taste is the mirror image of the demo panel's trains a version that beats the active
   * one on its held-out images; the run shows both versions' figures and the scatter; the super admin rolls back by
   * hand with a reason. This server reads a copy of the model cache (global-setup), so no other spec sees the change.
   */
  it('trains a contrary panel into the active version, shows it beside the version it beat, and rolls back by hand with a reason', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'packlens-learning-'));
    const contrary = path.join(dir, 'contrary-panel.zip');
    await writeFile(contrary, zipDataset(datasetFiles(await generateDemoPanel({ seed: 5151, images: 80, perCell: 40, taste: 'contrary' }))));

    const page = await b.newPage();
    await logInToConsole(page, seeded.superAdmin.email, seeded.superAdmin.password);
    await page.goto('/admin/#/model_versions');
    const versions = page.locator('[data-testid=model-version-list]');
    await versions.waitFor();
    const before = await versions.locator('tbody tr').count();
    const demoRow = versions.locator('tbody tr', { has: page.locator('[data-testid=model-active-chip]') });
    const demoVersion = (await demoRow.locator('td').nth(0).textContent())!.trim();

    await page.goto('/admin/#/learning_data');
    await page.locator('[data-testid=learning-data-file]').first().setInputFiles(contrary);
    const row = page.locator('[data-testid=learning-data-list] tr', { hasText: 'contrary-panel.zip' }).first();
    await expect.poll(() => row.count(), { timeout: 45_000 }).toBeGreaterThan(0);
    await row.locator('input[type=checkbox]').check();
    await page.locator('[data-testid=train-button]').click();
    await page.waitForURL('**/admin/#/training_runs');
    const newest = page.locator('[data-testid=training-run-list] tbody tr').first();
    await expect.poll(() => newest.textContent(), { timeout: 240_000, message: 'the run ended' }).toMatch(/完了|失敗/);
    expect(await newest.textContent()).toContain('有効化済み');
    await newest.click();
    await expect.poll(() => page.locator('[data-testid=training-run-decision]').getAttribute('data-code'), { timeout: 20_000 }).toBe('better');
    // Each segment has its row and, under it, the version it beat on the same images.
    expect(await page.locator('[data-testid=training-run-segments] tr[data-kind=active]').count()).toBeGreaterThan(10);
    await page.locator('[data-testid=training-run-scatter][data-drawn=true]').waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-testid=training-run-scatter] .scatterlayer .trace').count()).toBeGreaterThanOrEqual(2);
    await screenshot(page, 'training-run-figures');

    await page.goto('/admin/#/model_versions');
    await expect.poll(() => versions.locator('tbody tr').count()).toBe(before + 1);
    await versions.locator('tbody tr', { hasText: demoVersion }).click();
    await page.locator('[data-testid=model-activate]').click();
    await page.locator('[data-testid=model-activate-reason]').fill('手動で戻す：対照パネルは試験用');
    await page.locator('[data-testid=model-activate-confirm]').click();
    const history = page.locator('[data-testid=model-version-activations]');
    await expect.poll(() => history.textContent(), { timeout: 20_000 }).toContain('手動で戻す：対照パネルは試験用');
    // The active version has nothing to activate.
    expect(await page.locator('[data-testid=model-activate]').count()).toBe(0);
    await screenshot(page, 'model-version-rollback');
    await page.goto('/admin/#/model_versions');
    await expect.poll(() => versions.locator('tbody tr', { has: page.locator('[data-testid=model-active-chip]') }).textContent()).toContain(demoVersion);
  }, 360_000);

  it('scores a calculated project again with the contrary version and lists both scores per image and segment', async () => {
    const project = await company.api<{ id: string }>('POST', '/projects/', { name: 'E2E 比較するパック' });
    await company.api('PUT', `/projects/${project.id}/menus`, { menus: ['preference_score'] });
    await company.api('PUT', `/projects/${project.id}/segments`, { segment_ids: [1, 3] });
    const form = new FormData();
    const pack = await drawPicture('<svg xmlns="http://www.w3.org/2000/svg" width="360" height="480"><rect width="100%" height="100%" fill="#f4d03f"/><circle cx="180" cy="300" r="90" fill="#e67e22"/></svg>', 'png');
    form.append('files', new Blob([new Uint8Array(pack)]), 'orange.png');
    form.append('names', 'オレンジのパック');
    const uploaded = await company.api<{ images: { id: string }[] }>('POST', `/projects/${project.id}/images`, form);
    await company.api('PUT', `/projects/${project.id}/categories`, { images: uploaded.images.map((image) => ({ image_id: image.id, category_id: 2 })) });
    await company.api('POST', `/projects/${project.id}/calculate`);
    await expect.poll(async () => (await company.api<{ status: string }>('GET', `/projects/${project.id}`)).status, { timeout: 240_000, interval: 1000 }).toBe('SUCCESS');

    const page = await b.newPage();
    await logInToConsole(page, seeded.superAdmin.email, seeded.superAdmin.password);
    await page.goto('/admin/#/model_versions');
    // The newest version is the contrary panel's, no longer active after the roll-back.
    await page.locator('[data-testid=model-version-list] tbody tr').first().click();
    await page.locator('[data-testid=model-compare-project]').fill(project.id);
    await page.locator('[data-testid=model-compare-start]').click();
    const rows = page.locator('[data-testid=model-compare-rows] tbody tr');
    await expect.poll(() => rows.count(), { timeout: 120_000 }).toBe(2);
    expect(await rows.first().textContent()).toContain('オレンジのパック');
    await screenshot(page, 'model-version-comparison');
  }, 360_000);
});
