import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../services/generation/test/stand-ins/openai';
import { screenshotFromTop as screenshot, useBrowser } from '../support/browser';
import { superAdminApi, useCompany } from '../support/companies';
import { drawPicture } from '../support/files';

/**
 * Concept matching by a multimodal model in the browser (issue 18, item 2): the super admin points OpenAI at a
 * stand-in that speaks its protocol; the customer asks for the model's level on the results and sees it, with its
 * reasons, beside the offline level. Serial (tests/serial-specs.ts): it changes the provider settings every company
 * shares, and clears them after.
 */
const b = useBrowser();
const company = useCompany('E2E ジュースの株式会社', 1);
let openai: OpenAiStandIn;
const reasons = ['パッケージに丸ごとのオレンジが描かれ、「オレンジジュース」に合致します。', '明るいオレンジ色が「朝食」の爽やかさを伝えます。'];

beforeAll(async () => {
  openai = await startOpenAiStandIn({ apiKey: 'sk-e2e-vision', reply: () => JSON.stringify({ level: 4, reasons }) });
  const asSuperAdmin = await superAdminApi(inject('baseUrl'));
  await asSuperAdmin('PUT', '/admin/providers/openai', { api_key: 'sk-e2e-vision', base_url: openai.baseUrl });
});
afterAll(async () => {
  const asSuperAdmin = await superAdminApi(inject('baseUrl'));
  await asSuperAdmin('PUT', '/admin/providers/openai', { clear_api_key: true, base_url: '' });
  await openai?.close();
});

/** A carton: an orange disc and a word on white. */
const carton = () =>
  drawPicture(
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800"><rect width="100%" height="100%" fill="#ffffff"/>
     <circle cx="300" cy="380" r="170" fill="#f08a1c"/><text x="150" y="680" font-family="DejaVu Sans" font-weight="bold" font-size="64" fill="#1b5e20">ORANGE</text></svg>`,
    'jpeg',
  );

describe('a multimodal model’s concept level on the results', () => {
  it('is asked for with one click and shown with its reasons beside the offline level, which stays', async () => {
    const project = await company.api<{ id: string }>('POST', '/projects/', { name: 'E2E 朝のオレンジジュース' });
    await company.api('PUT', `/projects/${project.id}/menus`, { menus: ['preference_score', 'concept_matching'] });
    await company.api('PUT', `/projects/${project.id}/segments`, { segment_ids: [1] });
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(await carton())]), 'orange.jpg');
    form.append('names', 'オレンジ');
    const uploaded = await company.api<{ images: { id: string }[] }>('POST', `/projects/${project.id}/images`, form);
    await company.api('PUT', `/projects/${project.id}/categories`, { images: uploaded.images.map((image) => ({ image_id: image.id, category_id: 2 })) });
    await company.api('PUT', `/projects/${project.id}/concept`, { text: '搾りたてのオレンジジュースで、爽やかな朝食を。', language: 'ja' });
    await company.api('POST', `/projects/${project.id}/calculate`);
    await expect.poll(async () => (await company.api<{ status: string }>('GET', `/projects/${project.id}`)).status, { timeout: 120_000, interval: 1000 }).toBe('SUCCESS');

    const page = await b.newPage();
    await company.logIn(page);
    await page.goto(`/project-create/results?project=${project.id}&view=concept_matching`);
    const row = page.locator('[data-testid=concept-row]');
    await row.waitFor();
    const offline = await row.getAttribute('data-level');
    expect(await page.locator('[data-testid=concept-vision]').count()).toBe(0);

    await page.locator('[data-testid=concept-vision-ask]').click();
    await page.locator('[data-testid=concept-vision]').waitFor({ timeout: 60_000 });
    expect(await page.locator('[data-testid=concept-vision]').getAttribute('data-level')).toBe('4');
    expect(await page.locator('[data-testid=concept-vision-reason]').allTextContents()).toEqual(reasons);
    expect(await row.getAttribute('data-level')).toBe(offline);
    await screenshot(page, 'concept-vision-ja');

    // The model was shown the pack and asked in the user's language; a reload reads the same from the results.
    const chat = openai.requests.find((request) => request.path === '/v1/chat/completions');
    expect(chat?.json.messages[0].content).toContain('Japanese');
    expect(JSON.stringify(chat?.json.messages[1].content)).toContain('data:image/jpeg;base64,');
    await page.reload();
    await expect.poll(() => page.locator('[data-testid=concept-vision]').count(), { timeout: 10_000 }).toBe(1);
  }, 240_000);
});
