import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startReplicateStandIn, type ReplicateStandIn } from '@packlens/generation/stand-ins';
import { eventCount, eventsOfType, givenAccounts, json, loginAs, useApi, type Accounts, until as eventually } from './harness';

/**
 * Brand models and brand generation (issue 13, item 3) through the API with the real generation worker: the client's
 * 10-30 images, a training as a job (the labelled demo brand model without Replicate; Replicate's training API through
 * its stand-in with the official SDK), the trained model as the brand generation mode's model, a LoRA brought
 * instead, the section-9 charge, and never another client's brand.
 */
vi.setConfig({ testTimeout: 120_000 });

// Replicate fetches a LoRA brought as a file from this server's public address.
const publicUrlBefore = process.env.PUBLIC_URL;
process.env.PUBLIC_URL = 'https://packlens.example.com';
const h = useApi();
let accounts: Accounts;
let admin: string;
let other: string;
let replicate: ReplicateStandIn;

const as = (token: string, language = 'ja') => ({ token, language });
const post = (path: string, body: unknown, token = admin, language = 'ja') => h.request(path, { ...json('POST', body), ...as(token, language) });

beforeAll(async () => {
  accounts = await givenAccounts(h, 'brand', { planId: 3 });
  admin = (await loginAs(h, accounts.admin.email)).token;
  expect((await h.request(`/api/change_plan/${accounts.clientId}`, { ...json('PUT', { plan_id: 1, plan_generate_id: 21 }), ...as(admin) })).status).toBe(200);
  admin = (await loginAs(h, accounts.admin.email)).token;
  const otherClient = await givenAccounts(h, 'brand-other', { planId: 3 });
  other = (await loginAs(h, otherClient.admin.email)).token;
  await h.request(`/api/change_plan/${otherClient.clientId}`, { ...json('PUT', { plan_id: 1, plan_generate_id: 21 }), ...as(other) });
  other = (await loginAs(h, otherClient.admin.email)).token;
});
afterAll(async () => {
  await replicate?.close();
  if (publicUrlBefore === undefined) delete process.env.PUBLIC_URL;
  else process.env.PUBLIC_URL = publicUrlBefore;
});

/** A minimal valid safetensors file: the 8-byte header length, a JSON header naming one tensor, its bytes. */
function safetensors(): Buffer {
  const header = Buffer.from(JSON.stringify({ 'lora_unet_down.weight': { dtype: 'F16', shape: [4, 4], data_offsets: [0, 32] }, __metadata__: { format: 'pt' } }));
  const length = Buffer.alloc(8);
  length.writeBigUInt64LE(BigInt(header.length));
  return Buffer.concat([length, header, Buffer.alloc(32)]);
}

const sendLora = async (brandId: string, name: string, bytes: Buffer) => {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name));
  return h.request(`/api/brand_models/${brandId}/lora`, { method: 'POST', body: form, ...as(admin, 'en') });
};

