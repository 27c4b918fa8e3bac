import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiStandIn, type OpenAiStandIn } from '@packlens/generation/stand-ins';
import { type RunningCalculations } from '@packlens/scoring/worker';
import { calculationsOn, eventCount, eventsOfType, givenAccounts, json, loginAs, useApi, type Accounts } from './harness';
import { readyProject, stubEngine } from './stub-engine';

/**
 * Concept matching by a multimodal model (issue 18, item 2): a configured provider looks at each calculated pack
 * with the concept and gives its own level and reasons, kept beside the offline level; the provider here is a
 * stand-in that speaks OpenAI's Chat Completions protocol, the SDK pointed at it by base URL.
 */
const h = useApi();
let accounts: Accounts;
let admin: string;
let superAdmin: string;
let openai: OpenAiStandIn;
let scoring: RunningCalculations;
let reply = JSON.stringify({ level: 5, reasons: ['The carton shows whole oranges and a glass of juice: "orange juice".', 'Bright orange and a sunrise say "breakfast".'] });

beforeAll(async () => {
  accounts = await givenAccounts(h, 'concept-vision');
  admin = (await loginAs(h, accounts.admin.email)).token;
  superAdmin = (await loginAs(h, accounts.superAdmin.email)).token;
  openai = await startOpenAiStandIn({ apiKey: 'sk-standin-vision', reply: () => reply });
  // The offline concept level of every pack is 2 (projects.spec.ts runs the real models).
  scoring = calculationsOn(h, stubEngine({ conceptLevel: 2 }));
});
afterAll(async () => {
  await scoring?.stop();
  await openai?.close();
});

const concept = 'Orange juice, freshly squeezed, for breakfast.';
const call = (path: string, init: RequestInit = {}, token = admin, language = 'en') => h.request(path, { ...init, token, language });

/** A calculated concept-matching project of two packs. */
async function calculatedProject(token = admin): Promise<{ id: string; imageIds: string[] }> {
  const project = await readyProject((path, init) => call(path, init, token), { name: 'Juice cartons', menus: ['preference_score', 'concept_matching'], packs: [['Orange carton', '#f08020'], ['Green carton', '#20a040']], categoryId: 2 });
  expect((await call(`/api/projects/${project.id}/concept`, json('PUT', { text: concept, language: 'en' }), token)).status).toBe(200);
  expect((await call(`/api/projects/${project.id}/calculate`, { method: 'POST' }, token)).status).toBe(202);
  await expect.poll(async () => (await call(`/api/projects/${project.id}/results`, {}, token)).status, { timeout: 30_000, interval: 100 }).toBe(200);
  return project;
}

const blobsUnder = async (prefix: string) => (await h.deps.blobs!.list(prefix)).length;

