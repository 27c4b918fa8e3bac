import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiStandIn, type OpenAiStandIn } from '@packlens/generation/stand-ins';
import { eventCount, eventsOfType, givenAccounts, json, loginAs, useApi, type Accounts } from './harness';

const h = useApi();
let accounts: Accounts;
let admin: string;
let superAdmin: string;
let openai: OpenAiStandIn;

beforeAll(async () => {
  accounts = await givenAccounts(h, 'naming', { planId: 1 });
  admin = (await loginAs(h, accounts.admin.email)).token;
  superAdmin = (await loginAs(h, accounts.superAdmin.email)).token;
  openai = await startOpenAiStandIn({ apiKey: 'sk-standin-1234' });
});
afterAll(async () => {
  await openai.close();
});

const as = (token: string, language = 'ja') => ({ token, language });

/** A PDF's text, as pdftotext reads it. */
const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' });
const briefOf = (overrides: Record<string, unknown> = {}) => ({
  service: 'names',
  product: '朝のオレンジジュース',
  category_id: 2,
  target: '30代の働く女性',
  features: ['果汁100%', 'しぼりたて'],
  tone: '爽やか',
  words_to_use: ['朝'],
  words_to_avoid: ['苦い'],
  count: 30,
  ...overrides,
});

async function newProject(token: string, type: 5 | 8 = 5, language = 'ja') {
  const response = await h.request('/api/text_projects/', { ...json('POST', { name: '新商品ネーミング', type }), ...as(token, language) });
  return { response, body: await response.json() };
}

/** Reads a job's server-sent events until `done`. */
async function eventsOfJob(jobId: string, token = admin) {
  const response = await h.request(`/api/generation/jobs/${jobId}/events`, as(token));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const text = await response.text();
  return text
    .split('\n\n')
    .filter((frame) => frame.startsWith('event:'))
    .map((frame) => {
      const [eventLine, ...dataLines] = frame.split('\n');
      return { event: eventLine.slice('event: '.length), data: JSON.parse(dataLines.map((l) => l.slice('data: '.length)).join('\n')) };
    });
}

async function answered(projectId: string, instruction = '', token = admin) {
  const turn = await h.request(`/api/text_projects/${projectId}/turns`, { ...json('POST', { instruction }), ...as(token) });
  expect(turn.status).toBe(202);
  const queued = await turn.json();
  const events = await eventsOfJob(queued.job_id, token);
  return { queued, events, done: events.find((e) => e.event === 'done')?.data };
}