/** One of the brand's own pack photos: a deep green carton with a gold band on cream, a little different each time. */
const brandImage = (i: number) =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="240" height="320"><rect width="100%" height="100%" fill="#f6f0e0"/>
      <rect x="${50 + (i % 5)}" y="40" width="140" height="240" fill="#1f6b3a"/><rect x="${50 + (i % 5)}" y="${140 + (i % 7)}" width="140" height="40" fill="#d9a421"/></svg>`),
  )
    .png()
    .toBuffer();

async function upload(brandId: string, from: number, count: number, token = admin, language = 'ja') {
  const form = new FormData();
  for (let i = from; i < from + count; i++) form.append('files', new File([new Uint8Array(await brandImage(i))], `pack-${i}.png`, { type: 'image/png' }));
  const response = await h.request(`/api/brand_models/${brandId}/images`, { method: 'POST', body: form, ...as(token, language) });
  return { response, body: await response.json() };
}

async function brandWithImages(count: number, name = 'Morning Orchard') {
  const created = await post('/api/brand_models/', { brand_name: name, brand_prompt: 'deep green carton, gold band, cream paper', category_id: 2, shape: 'carton' });
  expect(created.status).toBe(201);
  const brand = await created.json();
  for (let from = 0; from < count; from += 10) expect((await upload(brand.id, from, Math.min(10, count - from))).response.status).toBe(201);
  return brand as { id: string; trigger_word: string };
}

const until = <T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 90_000) => eventually(read, done, timeoutMs, 250);

const readBrand = async (id: string, token = admin) => (await h.request(`/api/brand_models/${id}`, as(token))).json();
const trained = (id: string) => until(() => readBrand(id), (b) => b.status === 'ready' || b.status === 'failed');

async function generateWith(brandId: string, prompt: string) {
  const project = await (await post('/api/design_projects/', { name: 'Brand designs' })).json();
  const queued = await post(`/api/design_projects/${project.id}/generations`, { mode: 'brand_generation', model_code: 'sdxl', brand_model_id: brandId, prompt, width: 512, height: 512, batch_size: 1 });
  return { projectId: project.id as string, queued };
}

describe('a brand model without Replicate: the labelled demo brand model', () => {
  let brand: { id: string; trigger_word: string };

  beforeAll(async () => {
    brand = await brandWithImages(9);
  });

  it('needs 10 to 30 of the client’s own images before a training, said in the caller’s language, storing nothing', async () => {
    const before = await eventCount(h);
    const refused = await post(`/api/brand_models/${brand.id}/trainings`, {}, admin, 'en');
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ code: 'BRAND_IMAGE_COUNT', detail: 'Brand learning needs 10 to 30 of your own images (9 now).' });
    expect(await eventCount(h)).toBe(before);
    // 9 + 22 would be 31.
    const tooMany = await upload(brand.id, 100, 10);
    expect(tooMany.response.status).toBe(201);
    const past = await upload(brand.id, 200, 10);
    expect(past.response.status).toBe(201);
    const over = await upload(brand.id, 300, 2, admin, 'en');
    expect(over.response.status).toBe(422);
    expect(over.body).toMatchObject({ code: 'BRAND_IMAGE_COUNT', detail: 'Brand learning needs 10 to 30 of your own images (31 now).' });
  });

  it('trains as a job into a demo brand model that keeps the brand’s colours read from its images, charging nothing', async () => {
    const started = await post(`/api/brand_models/${brand.id}/trainings`, {});
    expect(started.status).toBe(202);
    expect(await started.json()).toMatchObject({ status: 'training' });
    expect((await post(`/api/brand_models/${brand.id}/trainings`, {})).status).toBe(409);
    const done = await trained(brand.id);
    expect(done).toMatchObject({ status: 'ready', provider: 'offline', demo: true, version: expect.stringMatching(/^packlens-demo-brand-/), demo_notice: expect.stringContaining('Replicate') });
    expect(done.images).toHaveLength(29);
    // The carton's green and the band's gold, the paper left out.
    const near = (hex: string, [r, g, b]: number[]) => Math.hypot(parseInt(hex.slice(1, 3), 16) - r, parseInt(hex.slice(3, 5), 16) - g, parseInt(hex.slice(5, 7), 16) - b) < 30;
    expect(near(done.palette[0], [0x1f, 0x6b, 0x3a])).toBe(true);
    expect(done.palette.some((hex: string) => near(hex, [0xd9, 0xa4, 0x21]))).toBe(true);
    const usage = (await eventsOfType(h, 'GenerationUsageRecorded')).filter((data) => data.service === 'brand_training');
    expect(usage).toEqual([expect.objectContaining({ amount: 0, demo: true, provider: 'offline' })]);
  });

  it('draws brand generation with the brand’s colours on the demo generator, labelled demo, the trigger word and brand prompt after the user’s words', async () => {
    const { projectId, queued } = await generateWith(brand.id, 'an autumn limited edition');
    expect(queued.status).toBe(202);
    const job = await queued.json();
    expect(job).toMatchObject({ mode: 'brand_generation', provider: 'offline' });
    const detail = await until(async () => (await h.request(`/api/design_projects/${projectId}`, as(admin))).json(), (p) => p.jobs[0].status !== 'running');
    expect(detail.jobs[0]).toMatchObject({ status: 'completed', demo: true });
    const image = await sharp(Buffer.from(await (await h.request(detail.gallery[0].url)).arrayBuffer())).raw().toBuffer({ resolveWithObject: true });
    // The pack's body is drawn in the brand's first colour (the demo generator's own palette has no such green).
    const { data, info } = image;
    const brandGreen = [0x1f, 0x6b, 0x3a];
    let greenish = 0;
    for (let i = 0; i < data.length; i += info.channels) if (Math.hypot(data[i] - brandGreen[0], data[i + 1] - brandGreen[1], data[i + 2] - brandGreen[2]) < 40) greenish++;
    expect(greenish / (info.width * info.height)).toBeGreaterThan(0.05);
    const provenance = JSON.parse(Buffer.from(await (await h.request(detail.jobs[0].provenance_url)).arrayBuffer()).toString('utf8'));
    expect(provenance.request.prompt).toBe(`an autumn limited edition, ${brand.trigger_word}, deep green carton, gold band, cream paper`);
  });

  it('is its client’s only: another client can neither read it nor generate with it', async () => {
    expect((await h.request(`/api/brand_models/${brand.id}`, as(other))).status).toBe(404);
    expect((await (await h.request('/api/brand_models/', as(other))).json()).map((b: { id: string }) => b.id)).not.toContain(brand.id);
    const project = await (await post('/api/design_projects/', { name: 'theirs' }, other)).json();
    const refused = await post(`/api/design_projects/${project.id}/generations`, { mode: 'brand_generation', model_code: 'sdxl', brand_model_id: brand.id, prompt: 'x' }, other);
    expect(refused.status).toBe(404);
  });
});

describe('a brand model not ready, and one brought as a LoRA', () => {
  it('refuses brand generation with a model still collecting images', async () => {
    const brand = await brandWithImages(0, 'Half done');
    const { queued } = await generateWith(brand.id, 'x');
    expect(queued.status).toBe(409);
    expect(await queued.json()).toMatchObject({ code: 'BRAND_MODEL_NOT_READY' });
  });

  it('is ready at once with a valid safetensors LoRA, and refuses a renamed file', async () => {
    const brand = await brandWithImages(0, 'LoRA brand');
    const lora = safetensors();
    const fake = await sendLora(brand.id, 'brand.safetensors', await brandImage(1));
    expect(fake.status).toBe(422);
    expect(await fake.json()).toMatchObject({ code: 'LORA_FILE_INVALID' });
    const ok = await sendLora(brand.id, 'brand.safetensors', lora);
    expect(ok.status).toBe(201);
    expect(await ok.json()).toMatchObject({ status: 'ready', provider: 'lora', lora: { file_name: 'brand.safetensors', bytes: lora.length } });
  });
});

describe('with Replicate configured: the training API through its stand-in (the official SDK by base URL)', () => {
  it('makes the brand’s model on the account, trains it on a zip of its images, charges 30,000 JPY once, and brand generation runs the trained version', async () => {
    replicate = await startReplicateStandIn({ pollsUntilDone: 1, username: 'packlens-co' });
    const superAdmin = (await loginAs(h, accounts.superAdmin.email)).token;
    const trainer = 'ostris/flux-dev-lora-trainer:e440909d3512c31646ee2e0c7d6f6f4923224863a6a10c494606e79fb5844497';
    const configured = await h.request('/api/admin/providers/replicate', { ...json('PUT', { api_key: replicate.token, base_url: `${replicate.url}/v1`, models: { brand_trainer: trainer } }), ...as(superAdmin) });
    expect(configured.status).toBe(200);

    const brand = await brandWithImages(12, 'Replicate brand');
    expect((await post(`/api/brand_models/${brand.id}/trainings`, {})).status).toBe(202);
    const done = await trained(brand.id);
    const destination = `packlens-co/packlens-brand-${brand.id.slice(0, 8)}`;
    expect(done).toMatchObject({ status: 'ready', provider: 'replicate', demo: false, version: `${destination}:trained1`, demo_notice: null });
    expect(replicate.models).toEqual([destination]);
    const training = replicate.jobs.find((job) => job.kind === 'training')!;
    expect(training).toMatchObject({ destination, input: { trigger_word: brand.trigger_word } });
    const zip = unzipSync(Buffer.from(String(training.input.input_images).split(',')[1], 'base64'));
    expect(Object.keys(zip)).toHaveLength(12);
    const charged = (await eventsOfType(h, 'GenerationUsageRecorded')).filter((data) => data.service === 'brand_training' && data.provider === 'replicate');
    expect(charged).toEqual([expect.objectContaining({ amount: 30000, currency: 'JPY', demo: false })]);

    const { projectId, queued } = await generateWith(brand.id, 'summer edition');
    expect(await queued.json()).toMatchObject({ provider: 'replicate' });
    const detail = await until(async () => (await h.request(`/api/design_projects/${projectId}`, as(admin))).json(), (p) => p.jobs[0].status !== 'running');
    expect(detail.jobs[0]).toMatchObject({ status: 'completed', demo: false });
    const prediction = replicate.jobs.find((job) => job.kind === 'prediction')!;
    expect(prediction.version).toBe('trained1');
    expect(String(prediction.input.prompt)).toContain(`summer edition, ${brand.trigger_word}`);
  });

  it('draws with a LoRA the client brought on Replicate’s Flux dev, which fetches the weights from the server’s public URL', async () => {
    const brand = await brandWithImages(0, 'LoRA on Replicate');
    expect((await sendLora(brand.id, 'orchard.safetensors', safetensors())).status).toBe(201);
    const { projectId, queued } = await generateWith(brand.id, 'winter edition');
    expect(await queued.json()).toMatchObject({ provider: 'replicate' });
    const detail = await until(async () => (await h.request(`/api/design_projects/${projectId}`, as(admin))).json(), (p) => p.jobs[0].status !== 'running');
    expect(detail.jobs[0]).toMatchObject({ status: 'completed', demo: false });
    const prediction = replicate.jobs.filter((job) => job.kind === 'prediction').at(-1)!;
    expect(prediction.model).toBe('black-forest-labs/flux-dev-lora');
    expect(String(prediction.input.lora_weights)).toMatch(/^https:\/\/packlens\.example\.com\/api\/files\//);
    // The link is the server's own signed link to the stored file.
    const served = await h.request(String(prediction.input.lora_weights).replace('https://packlens.example.com', ''));
    expect(Buffer.from(await served.arrayBuffer())).toEqual(safetensors());
  });
});
