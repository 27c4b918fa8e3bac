import { afterEach, describe, expect, it } from 'vitest';
import { ProviderError } from '../src/errors';
import type { ImageRequestBase } from '../src/ports';
import { replicateImageModel } from '../src/providers/replicate';
import { decodeUnfilteredPng, encodePng, solidPng, startsWithPngSignature } from './stand-ins/png';
import { replicateRateLimited, replicateValidationError, startReplicateStandIn, type ReplicateStandIn, type ReplicateStandInOptions } from './stand-ins/replicate';

const sdxlVersion = '7762fd07cf82c948538e41f63f77d685e02b063e37e496e96eefd46c929f9bdc';
const removerVersion = 'a029dff38972b5fda4ec5d75d7d1cd25aeff621d2cf4946a41055d7db66b80bc';
const trainerVersion = 'e440909d3512c31646ee2e0c7d6f6f4923224863a6a10c494606e79fb5844497';

let standIn: ReplicateStandIn;
afterEach(() => standIn.close());

async function start(options: ReplicateStandInOptions = {}) {
  standIn = await startReplicateStandIn(options);
  // The SDK's base URL carries the API version, like its default https://api.replicate.com/v1.
  return replicateImageModel({ apiKey: standIn.token, baseUrl: `${standIn.url}/v1` }, { pollIntervalMs: 1, trainingPollIntervalMs: 1 });
}

const request = (overrides: Partial<ImageRequestBase> = {}): ImageRequestBase => ({
  model: 'stability-ai/sdxl',
  prompt: 'A carton of oat milk on a kitchen table',
  width: 1024,
  height: 1536,
  count: 1,
  ...overrides,
});

/** The recorded creations (POSTs of predictions), in order. */
const creations = () => standIn.requests.filter((r) => r.method === 'POST' && /\/predictions$/.test(r.path));
const polls = () => standIn.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/v1/predictions/'));
const downloads = () => standIn.requests.filter((r) => r.path.startsWith('/files/'));
const dataUriOf = (bytes: Uint8Array, type = 'image/png') => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

