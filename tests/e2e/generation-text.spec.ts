import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { screenshotFromTop, useBrowser } from '../support/browser';
import { useCompany } from '../support/companies';

const b = useBrowser();
const company = useCompany('E2Eネーミング食品', 1);

describe('naming and catch-phrases in Chromium, on the demo generator (issue 12)', () => {
  it('registers a naming project, streams 30 names, refines, marks a favourite and exports CSV (ja interface, English names)', async () => {
    const page = await b.newPage();
    await company.logIn(page);
    await page.goto('/chat-gpt');
    await page.locator('[data-testid=naming-register-form] input[name=name]').fill('朝のジュースの名前');
    await page.locator('[data-testid=naming-register-submit]').click();

    await page.waitForURL('**/chat-gpt/menu?project=*');
    await page.locator('[data-testid=naming-service-names] input[type=radio]').check();
    await page.locator('[data-testid=naming-count-30] input[type=radio]').check();
    expect(await page.locator('[data-testid=text-model-gpt_4o]').getAttribute('data-available')).toBe('false');
    await page.locator('[data-testid=step-next]').click();

    await page.waitForURL('**/chat-gpt/information?project=*');
    await page.locator('[data-testid=demo-notice]').waitFor();
    await page.locator('input[name=product]').fill('Morning orange juice');
    await page.locator('select[name=category_id]').selectOption('2');
    await page.locator('input[name=target]').fill('busy commuters');
    await page.locator('select[name=language]').selectOption('en');
    await page.locator('[data-testid=brief-submit]').click();

    const first = page.locator('[data-testid=answer-turn][data-turn="0"]');
    await expect.poll(() => first.getAttribute('data-status'), { timeout: 20_000 }).toBe('completed');
    expect(await first.getAttribute('data-demo')).toBe('true');
    const names = await first.locator('[data-testid=answer-item-text]').allTextContents();
    expect(names).toHaveLength(30);
    expect(new Set(names).size).toBe(30);
    await screenshotFromTop(page, 'generation-1-names');

    await first.locator('[data-testid=answer-item]').nth(1).locator('[data-testid=favourite-toggle]').click();
    await expect.poll(() => page.locator('[data-testid=favourite-item]').allTextContents()).toEqual([names[1]]);
    await page.locator('[data-testid=refine-chip-shorter]').click();
    const second = page.locator('[data-testid=answer-turn][data-turn="1"]');
    await expect.poll(() => second.getAttribute('data-status'), { timeout: 20_000 }).toBe('completed');
    const shorter = await second.locator('[data-testid=answer-item-text]').allTextContents();
    expect(shorter[0]).toBe(names[1]);
    const meanLength = (list: string[]) => list.reduce((sum, name) => sum + name.length, 0) / list.length;
    expect(meanLength(shorter.slice(1))).toBeLessThan(meanLength(names));
    await expect.poll(() => page.locator('[data-testid=request-counter]').getAttribute('data-used')).toBe('2');
    await screenshotFromTop(page, 'generation-2-refined');

    const download = page.waitForEvent('download');
    await page.locator('[data-testid=export-csv]').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    const csv = (await readFile((await file.path())!, 'utf8')).replace('\uFEFF', '');
    expect(csv.split('\r\n')[0]).toBe('"回答","番号","案","お気に入り","モデル","デモ"');
    expect(csv).toContain(`"1","2","${names[1]}","★","packlens-demo-1","✓"`);
    expect(csv.trim().split('\r\n')).toHaveLength(61);
  });

  it('writes concepts of a type and turns one into a package evaluation with that concept', async () => {
    const page = await b.newPage();
    await company.logIn(page);
    await page.goto('/generate-concept');
    await page.locator('[data-testid=concept-register-form] input[name=name]').fill('朝食グラノーラのコンセプト');
    await page.locator('[data-testid=concept-register-submit]').click();
    await page.waitForURL('**/generate-concept/menu?project=*');
    await page.locator('[data-testid=concept-type-NEEDS] input[type=radio]').check();
    await page.locator('input[name=product]').fill('高たんぱくグラノーラ');
    await page.locator('select[name=category_id]').selectOption('4');
    await page.locator('select[name=count]').selectOption('3');
    await page.locator('[data-testid=step-next]').click();

    await page.waitForURL('**/generate-concept/message?project=*');
    await page.locator('textarea[name=message]').fill('忙しい朝でもきちんと栄養をとれる安心感');
    await page.locator('[data-testid=concept-generate]').click();
    await expect.poll(() => page.locator('[data-testid=concept-card]').count(), { timeout: 20_000 }).toBe(3);
    const title = (await page.locator('[data-testid=concept-card]').nth(0).locator('[data-testid=concept-title]').textContent()) ?? '';
    await screenshotFromTop(page, 'generation-3-concepts');

    await page.locator('[data-testid=concept-card]').nth(0).locator('[data-testid=concept-evaluate]').click();
    await page.waitForURL('**/project-create/select_segment?project=*');
    const projectId = new URL(page.url()).searchParams.get('project')!;
    const evaluation = await company.api<{ name: string; menus: string[]; concept: { text: string } }>('GET', `/projects/${projectId}`);
    expect(evaluation.name).toBe(title.slice(0, 100));
    expect(evaluation.menus).toContain('concept_matching');
    expect(evaluation.concept.text.startsWith(title)).toBe(true);
  });

  it('is for the Japanese interface only: in English the app sends the user home and the API refuses', async () => {
    const page = await b.newPage({ locale: 'en-US' });
    await company.logIn(page);
    await page.evaluate(() => localStorage.setItem('packlens.language', 'en'));
    await page.goto('/chat-gpt');
    await page.waitForURL((url) => url.pathname === '/home');
    const refused = await fetch(`${b.baseUrl}/api/text_projects/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Language': 'en', Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('packlens.auth.token'))}` },
      body: JSON.stringify({ name: 'Names', type: 5 }),
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ code: 'SERVICE_JAPANESE_ONLY' });
  });
});