describe('asking a multimodal model for its concept level', () => {
  it('given no provider is configured, then it answers 422 VISION_MODEL_NOT_CONFIGURED in the caller’s language, and nothing is stored or asked', async () => {
    const project = await calculatedProject();
    const before = await eventCount(h);
    const response = await call(`/api/projects/${project.id}/concept_vision`, json('POST', {}), admin, 'ja');
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.code).toBe('VISION_MODEL_NOT_CONFIGURED');
    expect(body.detail).toContain('AIプロバイダー');
    expect(await eventCount(h)).toBe(before);
    expect(await blobsUnder(`clients/${accounts.clientId}/concept-vision/`)).toBe(0);
    expect(openai.requests).toHaveLength(0);
    // The results hold the offline level alone.
    const results = await (await call(`/api/projects/${project.id}/results`)).json();
    expect(results.concept.map((c: { level: number; vision: unknown }) => [c.level, c.vision])).toEqual([
      [2, null],
      [2, null],
    ]);
  });

  it('given OpenAI is configured, when the packs are reviewed, then the model is sent each pack as a JPEG with the concept, and its level and reasons are shown beside the offline level', async () => {
    const configured = await h.request('/api/admin/providers/openai', { ...json('PUT', { api_key: 'sk-standin-vision', base_url: openai.baseUrl }), token: superAdmin, language: 'en' });
    expect(configured.status).toBe(200);
    const project = await calculatedProject();

    const response = await call(`/api/projects/${project.id}/concept_vision`, json('POST', {}));
    expect(response.status).toBe(200);
    const { reviews } = await response.json();
    expect(reviews).toHaveLength(2);
    for (const review of reviews) {
      expect(review).toMatchObject({ level: 5, provider: 'openai', model: 'gpt-4o', reasons: [expect.stringContaining('orange juice'), expect.stringContaining('breakfast')] });
      expect(project.imageIds).toContain(review.image_id);
    }

    // What the provider was sent: the concept in the text, the pack as an inline JPEG, a JSON schema for the answer.
    const chats = openai.requests.filter((r) => r.path === '/v1/chat/completions');
    expect(chats).toHaveLength(2);
    for (const chat of chats) {
      const user = chat.json.messages.find((m: { role: string }) => m.role === 'user');
      const [text, image] = user.content;
      expect(text).toEqual({ type: 'text', text: expect.stringContaining(concept) });
      expect(image.type).toBe('image_url');
      const jpeg = Buffer.from(image.image_url.url.replace(/^data:image\/jpeg;base64,/, ''), 'base64');
      expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      expect(chat.json.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'concept_match' } });
      expect(chat.json.messages[0]).toMatchObject({ role: 'system', content: expect.stringContaining('English') });
    }

    // Kept as events, each on its job's stream after the job's completion, and shown in the results beside the offline level.
    const reviewed = await eventsOfType(h, 'ConceptVisionReviewed');
    expect(reviewed.filter((data) => data.projectId === project.id)).toHaveLength(2);
    await expect
      .poll(async () => (await (await call(`/api/projects/${project.id}/results`)).json()).concept.map((c: { level: number; vision: { level: number } | null }) => [c.level, c.vision?.level ?? null]), { timeout: 5_000, interval: 100 })
      .toEqual([
        [2, 5],
        [2, 5],
      ]);
    // The jobs are no answers of a text project: the survey project's status stayed its calculation's throughout.
    expect((await h.deps.pool.query('select count(*)::int as n from generation_turns where project_id = $1', [project.id])).rows[0].n).toBe(0);
    expect((await (await call(`/api/projects/${project.id}`)).json()).status).toBe('SUCCESS');
  });

  it('reviews only the images asked for, refuses an image of another project with 404, and answers in the caller’s language', async () => {
    const project = await calculatedProject();
    const other = await calculatedProject();
    openai.requests.length = 0;
    const response = await call(`/api/projects/${project.id}/concept_vision`, json('POST', { image_ids: [project.imageIds[1]] }), admin, 'zh-CN');
    expect(response.status).toBe(200);
    expect((await response.json()).reviews.map((r: { image_id: string }) => r.image_id)).toEqual([project.imageIds[1]]);
    expect(openai.requests[0]!.json.messages[0].content).toContain('Simplified Chinese');

    const foreign = await call(`/api/projects/${project.id}/concept_vision`, json('POST', { image_ids: [other.imageIds[0]] }));
    expect([foreign.status, (await foreign.json()).code]).toEqual([404, "NOT_FOUND"]);
  });

  it('refuses another client’s project with 404, a key without projects:write with 403, and works with a key that has it', async () => {
    const project = await calculatedProject();
    const rival = await givenAccounts(h, 'concept-vision-rival');
    const rivalAdmin = (await loginAs(h, rival.admin.email)).token;
    expect((await call(`/api/projects/${project.id}/concept_vision`, json('POST', {}), rivalAdmin)).status).toBe(404);

    const keyOf = async (scopes: string[]) => (await (await call('/api/api_keys/', json('POST', { name: `vision ${scopes.join(' ')}`, scopes }))).json()).key as string;
    const reader = await keyOf(['projects:read', 'results:read']);
    const refused = await call(`/api/projects/${project.id}/concept_vision`, json('POST', {}), reader);
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe('API_KEY_SCOPE_MISSING');
    const writer = await keyOf(['projects:write']);
    expect((await call(`/api/projects/${project.id}/concept_vision`, json('POST', {}), writer)).status).toBe(200);
  });

  it('given the model answers something that is not a level, then the review fails with a generation code and no level is kept', async () => {
    const project = await calculatedProject();
    reply = JSON.stringify({ level: 9, reasons: [] });
    try {
      const response = await call(`/api/projects/${project.id}/concept_vision`, json('POST', { image_ids: [project.imageIds[0]] }));
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect((await response.json()).code).toMatch(/^GENERATION_/);
      const results = await (await call(`/api/projects/${project.id}/results`)).json();
      expect(results.concept.every((c: { vision: unknown }) => c.vision === null)).toBe(true);
    } finally {
      reply = JSON.stringify({ level: 5, reasons: ['The carton shows whole oranges and a glass of juice: "orange juice".', 'Bright orange and a sunrise say "breakfast".'] });
    }
  });
});