async function failureOf(action: Promise<unknown>): Promise<ProviderError> {
  const error = await action.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('model references', () => {
  it('creates an official model’s prediction on its model endpoint with the bearer token', async () => {
    const images = await start();

    await images.generate(request({ model: 'black-forest-labs/flux-1.1-pro' }));

    const [create] = creations();
    expect(create.path).toBe('/v1/models/black-forest-labs/flux-1.1-pro/predictions');
    expect(create.headers.authorization).toBe(`Bearer ${standIn.token}`);
    expect(create.json.version).toBeUndefined();
  });

  it('creates a versioned model’s prediction on /v1/predictions with the version', async () => {
    const images = await start();

    await images.generate(request({ model: `acme/package-design-ja:${sdxlVersion}` }));

    const [create] = creations();
    expect(create.path).toBe('/v1/predictions');
    expect(create.json.version).toBe(sdxlVersion);
  });

  it('refuses a reference that is not owner/name[:version] without calling Replicate', async () => {
    const images = await start();

    const error = await failureOf(images.generate(request({ model: 'sdxl' })));

    expect(error.failure).toBe('bad_request');
    expect(standIn.requests).toHaveLength(0);
  });
});

describe('inputs per model family', () => {
  it('sends SDXL its documented inputs, with up to four outputs in one prediction', async () => {
    const images = await start();

    const result = await images.generate(request({ count: 3, seed: 7, steps: 30, negativePrompt: 'people, text' }));

    expect(creations()).toHaveLength(1);
    expect(creations()[0].json.input).toEqual({
      prompt: 'A carton of oat milk on a kitchen table',
      negative_prompt: 'people, text',
      width: 1024,
      height: 1536,
      num_outputs: 3,
      seed: 7,
      num_inference_steps: 30,
    });
    expect(result.images).toHaveLength(3);
    expect(result.tickets).toBe(1);
  });

  it('splits an SDXL request for more than four images into predictions of at most four, each with its own seed', async () => {
    const images = await start();

    const result = await images.generate(request({ count: 6, seed: 7 }));

    expect(creations().map((create) => [create.json.input.num_outputs, create.json.input.seed])).toEqual([
      [4, 7],
      [2, 11],
    ]);
    expect(result.images).toHaveLength(6);
    expect(result.tickets).toBe(2);
  });

  it('makes one Flux 1.1 Pro prediction per image, with a custom size in multiples of 32 and PNG output', async () => {
    const images = await start();

    const result = await images.generate(request({ model: 'black-forest-labs/flux-1.1-pro', count: 3, seed: 100, width: 1000, height: 1536, negativePrompt: 'people' }));

    expect(creations().map((create) => create.json.input)).toEqual([100, 101, 102].map((seed) => ({
      prompt: 'A carton of oat milk on a kitchen table',
      aspect_ratio: 'custom',
      width: 992,
      height: 1440,
      seed,
      output_format: 'png',
    })));
    expect(result.images).toHaveLength(3);
    expect(result.tickets).toBe(3);
  });

  it('sends SD 3.5 Large the nearest aspect ratio, steps and PNG output', async () => {
    const images = await start();

    await images.generate(request({ model: 'stability-ai/stable-diffusion-3.5-large', width: 1600, height: 900, steps: 28, seed: 3, negativePrompt: 'people' }));

    expect(creations()[0].path).toBe('/v1/models/stability-ai/stable-diffusion-3.5-large/predictions');
    expect(creations()[0].json.input).toEqual({ prompt: 'A carton of oat milk on a kitchen table', aspect_ratio: '16:9', steps: 28, seed: 3, output_format: 'png' });
  });

  it('sends a fine-tuned version SDXL-style inputs', async () => {
    const images = await start();

    await images.generate(request({ model: `acme/beer:${sdxlVersion}`, count: 2 }));

    expect(creations()[0].json.input).toEqual({ prompt: 'A carton of oat milk on a kitchen table', width: 1024, height: 1536, num_outputs: 2 });
  });

  it('edits with SDXL: the image, a black-and-white mask that is white where the given mask is transparent, and the prompt strength', async () => {
    const images = await start();
    const product = solidPng([10, 20, 30]);
    // 2×1: the left pixel transparent (to change), the right one opaque (to keep).
    const mask = encodePng({ width: 2, height: 1, channels: 4, pixels: Uint8Array.from([0, 0, 0, 0, 0, 0, 0, 255]) });

    await images.edit({ ...request({ prompt: 'Make the carton blue' }), images: [product], mask });

    const input = creations()[0].json.input;
    expect(input.image).toBe(dataUriOf(product));
    expect(input.prompt_strength).toBe(0.8);
    expect(input.width).toBeUndefined();
    const sentMask = decodeUnfilteredPng(Buffer.from(input.mask.replace('data:image/png;base64,', ''), 'base64'));
    expect(sentMask).toMatchObject({ width: 2, height: 1, colorType: 0 });
    expect(Array.from(sentMask.pixels)).toEqual([255, 0]);
  });

  it('refuses to edit with Flux 1.1 Pro, and SD 3.5 Large with a mask, without calling Replicate', async () => {
    const images = await start();
    const edit = { images: [solidPng()], mask: solidPng() };

    const flux = await failureOf(images.edit({ ...request({ model: 'black-forest-labs/flux-1.1-pro' }), ...edit }));
    const sd35 = await failureOf(images.edit({ ...request({ model: 'stability-ai/stable-diffusion-3.5-large' }), ...edit }));

    expect([flux.failure, sd35.failure]).toEqual(['bad_request', 'bad_request']);
    expect(standIn.requests).toHaveLength(0);
  });

  it('composes from the first image as the img2img starting point', async () => {
    const images = await start();
    const [first, second] = [solidPng([1, 1, 1]), solidPng([2, 2, 2])];

    await images.compose({ ...request({ prompt: 'The logo on the can' }), images: [first, second] });

    const input = creations()[0].json.input;
    expect(input.image).toBe(dataUriOf(first));
    expect(input.prompt_strength).toBe(0.7);
    expect(input.prompt).toBe('The logo on the can');
  });

  it('removes a background with the named remover version and its image input', async () => {
    const images = await start();
    const product = solidPng();

    const result = await images.removeBackground({ model: `851-labs/background-remover:${removerVersion}`, image: product });

    expect(creations()[0].path).toBe('/v1/predictions');
    expect(creations()[0].json).toEqual({ version: removerVersion, input: { image: dataUriOf(product) } });
    expect(result.images).toHaveLength(1);
    expect(result.tickets).toBe(1);
  });
});

describe('waiting for predictions', () => {
  it('polls until the prediction succeeded, then downloads its outputs', async () => {
    const images = await start({ pollsUntilDone: 3 });

    const result = await images.generate(request({ count: 2, seed: 5 }));

    const id = standIn.jobs[0].id;
    expect(polls().map((poll) => poll.path)).toEqual([`/v1/predictions/${id}`, `/v1/predictions/${id}`, `/v1/predictions/${id}`]);
    expect(downloads().map((download) => download.path)).toEqual([`/files/${id}/out-0.png`, `/files/${id}/out-1.png`]);
    expect(result.images.map((image) => image.mediaType)).toEqual(['image/png', 'image/png']);
    expect(result.images.every((image) => startsWithPngSignature(image.bytes))).toBe(true);
    expect(Buffer.from(result.images[0].bytes).equals(Buffer.from(standIn.image))).toBe(true);
  });

  it('reads the seed a single-image prediction logged', async () => {
    const images = await start();

    const result = await images.generate(request({ seed: 1234 }));

    expect(result.images[0].seed).toBe(1234);
  });

  it('cancels the prediction and stops with aborted when the caller aborts', async () => {
    const controller = new AbortController();
    const images = await start({ pollsUntilDone: 1000, onPoll: () => controller.abort() });

    const error = await failureOf(images.generate(request({ signal: controller.signal })));

    expect(error.failure).toBe('aborted');
    expect(standIn.cancelled).toEqual([standIn.jobs[0].id]);
    expect(standIn.requests.at(-1)?.path).toBe(`/v1/predictions/${standIn.jobs[0].id}/cancel`);
    expect(downloads()).toHaveLength(0);
  });

  it('reads a prediction failed by the safety checker as refused', async () => {
    const images = await start({ failWith: 'NSFW content detected. Try running it again, or try a different prompt.' });

    const error = await failureOf(images.generate(request()));

    expect(error.failure).toBe('refused');
    expect(error.retryable).toBe(false);
    expect(standIn.cancelled).toEqual([]);
  });

  it('reads any other failed prediction as unavailable, which the job runner may retry', async () => {
    const images = await start({ failWith: 'CUDA out of memory' });

    const error = await failureOf(images.generate(request()));

    expect(error.failure).toBe('unavailable');
    expect(error.retryable).toBe(true);
    expect(error.message).toContain('CUDA out of memory');
  });

  it('reads a 422 from create as bad_request', async () => {
    const images = await start();
    standIn.enqueue(replicateValidationError('width', 'Input should be a valid integer'));

    const error = await failureOf(images.generate(request()));

    expect(error.failure).toBe('bad_request');
    expect(error.details.status).toBe(422);
    expect(error.message).toContain('Input validation failed');
  });

  it('reports 429 as rate_limited with the Retry-After wait after exactly one request (the SDK does not retry)', async () => {
    const images = await start();
    standIn.enqueue(replicateRateLimited(9));

    const error = await failureOf(images.generate(request()));

    expect(error.failure).toBe('rate_limited');
    expect(error.retryable).toBe(true);
    expect(error.details.retryAfterMs).toBe(9000);
    expect(standIn.requests).toHaveLength(1);
  });

  it('reports a wrong token as auth', async () => {
    standIn = await startReplicateStandIn();
    const images = replicateImageModel({ apiKey: 'r8_wrong', baseUrl: `${standIn.url}/v1` }, { pollIntervalMs: 1 });

    const error = await failureOf(images.generate(request()));

    expect(error.failure).toBe('auth');
    expect(error.details.status).toBe(401);
    expect(standIn.requests).toHaveLength(1);
  });

  it('reports a 500 while polling as unavailable after one poll, and cancels the prediction', async () => {
    const images = await start({ pollsUntilDone: 5 });
    // The first queued answer goes to the create, the second to the first poll.
    standIn.enqueue({ status: 201, json: { id: 'p-queued', status: 'starting', model: 'stability-ai/sdxl', version: 'hidden', input: {}, urls: { get: '', cancel: '' } } });
    standIn.enqueue({ status: 500, json: { title: 'Internal Server Error', status: 500 } });

    const error = await failureOf(images.generate(request()));

    expect(error.failure).toBe('unavailable');
    expect(polls().map((poll) => poll.path)).toEqual(['/v1/predictions/p-queued']);
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'POST', path: '/v1/predictions/p-queued/cancel' });
  });

  it('reports a dropped connection as network', async () => {
    const images = await start();
    standIn.enqueue({ hangUp: true });

    const error = await failureOf(images.generate(request()));

    expect(error.failure).toBe('network');
  });
});

