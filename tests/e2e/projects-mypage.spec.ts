import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { artifacts, logInThroughForm, screenshotFromTop as screenshot, useBrowser } from '../support/browser';
import { userOf, useCompany } from '../support/companies';
import { drawPicture } from '../support/files';

const b = useBrowser();
const company = useCompany('E2E マイページ食品株式会社');

function pack(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
    <rect width="100%" height="100%" fill="#fff8e1"/>
    <rect x="90" y="200" width="420" height="320" rx="28" fill="#00897b"/>
    <text x="140" y="390" font-family="DejaVu Sans" font-weight="bold" font-size="68" fill="#ffffff">MATCHA</text></svg>`;
  return drawPicture(svg, 'png');
}

interface Project {
  id: string;
  status: string;
  images: { id: string }[];
}

/**
 * A calculated survey project of the spec's company, made through the API as a partner would: register, heat map
 * ordered, overall segment, one pack, its category, calculate, and wait for the worker.
 */
async function calculatedProject(name: string): Promise<string> {
  const call = company.api;
  const created = await call<Project>('POST', '/projects/', { name, type: 1, department: 'マーケティング部' });
  await call('PUT', `/projects/${created.id}/menus`, { menus: ['heatmap'] });
  await call('PUT', `/projects/${created.id}/segments`, { segment_ids: [1] });
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(await pack())], { type: 'image/png' }), 'matcha.png');
  form.append('names', '抹茶パック');
  const withImage = await call<Project>('POST', `/projects/${created.id}/images`, form);
  await call('PUT', `/projects/${created.id}/categories`, { images: [{ image_id: withImage.images[0].id, category_id: 5 }] });
  await call('POST', `/projects/${created.id}/calculate`);
  const deadline = Date.now() + 150_000;
  for (;;) {
    const project = await call<Project>('GET', `/projects/${created.id}`);
    if (project.status === 'SUCCESS') return created.id;
    if (project.status === 'FAILURE') throw new Error(`the calculation of ${name} failed`);
    if (Date.now() > deadline) throw new Error(`${name} was not calculated within 150 s`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

let projectId: string;
let member: { email: string; password: string };

beforeAll(async () => {
  projectId = await calculatedProject('E2E マイページ');
  member = await userOf(company, 'E2E 利用者');
}, 200_000);

describe('My page’s project list with downloads', () => {
  it('lists the calculated project on the admin’s My page and downloads its summary PDF', async () => {
    const page = await b.newPage();
    await company.logIn(page);
    const row = page.locator(`[data-testid=my-project-row][data-id="${projectId}"]`);
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('SUCCESS');
    expect(await row.locator('[data-testid=project-status]').textContent()).toBe('完了');
    expect(Number(await row.locator('[data-testid=project-days-left]').getAttribute('data-days'))).toBeGreaterThanOrEqual(28);
    await row.locator('[data-testid=project-reports]').click();
    expect(await page.locator('[role=menuitem]').evaluateAll((items) => items.map((item) => item.getAttribute('data-testid')))).toEqual([
      'project-report-over_all',
      'project-report-heatmap',
    ]);
    await page.locator('[data-testid=my-projects]').screenshot({ path: path.join(artifacts, 'mypage-ja-projects-menu.png') });
    const download = page.waitForEvent('download', { timeout: 90_000 });
    await page.locator('[data-testid=project-report-over_all]').click();
    expect((await download).suggestedFilename()).toMatch(/^E2E_マイページ_over_all_\d{8}\.pdf$/);
    expect(await row.locator('[data-testid=project-report-error]').count()).toBe(0);
    await screenshot(page, 'mypage-ja-projects');

    await row.locator('[data-testid=my-project-open]').click();
    await page.waitForURL((url) => url.pathname === '/project-create/results' && url.searchParams.get('project') === projectId);
    await page.locator('[data-testid=results]').waitFor({ timeout: 30_000 });
  }, 120_000);

  it('lists it on the user’s My page too, in English, with the link to every previous project', async () => {
    const page = await b.newPage();
    await logInThroughForm(page, member.email, member.password);
    await page.waitForURL((url) => url.pathname === '/mypage/users');
    await page.locator('[data-testid=language-switch]').selectOption('en');
    const row = page.locator(`[data-testid=my-project-row][data-id="${projectId}"]`);
    await row.waitFor();
    expect(await row.locator('[data-testid=project-status]').textContent()).toBe('Success');
    await row.locator('[data-testid=project-reports]').click();
    expect(await page.locator('[data-testid=project-report-over_all]').textContent()).toBe('Summary report');
    await page.keyboard.press('Escape');
    await screenshot(page, 'mypage-en-users-projects');
    await page.locator('[data-testid=my-projects-all]').click();
    await page.waitForURL((url) => url.pathname === '/project/old-project-list');
  }, 60_000);
});