describe('naming without a provider: the demo generator', () => {
  it('streams 30 names into the page as they come, labelled demo, and records the usage once', async () => {
    const { body: project } = await newProject(admin);
    expect(project).toMatchObject({ type: 5, status: 'DRAFT', brief: null, turns: [] });
    const briefed = await (await h.request(`/api/text_projects/${project.id}/brief`, { ...json('PUT', briefOf()), ...as(admin) })).json();
    expect(briefed.brief).toMatchObject({ service: 'names', count: 30, language: 'ja', words_to_avoid: ['苦い'] });
    expect(briefed.demo_notice).toContain('デモ生成器');

    const { queued, events, done } = await answered(project.id);
    expect(queued).toMatchObject({ turn: 0, status: 'running', provider: 'demo', demo: true });
    const items = events.filter((e) => e.event === 'item').map((e) => e.data.text);
    expect(items).toHaveLength(30);
    expect(done).toMatchObject({ status: 'completed', demo: true, model: 'packlens-demo-1', items });
    expect(items.some((name: string) => name.includes('朝'))).toBe(true);
    expect(items.every((name: string) => !name.includes('苦い'))).toBe(true);

    const usage = (await eventsOfType(h, 'GenerationUsageRecorded')).filter((u) => u.usageId === queued.job_id);
    expect(usage).toEqual([expect.objectContaining({ service: 'names', provider: 'demo', demo: true, tickets: 0 })]);
    expect(usage[0].tokens).toBeGreaterThan(0);
    const list = await (await h.request('/api/projects/?tab=naming_copy', as(admin))).json();
    expect(list.rows.map((row: { id: string }) => row.id)).toContain(project.id);
  });

  it('refines: "keep the third" keeps it, favourites come first, and the conversation stops at the request limit', async () => {
    await h.request('/api/admin/system_settings/current', { ...json('PUT', { plan_setting: 1, display_languages: ['ja', 'en', 'zh-CN'], initial_language: 'ja', cost_display: true, chat_token_limit: 3000, chat_request_limit: 3 }), ...as(superAdmin) });
    const { body: project } = await newProject(admin);
    await h.request(`/api/text_projects/${project.id}/brief`, { ...json('PUT', briefOf({ language: 'en', product: 'Morning orange juice', words_to_use: [], words_to_avoid: [] })), ...as(admin) });
    const first = (await answered(project.id)).done.items as string[];
    const favourite = first[0];
    expect((await h.request(`/api/text_projects/${project.id}/favourites`, { ...json('PUT', { favourites: [favourite] }), ...as(admin) })).status).toBe(200);
    const second = (await answered(project.id, 'keep the third')).done.items as string[];
    expect(second[0]).toBe(favourite);
    expect(second).toContain(first[2]);
    expect(second).not.toEqual(first);
    await answered(project.id, 'shorter');
    const refused = await h.request(`/api/text_projects/${project.id}/turns`, { ...json('POST', { instruction: 'more playful' }), ...as(admin) });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'REGENERATION_LIMIT_REACHED', detail: '再生成できる回数の上限に達しました。新しくプロジェクトを登録してください。' });
    const favouriteUnknown = await h.request(`/api/text_projects/${project.id}/favourites`, { ...json('PUT', { favourites: ['Not an answer'] }), ...as(admin) });
    expect(favouriteUnknown.status).toBe(400);
    await h.request('/api/admin/system_settings/current', { ...json('PUT', { plan_setting: 1, display_languages: ['ja', 'en', 'zh-CN'], initial_language: 'ja', cost_display: true, chat_token_limit: 3000, chat_request_limit: 20 }), ...as(superAdmin) });
  });

  it('exports the answers as CSV (favourites marked) and as PDF', async () => {
    const { body: project } = await newProject(admin);
    await h.request(`/api/text_projects/${project.id}/brief`, { ...json('PUT', briefOf({ service: 'catch_phrases', count: 10, max_chars: 20 })), ...as(admin) });
    const { done } = await answered(project.id);
    await h.request(`/api/text_projects/${project.id}/favourites`, { ...json('PUT', { favourites: [done.items[1]] }), ...as(admin) });
    const csv = await h.request(`/api/text_projects/${project.id}/export?format=csv`, as(admin));
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const rows = (await csv.text()).replace('\uFEFF', '').trim().split('\r\n');
    expect(rows[0]).toBe('"回答","番号","案","お気に入り","モデル","デモ"');
    expect(rows).toHaveLength(11);
    expect(rows[2]).toBe(`"1","2","${done.items[1]}","★","packlens-demo-1","✓"`);
    const pdf = await h.request(`/api/text_projects/${project.id}/export?format=pdf`, as(admin));
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('a simulated consumer panel over the names (issue 12, item 7)', () => {
  it('rates the favourites per segment with a mean and a spread, labelled as a simulation of the demo generator', async () => {
    const { body: project } = await newProject(admin);
    await h.request(`/api/text_projects/${project.id}/brief`, { ...json('PUT', briefOf()), ...as(admin) });
    const { done } = await answered(project.id);
    const favourites = done.items.slice(0, 2);
    await h.request(`/api/text_projects/${project.id}/favourites`, { ...json('PUT', { favourites }), ...as(admin) });
    const started = await h.request(`/api/text_projects/${project.id}/panel`, { ...json('POST', { segment_ids: [3, 6], samples: 3 }), ...as(admin) });
    expect(started.status).toBe(202);
    const panel = await started.json();
    expect(panel).toMatchObject({ status: 'running', items: favourites, segment_ids: [3, 6], samples: 3, demo: true });
    const events = await eventsOfJob(panel.job_id);
    expect(events.filter((e) => e.event === 'text').map((e) => e.data.text).join('')).toContain('12/12');
    const detail = await (await h.request(`/api/text_projects/${project.id}`, as(admin))).json();
    const [result] = detail.panels;
    expect(result.status).toBe('completed');
    expect(result.ratings.map((r: { item: string }) => r.item)).toEqual(favourites);
    for (const rating of result.ratings) {
      expect(rating.segments.map((s: { segment_id: number }) => s.segment_id)).toEqual([3, 6]);
      for (const segment of rating.segments) {
        expect(segment.mean).toBeGreaterThanOrEqual(1);
        expect(segment.mean).toBeLessThanOrEqual(5);
        expect(segment.sd).toBeGreaterThanOrEqual(0);
      }
    }
    // The panel is not an answer of the conversation: it does not count against the request limit.
    expect(detail.limits.requests_used).toBe(1);
    const provenance = await (await h.request(result.provenance_url)).json();
    expect(provenance.opinions).toHaveLength(12);
    const usage = (await eventsOfType(h, 'GenerationUsageRecorded')).filter((u) => u.usageId === panel.job_id);
    expect(usage).toEqual([expect.objectContaining({ service: 'panel', demo: true })]);

    // The exports carry the panel: its mean and SD per segment beside each idea it rated, and a table in the PDF.
    const rows = (await (await h.request(`/api/text_projects/${project.id}/export?format=csv`, as(admin))).text()).replace('\uFEFF', '').trim().split('\r\n');
    expect(rows[0]).toMatch(/^"回答","番号","案","お気に入り","モデル","デモ","模擬パネル平均（[^"]+）","模擬パネル標準偏差（[^"]+）","模擬パネル平均（[^"]+）","模擬パネル標準偏差（[^"]+）"$/);
    const first = result.ratings[0].segments[0];
    expect(rows[1]).toContain(`"${first.mean.toFixed(2)}","${first.sd.toFixed(2)}"`);
    expect(rows[3].endsWith('"","","",""')).toBe(true);
    const pdf = await h.request(`/api/text_projects/${project.id}/export?format=pdf`, as(admin));
    expect(pdf.status).toBe(200);
    const printed = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(printed).toContain('模擬消費者パネル（シミュレーション）');
    expect(printed).toContain(`${first.mean.toFixed(2)} ± ${first.sd.toFixed(2)}`);
  });

  it('refuses items no answer holds, and a seventh segment', async () => {
    const { body: project } = await newProject(admin);
    await h.request(`/api/text_projects/${project.id}/brief`, { ...json('PUT', briefOf()), ...as(admin) });
    await answered(project.id);
    const unknown = await h.request(`/api/text_projects/${project.id}/panel`, { ...json('POST', { items: ['Not an answer'], segment_ids: [1] }), ...as(admin) });
    expect((await unknown.json()).code).toBe('VALIDATION_FAILED');
    const seven = await h.request(`/api/text_projects/${project.id}/panel`, { ...json('POST', { segment_ids: [1, 2, 3, 5, 6, 7, 8] }), ...as(admin) });
    expect((await seven.json()).errors[0]).toMatchObject({ field: 'segment_ids', code: 'SEGMENT_LIMIT_AT_ONCE' });
  });
});

describe('the information step, refused with the catalogue and nothing stored', () => {
  it.each([
    ['a name count section 9 does not offer', { count: 40 }, 'count', 'VALIDATION_FAILED'],
    ['no product', { product: '' }, 'product', 'FIELD_REQUIRED'],
    ['a category that does not exist', { category_id: 999 }, 'category_id', 'VALIDATION_FAILED'],
    ['a count that is not an integer', { count: 'thirty' }, 'count', 'INTEGER_REQUIRED'],
    ['catch-phrases over the 3,000-character budget', { service: 'catch_phrases', count: 30, max_chars: 101 }, 'max_chars', 'CATCH_COPY_TOO_LONG'],
    ['catch-phrases without a maximum length', { service: 'catch_phrases', count: 10 }, 'max_chars', 'FIELD_REQUIRED'],
    ['a catch-phrase maximum under the minimum', { service: 'catch_phrases', count: 10, max_chars: 2 }, 'max_chars', 'VALUE_TOO_SMALL'],
  ])('refuses %s', async (_name, overrides, field, code) => {
    const { body: project } = await newProject(admin);
    const before = await eventCount(h);
    const response = await h.request(`/api/text_projects/${project.id}/brief`, { ...json('PUT', briefOf(overrides)), ...as(admin, 'ja') });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual([expect.objectContaining({ field, code })]);
    expect(await eventCount(h)).toBe(before);
  });

  it('says the catch-phrase budget in its message', async () => {
    const { body: project } = await newProject(admin);
    const response = await h.request(`/api/text_projects/${project.id}/brief`, { ...json('PUT', briefOf({ service: 'catch_phrases', count: 30, max_chars: 101 })), ...as(admin) });
    expect((await response.json()).errors[0].message).toBe('キャッチコピーの文字数が上限を超えています（本数×最大文字数は3000文字まで）。');
  });

  it('asks for the information before the first answer', async () => {
    const { body: project } = await newProject(admin);
    const response = await h.request(`/api/text_projects/${project.id}/turns`, { ...json('POST', {}), ...as(admin) });
    expect(response.status).toBe(409);
    expect((await response.json()).code).toBe('GENERATION_BRIEF_REQUIRED');
  });
});

describe('with OpenAI configured by the super admin (a local stand-in speaking its protocol)', () => {
  it('keeps the key sealed: the console sees only its last four characters', async () => {
    const updated = await h.request('/api/admin/providers/openai', { ...json('PUT', { api_key: 'sk-standin-1234', base_url: openai.baseUrl }), ...as(superAdmin) });
    expect(updated.status).toBe(200);
    const body = await updated.json();
    expect(body).toMatchObject({ id: 'openai', key_set: true, key_last_four: '1234', base_url: openai.baseUrl });
    expect(JSON.stringify(body)).not.toContain('sk-standin');
    const stored = JSON.stringify(await eventsOfType(h, 'ProviderConfigured'));
    expect(stored).not.toContain('sk-standin-1234');
    expect((await h.request('/api/admin/providers', as(admin))).status).toBe(403);
    const models = await (await h.request('/api/generation/models', as(admin))).json();
    expect(models).toContainEqual({ code: 'gpt_4o', name: 'GPT-4o', provider: 'openai', available: true });
  });

  it('sends the prompt to GPT-4o with the key and the token limit, and streams its answer', async () => {
    const { body: project } = await newProject(admin);
    await h.request(`/api/text_projects/${project.id}/brief`, { ...json('PUT', briefOf({ count: 30 })), ...as(admin) });
    const before = openai.requests.length;
    const { queued, done } = await answered(project.id);
    expect(queued).toMatchObject({ provider: 'openai', demo: false });
    expect(done).toMatchObject({ status: 'completed', demo: false, items: ['Morning Dew', 'Citrus Spark', 'Velvet Leaf'] });
    const sent = openai.requests.slice(before).find((r) => r.path === '/v1/chat/completions');
    expect(sent?.headers.authorization).toBe('Bearer sk-standin-1234');
    expect(sent?.json).toMatchObject({ model: 'gpt-4o', stream: true, temperature: 0.9 });
    expect(sent?.json.max_tokens ?? sent?.json.max_completion_tokens).toBe(3000);
    expect(sent?.json.messages[0]).toMatchObject({ role: 'system' });
    expect(sent?.json.messages[1].content).toContain('朝のオレンジジュース');
    const provenance = await (await h.request(done.provenance_url)).json();
    expect(provenance).toMatchObject({ provider: 'openai', model: 'gpt-4o', request: { model: 'gpt-4o' }, usage: { inputTokens: expect.any(Number), outputTokens: expect.any(Number) } });
  });

  it('sends the model id the super admin set for a renamed or retired model, and the catalogue’s once it is cleared', async () => {
    const renamed = await h.request('/api/admin/providers/openai', { ...json('PUT', { models: { gpt_4o: 'gpt-4o-2024-11-20' } }), ...as(superAdmin) });
    expect(renamed.status).toBe(200);
    expect((await renamed.json()).models).toEqual({ gpt_4o: 'gpt-4o-2024-11-20' });
    const { body: project } = await newProject(admin);
    await h.request(`/api/text_projects/${project.id}/brief`, { ...json('PUT', briefOf()), ...as(admin) });
    const before = openai.requests.length;
    expect((await answered(project.id)).done).toMatchObject({ status: 'completed' });
    expect(openai.requests.slice(before).find((r) => r.path === '/v1/chat/completions')?.json.model).toBe('gpt-4o-2024-11-20');

    // A slot of another provider, or an id that is no id, is refused and nothing changes.
    for (const models of [{ claude_4_5_sonnet: 'claude-sonnet-4-6' }, { beer: 'owner/beer' }, { gpt_4o: 'gpt 4o; drop' }]) {
      const refused = await h.request('/api/admin/providers/openai', { ...json('PUT', { models }), ...as(superAdmin) });
      expect(refused.status).toBe(400);
      expect((await refused.json()).code).toBe('VALIDATION_FAILED');
    }
    expect((await (await h.request('/api/admin/providers/openai', as(superAdmin))).json()).models).toEqual({ gpt_4o: 'gpt-4o-2024-11-20' });

    await h.request('/api/admin/providers/openai', { ...json('PUT', { models: { gpt_4o: '' } }), ...as(superAdmin) });
    const again = openai.requests.length;
    expect((await answered(project.id, 'shorter')).done).toMatchObject({ status: 'completed' });
    expect(openai.requests.slice(again).find((r) => r.path === '/v1/chat/completions')?.json.model).toBe('gpt-4o');
  });

  it('retries a 429 and answers; a refused key fails with the catalogue message in the user’s language', async () => {
    const { body: project } = await newProject(admin);
    await h.request(`/api/text_projects/${project.id}/brief`, { ...json('PUT', briefOf()), ...as(admin) });
    openai.enqueue({ status: 429, headers: { 'retry-after': '0' }, json: { error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' } } });
    expect((await answered(project.id)).done).toMatchObject({ status: 'completed' });
    openai.enqueue({ status: 401, json: { error: { message: 'Incorrect API key provided.', type: 'invalid_request_error', code: 'invalid_api_key' } } });
    const failed = (await answered(project.id, 'shorter')).done;
    expect(failed).toMatchObject({ status: 'failed', error: { code: 'GENERATION_PROVIDER_AUTH', message: 'AIサービスの設定に問題があります。管理者にお問い合わせください。' } });
  });

  it('is cancelled while the provider has not answered', async () => {
    const { body: project } = await newProject(admin);
    await h.request(`/api/text_projects/${project.id}/brief`, { ...json('PUT', briefOf()), ...as(admin) });
    openai.enqueue({ hang: true });
    const queued = await (await h.request(`/api/text_projects/${project.id}/turns`, { ...json('POST', {}), ...as(admin) })).json();
    const busy = await h.request(`/api/text_projects/${project.id}/turns`, { ...json('POST', {}), ...as(admin) });
    expect((await busy.json()).code).toBe('GENERATION_IN_PROGRESS');
    expect((await h.request(`/api/generation/jobs/${queued.job_id}/cancel`, { method: 'POST', ...as(admin) })).status).toBe(202);
    const events = await eventsOfJob(queued.job_id);
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { status: 'failed', error: { code: 'GENERATION_CANCELLED' } } });
    expect((await eventsOfType(h, 'GenerationUsageRecorded')).filter((u) => u.usageId === queued.job_id)).toEqual([]);
  });

  afterAll(async () => {
    await h.request('/api/admin/providers/openai', { ...json('PUT', { clear_api_key: true, base_url: '' }), ...as(superAdmin) });
  });
});

describe('concept generation', () => {
  it('writes concepts of a type and turns one into an evaluation project with that concept', async () => {
    const { body: project } = await newProject(admin, 8);
    await h.request(`/api/text_projects/${project.id}/brief`, {
      ...json('PUT', { service: 'concepts', concept_type: 'NEEDS', product: '朝のオレンジジュース', category_id: 2, target: '忙しい会社員', message: '朝食を抜きがちな人に', count: 3 }),
      ...as(admin),
    });
    const { done } = await answered(project.id);
    expect(done.concepts).toHaveLength(3);
    for (const concept of done.concepts) for (const field of ['title', 'insight', 'benefit', 'reason_to_believe']) expect(concept[field]).not.toBe('');
    const started = await h.request(`/api/text_projects/${project.id}/concepts/1/evaluation`, { method: 'POST', ...as(admin) });
    expect(started.status).toBe(201);
    const evaluation = await (await h.request(`/api/projects/${(await started.json()).project_id}`, as(admin))).json();
    expect(evaluation).toMatchObject({ type: 1, name: done.concepts[1].title.slice(0, 100), menus: expect.arrayContaining(['preference_score', 'concept_matching']), concept: { language: 'ja' } });
    expect(evaluation.concept.text).toContain(done.concepts[1].insight);
    // Generating again writes other concepts, not the same ones.
    const again = (await answered(project.id)).done;
    expect(again.concepts.map((c: { title: string }) => c.title)).not.toEqual(done.concepts.map((c: { title: string }) => c.title));
  });
});

describe('section 6 on the server: who may use the text services', () => {
  const refusal = async (token: string, type: 5 | 8, language = 'ja') => {
    const { response, body } = await newProject(token, type, language);
    return { status: response.status, code: body.code };
  };

  it.each([5, 8] as const)('type %s: refuses the English interface (Japanese only)', async (type) => {
    expect(await refusal(admin, type, 'en')).toEqual({ status: 422, code: 'SERVICE_JAPANESE_ONLY' });
  });

  it.each([5, 8] as const)('type %s: refuses a client outside Japan, an ad hoc plan without the option, the free plan', async (type) => {
    const abroad = await givenAccounts(h, `abroad-${type}`, { planId: 1, country: 'th' });
    const adhoc = await givenAccounts(h, `adhoc-${type}`, { planId: 2 });
    const free = await givenAccounts(h, `free-${type}`, { planId: 3 });
    for (const who of [abroad, adhoc, free]) {
      expect(await refusal((await loginAs(h, who.admin.email)).token, type)).toMatchObject({ status: 422, code: 'SERVICE_NOT_AVAILABLE' });
    }
  });

  it('lets an ad hoc client with the naming/copy option in, and refuses its projects again once the option is gone', async () => {
    const adhoc = await givenAccounts(h, 'adhoc-option', { planId: 2 });
    const token = (await loginAs(h, adhoc.admin.email)).token;
    await h.request(`/api/change_plan/${adhoc.clientId}`, { ...json('PUT', { plan_id: 2, plan_option_id: 11 }), token });
    const { response, body } = await newProject(token, 5);
    expect(response.status).toBe(201);
    await h.request(`/api/change_plan/${adhoc.clientId}`, { ...json('PUT', { plan_id: 1, confirm_end_option_period: true }), token });
    await h.request(`/api/change_plan/${adhoc.clientId}`, { ...json('PUT', { plan_id: 2 }), token });
    const later = await h.request(`/api/text_projects/${body.id}/brief`, { ...json('PUT', briefOf()), ...as(token) });
    expect(later.status).toBe(422);
    expect((await later.json()).code).toBe('SERVICE_NOT_AVAILABLE');
  });

  it('shows no client’s text project or job to another client', async () => {
    const { body: project } = await newProject(admin);
    await h.request(`/api/text_projects/${project.id}/brief`, { ...json('PUT', briefOf()), ...as(admin) });
    const { queued } = await answered(project.id);
    const other = await givenAccounts(h, 'other-client', { planId: 1 });
    const token = (await loginAs(h, other.admin.email)).token;
    for (const path of [`/api/text_projects/${project.id}`, `/api/generation/jobs/${queued.job_id}/events`, `/api/text_projects/${project.id}/export`]) {
      expect((await h.request(path, as(token))).status).toBe(404);
    }
    expect((await h.request(`/api/generation/jobs/${queued.job_id}/cancel`, { method: 'POST', ...as(token) })).status).toBe(404);
  });
});