describe('brand training', () => {
  const training = (overrides = {}) => ({
    trainer: `ostris/flux-dev-lora-trainer:${trainerVersion}`,
    destination: 'acme/brand-oatly',
    imagesZip: Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]),
    triggerWord: 'OATLY',
    steps: 1000,
    ...overrides,
  });

  it('starts the training on the trainer version and returns the trained version once it succeeded', async () => {
    const images = await start({ pollsUntilDone: 2 });

    const result = await images.trainBrand(training());

    const [create] = standIn.requests;
    expect(create.path).toBe(`/v1/models/ostris/flux-dev-lora-trainer/versions/${trainerVersion}/trainings`);
    expect(create.json).toEqual({
      destination: 'acme/brand-oatly',
      input: { input_images: dataUriOf(training().imagesZip, 'application/zip'), trigger_word: 'OATLY', steps: 1000 },
    });
    const id = standIn.jobs[0].id;
    expect(standIn.requests.slice(1).map((poll) => poll.path)).toEqual([`/v1/trainings/${id}`, `/v1/trainings/${id}`]);
    expect(result).toEqual({ version: 'acme/brand-oatly:trained1' });
  });

  it('makes a private model of the token’s account for a bare destination name, once, and trains into it', async () => {
    const images = await start({ pollsUntilDone: 1, username: 'packlens-co' });

    const first = await images.trainBrand(training({ destination: 'packlens-brand-7f3a2c1d' }));
    const again = await images.trainBrand(training({ destination: 'packlens-brand-7f3a2c1d' }));

    expect(standIn.models).toEqual(['packlens-co/packlens-brand-7f3a2c1d']);
    const created = standIn.requests.filter((request) => request.path === '/v1/models');
    expect(created).toHaveLength(1);
    expect(created[0].json).toMatchObject({ owner: 'packlens-co', name: 'packlens-brand-7f3a2c1d', visibility: 'private', hardware: 'gpu-t4' });
    expect(standIn.jobs.map((job) => job.destination)).toEqual(['packlens-co/packlens-brand-7f3a2c1d', 'packlens-co/packlens-brand-7f3a2c1d']);
    expect(first.version).toBe('packlens-co/packlens-brand-7f3a2c1d:trained1');
    expect(again.version).toBe('packlens-co/packlens-brand-7f3a2c1d:trained2');
  });

  it('refuses a trainer without a version without calling Replicate', async () => {
    const images = await start();

    const error = await failureOf(images.trainBrand(training({ trainer: 'ostris/flux-dev-lora-trainer' })));

    expect(error.failure).toBe('bad_request');
    expect(standIn.requests).toHaveLength(0);
  });

  it('cancels the training when the caller aborts', async () => {
    const controller = new AbortController();
    const images = await start({ pollsUntilDone: 1000, onPoll: () => controller.abort() });

    const error = await failureOf(images.trainBrand(training({ signal: controller.signal })));

    expect(error.failure).toBe('aborted');
    expect(standIn.cancelled).toEqual([standIn.jobs[0].id]);
    expect(standIn.requests.at(-1)?.path).toBe(`/v1/trainings/${standIn.jobs[0].id}/cancel`);
  });
});
