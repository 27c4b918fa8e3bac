import Replicate, { type Prediction, type Training } from 'replicate';
import { ProviderError, failureOfStatus, retryAfterMs } from '../errors';
import type { BrandTraining, ImageModel, ImageOutput, ImageRequestBase, ImageResult, ProviderConnection } from '../ports';
import { inpaintMaskOf } from './replicate-mask';

/**
 * Replicate's image models through the official `replicate` SDK (v1.4).
 *
 * A model reference is `owner/name` (an official model: POST /v1/models/{owner}/{name}/predictions) or
 * `owner/name:version` (POST /v1/predictions with `version`), which is how the super admin names the Japanese
 * package-design model, the beer model and the background remover. Predictions are polled with
 * `predictions.get(id)` (GET /v1/predictions/{id}, what the SDK's own `wait` does) every `pollIntervalMs`, and a
 * prediction is cancelled (POST /v1/predictions/{id}/cancel) when the caller aborts or waiting fails, so that nothing
 * keeps running and billing. Outputs are URLs (`useFileOutput: false`), downloaded with `fetch`.
 *
 * Inputs per family (the models' documented input schemas):
 * - SDXL (`stability-ai/sdxl`) and every other reference, including fine-tunes: prompt, negative_prompt, width,
 *   height, num_outputs (at most 4 a prediction), seed, num_inference_steps; edit adds `image`, `mask` (white =
 *   repaint) and prompt_strength.
 * - Flux 1.1 Pro: prompt, aspect_ratio 'custom' with width/height (multiples of 32, 256–1440), seed,
 *   output_format 'png'; one image a prediction; no negative prompt and no steps. It cannot edit; compose uses its
 *   `image_prompt` (Flux Redux), which guides the composition only.
 * - SD 3.5 Large: prompt, aspect_ratio (the nearest of its list), seed, steps, output_format 'png'; `cfg` is left at
 *   the model's default and there is no negative prompt in its current schema; img2img with `image` +
 *   prompt_strength, no mask.
 *
 * Tickets are the predictions made.
 */

export interface ReplicateOptions {
  /** Between two polls of a prediction; tests make it tiny. */
  pollIntervalMs?: number;
  /** Between two polls of a training (they take many minutes). */
  trainingPollIntervalMs?: number;
}

const provider = 'replicate';
const sdxlMaxOutputs = 4;
/** Flux dev's aspect ratios (its LoRA variant takes no free size). */
const fluxDevAspectRatios = ['1:1', '16:9', '21:9', '3:2', '2:3', '4:5', '5:4', '3:4', '4:3', '9:16', '9:21'];
/** How much of the input image img2img may change: edits repaint the masked area fully, compositions keep more. */
const editStrength = 0.8;
const composeStrength = 0.7;
const sd35AspectRatios = ['1:1', '16:9', '21:9', '3:2', '2:3', '4:5', '5:4', '3:4', '4:3', '9:16', '9:21'];

type Family = 'sdxl' | 'flux' | 'sd35' | 'flux_lora';

interface ModelRef {
  owner: string;
  name: string;
  version?: string;
}

function parseRef(reference: string): ModelRef {
  // The SDK's own ModelVersionIdentifier pattern.
  const match = /^(?<owner>[^/]+)\/(?<name>[^/:]+)(:(?<version>.+))?$/.exec(reference);
  if (!match?.groups) throw new ProviderError('bad_request', `Not a Replicate model reference: ${reference}`, { provider });
  return { owner: match.groups.owner, name: match.groups.name, version: match.groups.version };
}

function familyOf(ref: ModelRef): Family {
  const model = `${ref.owner}/${ref.name}`;
  if (model === 'black-forest-labs/flux-1.1-pro') return 'flux';
  if (model === 'stability-ai/stable-diffusion-3.5-large') return 'sd35';
  // Flux dev with a LoRA given by URL: a brand model brought as a LoRA file (brand generation).
  if (model === 'black-forest-labs/flux-dev-lora') return 'flux_lora';
  return 'sdxl';
}

function mediaTypeOf(bytes: Uint8Array): ImageOutput['mediaType'] | undefined {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'image/jpeg';
  if (Buffer.from(bytes.subarray(8, 12)).toString('latin1') === 'WEBP') return 'image/webp';
  return undefined;
}

const dataUri = (bytes: Uint8Array, mediaType: string = mediaTypeOf(bytes) ?? 'image/png') =>
  `data:${mediaType};base64,${Buffer.from(bytes).toString('base64')}`;

const fluxSide = (pixels: number) => Math.min(1440, Math.max(256, Math.round(pixels / 32) * 32));

function nearestAspectRatio(width: number, height: number, ratios: string[]): string {
  const wanted = Math.log(width / height);
  const distance = (ratio: string) => {
    const [w, h] = ratio.split(':').map(Number);
    return Math.abs(Math.log(w / h) - wanted);
  };
  return ratios.reduce((best, ratio) => (distance(ratio) < distance(best) ? ratio : best));
}

const withoutUndefined = (input: Record<string, unknown>) => Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));

/** The batches a request needs: how many images each prediction makes. */
function batchesOf(count: number, family: Family): number[] {
  const perPrediction = family === 'sdxl' || family === 'flux_lora' ? sdxlMaxOutputs : 1;
  const batches: number[] = [];
  for (let left = Math.max(1, count); left > 0; left -= perPrediction) batches.push(Math.min(left, perPrediction));
  return batches;
}

/** What every prediction of a family takes besides the picture's size or starting image. */
function commonInput(family: Family, request: ImageRequestBase, outputs: number, seed: number | undefined): Record<string, unknown> {
  if (family === 'flux') return { prompt: request.prompt, seed, output_format: 'png' };
  if (family === 'sd35') return { prompt: request.prompt, seed, steps: request.steps, output_format: 'png' };
  if (family === 'flux_lora') return { prompt: request.prompt, seed, num_outputs: outputs, num_inference_steps: request.steps, output_format: 'png', lora_weights: request.loraWeights, lora_scale: 1 };
  return { prompt: request.prompt, negative_prompt: request.negativePrompt, num_outputs: outputs, seed, num_inference_steps: request.steps };
}

function sizeInput(family: Family, request: ImageRequestBase): Record<string, unknown> {
  if (family === 'flux') return { aspect_ratio: 'custom', width: fluxSide(request.width), height: fluxSide(request.height) };
  if (family === 'sd35') return { aspect_ratio: nearestAspectRatio(request.width, request.height, sd35AspectRatios) };
  if (family === 'flux_lora') return { aspect_ratio: nearestAspectRatio(request.width, request.height, fluxDevAspectRatios) };
  return { width: request.width, height: request.height };
}

/** The text-to-image input of one prediction making `outputs` images, the first with seed `seed`. */
const generateInput = (family: Family, request: ImageRequestBase, outputs: number, seed: number | undefined) => ({
  ...commonInput(family, request, outputs, seed),
  ...sizeInput(family, request),
});

/**
 * Starting from a picture: img2img takes the input's size, so no width/height; Flux Redux's `image_prompt` only
 * guides the composition, so Flux keeps the asked size.
 */
function imageInput(family: Family, request: ImageRequestBase, image: Uint8Array, strength: number, outputs: number, seed: number | undefined) {
  if (family === 'flux') return { ...generateInput(family, request, outputs, seed), image_prompt: dataUri(image) };
  return { ...commonInput(family, request, outputs, seed), image: dataUri(image), prompt_strength: strength };
}

const isDone = (status: Prediction['status']) => status === 'succeeded' || status === 'failed' || status === 'canceled' || status === 'aborted';

/** A failed prediction or training: the safety checker's refusals are not worth retrying, the rest may be. */
function failureOf(job: { id: string; status: Prediction['status']; error?: unknown }, kind: string): ProviderError {
  if (job.status === 'canceled' || job.status === 'aborted') return new ProviderError('aborted', `Replicate ${kind} ${job.id} was ${job.status}`, { provider });
  const message = String(job.error ?? 'no error given');
  const failure = /nsfw|safety|sensitive|flagged/i.test(message) ? 'refused' : 'unavailable';
  return new ProviderError(failure, `Replicate ${kind} ${job.id} failed: ${message}`, { provider, cause: job.error });
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** The SDK's `ApiError` (not exported at runtime): the request and the response it failed with. */
const isApiError = (error: unknown): error is Error & { response: Response } =>
  error instanceof Error && error.name === 'ApiError' && 'response' in error && error.response instanceof Response;

function providerErrorOf(error: unknown, signal?: AbortSignal): ProviderError {
  if (error instanceof ProviderError) return error;
  if (signal?.aborted) return new ProviderError('aborted', 'The Replicate request was aborted', { provider, cause: error });
  if (isApiError(error)) {
    const status = error.response.status;
    return new ProviderError(failureOfStatus(status), error.message, { provider, status, retryAfterMs: retryAfterMs(error.response.headers.get('retry-after')), cause: error });
  }
  if (error instanceof SyntaxError) return new ProviderError('bad_answer', `Replicate answered something unreadable: ${error.message}`, { provider, cause: error });
  const message = error instanceof Error ? error.message : String(error);
  return new ProviderError('network', `Could not reach Replicate: ${message}`, { provider, cause: error });
}

/**
 * The SDK retries 429s (and 5xx on GET) up to five times inside `request`, with no option to turn it off, but
 * retries belong to the product's job runner. Its retry loop calls `fetch` again with the very same `init` object,
 * so answering a repeated `init` with the first attempt's response (or error) makes every request go out once; the
 * SDK then raises its ApiError with the real status and headers.
 */
function sendOnce(): (input: Request | string, init?: RequestInit) => Promise<Response> {
  const attempts = new WeakMap<object, Promise<Response>>();
  return (input, init) => {
    if (!init) return fetch(input);
    const earlier = attempts.get(init);
    if (earlier) return earlier;
    const attempt = fetch(input, init);
    attempts.set(init, attempt);
    return attempt;
  };
}

export function replicateImageModel(connection: ProviderConnection, options: ReplicateOptions = {}): ImageModel {
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const trainingPollIntervalMs = options.trainingPollIntervalMs ?? 15_000;
  // baseUrl as the SDK takes it, with the API version: `https://api.replicate.com/v1` by default. Files go as data
  // URI strings, which the SDK passes through. (Its 'data-uri' strategy is broken in 1.4.0: it hands the client
  // itself to the encoder and sends it as `input`; the default strategy only touches Blobs and Buffers.)
  const client = new Replicate({ auth: connection.apiKey, baseUrl: connection.baseUrl ?? undefined, useFileOutput: false, fetch: sendOnce() });

  /** One HTTP call's signal: the caller's, bounded by the per-attempt timeout. */
  const callSignal = (signal?: AbortSignal) => {
    const timeout = connection.timeoutMs ? AbortSignal.timeout(connection.timeoutMs) : undefined;
    const signals = [signal, timeout].filter((s): s is AbortSignal => s !== undefined);
    return signals.length > 1 ? AbortSignal.any(signals) : signals[0];
  };

  /** Polls a prediction or training until it is done; cancels it if the caller aborts or polling fails. */
  async function settle<Job extends { id: string; status: Prediction['status'] }>(
    job: Job,
    intervalMs: number,
    get: (id: string, signal?: AbortSignal) => Promise<Job>,
    cancel: (id: string, signal?: AbortSignal) => Promise<unknown>,
    signal?: AbortSignal,
  ): Promise<Job> {
    let current = job;
    try {
      while (!isDone(current.status)) {
        await pause(intervalMs, signal);
        current = await get(current.id, callSignal(signal));
      }
      return current;
    } catch (error) {
      // Best effort: the job may already be gone, and the original failure is what the caller needs.
      await cancel(current.id, callSignal()).catch(() => undefined);
      throw providerErrorOf(error, signal);
    }
  }

  async function download(url: string, signal?: AbortSignal): Promise<ImageOutput> {
    const response = await fetch(url, { signal: callSignal(signal) });
    if (!response.ok) throw new ProviderError(failureOfStatus(response.status), `Downloading ${url} failed with ${response.status}`, { provider, status: response.status });
    const bytes = new Uint8Array(await response.arrayBuffer());
    const declared = response.headers.get('content-type')?.split(';')[0].trim();
    const mediaType = (['image/png', 'image/jpeg', 'image/webp'] as const).find((type) => type === declared) ?? mediaTypeOf(bytes);
    if (!mediaType) throw new ProviderError('bad_answer', `Replicate output ${url} is not a PNG, JPEG or WebP image (${declared})`, { provider });
    return { bytes, mediaType };
  }

  /** Runs one prediction to the end and downloads its images. */
  async function predict(ref: ModelRef, input: Record<string, unknown>, signal?: AbortSignal): Promise<ImageOutput[]> {
    if (signal?.aborted) throw providerErrorOf(signal.reason, signal);
    let prediction: Prediction;
    try {
      const body = { input: withoutUndefined(input), signal: callSignal(signal) };
      prediction = ref.version
        ? await client.predictions.create({ ...body, version: ref.version })
        : await client.predictions.create({ ...body, model: `${ref.owner}/${ref.name}` });
    } catch (error) {
      throw providerErrorOf(error, signal);
    }
    const done = await settle(
      prediction,
      pollIntervalMs,
      (id, s) => client.predictions.get(id, { signal: s }),
      (id, s) => client.predictions.cancel(id, { signal: s }),
      signal,
    );
    if (done.status !== 'succeeded') throw failureOf(done, 'prediction');
    const output: unknown = done.output;
    const urls = (Array.isArray(output) ? output : [output]).filter((value): value is string => typeof value === 'string');
    if (!urls.length) throw new ProviderError('bad_answer', `Replicate prediction ${done.id} succeeded without an image`, { provider });
    try {
      const images = await Promise.all(urls.map((url) => download(url, signal)));
      // The SDXL family logs the seed it used; it stands for the image only when there is one.
      const seed = /seed:\s*(\d+)/i.exec(done.logs ?? '')?.[1];
      return images.length === 1 && seed ? [{ ...images[0], seed: Number(seed) }] : images;
    } catch (error) {
      throw providerErrorOf(error, signal);
    }
  }

  /** Makes the predictions a request needs, one after the other, so that a failure stops the rest. */
  async function run(request: ImageRequestBase, inputOf: (outputs: number, seed: number | undefined) => Record<string, unknown>): Promise<ImageResult> {
    const ref = parseRef(request.model);
    const images: ImageOutput[] = [];
    const batches = batchesOf(request.count, familyOf(ref));
    for (const outputs of batches) {
      // Each prediction gets its own seed, or every prediction of a seeded request would draw the same images.
      const seed = request.seed === undefined ? undefined : request.seed + images.length;
      images.push(...(await predict(ref, inputOf(outputs, seed), request.signal)));
    }
    return { images, tickets: batches.length, model: request.model };
  }

  return {
    provider,
    generate: (request) => run(request, (outputs, seed) => generateInput(familyOf(parseRef(request.model)), request, outputs, seed)),

    edit(request) {
      const family = familyOf(parseRef(request.model));
      if (family === 'flux') return Promise.reject(new ProviderError('bad_request', 'Flux 1.1 Pro cannot edit an image', { provider }));
      if (family === 'sd35' && request.mask) return Promise.reject(new ProviderError('bad_request', 'SD 3.5 Large takes no mask', { provider }));
      const [image] = request.images;
      if (!image) return Promise.reject(new ProviderError('bad_request', 'An edit needs an image', { provider }));
      // SDXL-style models edit one image; further images are not used.
      const mask = request.mask ? dataUri(inpaintMaskOf(request.mask), 'image/png') : undefined;
      return run(request, (outputs, seed) => ({ ...imageInput(family, request, image, editStrength, outputs, seed), mask }));
    },

    removeBackground: async (request) => {
      const images = await predict(parseRef(request.model), { image: dataUri(request.image) }, request.signal);
      return { images, tickets: 1, model: request.model };
    },

    compose(request) {
      // No Replicate model here composes several pictures: the first one is the starting point (img2img, or Flux
      // Redux's image prompt) and the prompt describes the rest.
      const family = familyOf(parseRef(request.model));
      const [first] = request.images;
      if (!first) return Promise.reject(new ProviderError('bad_request', 'A composition needs at least one image', { provider }));
      return run(request, (outputs, seed) => imageInput(family, request, first, composeStrength, outputs, seed));
    },

    async trainBrand(request: BrandTraining) {
      /**
       * A bare name is a model of the token's own account, made (private) when it does not exist yet: Replicate puts
       * trained weights only into an existing model.
       */
      async function ownModel(name: string, signal: AbortSignal | undefined): Promise<string> {
        if (!/^[a-z0-9][a-z0-9._-]*$/.test(name)) throw new ProviderError('bad_request', `The destination ${name} is neither owner/name nor a model name`, { provider });
        try {
          const { username } = await client.accounts.current({ signal: callSignal(signal) });
          try {
            await client.models.get(username, name, { signal: callSignal(signal) });
          } catch (error) {
            if ((error as { response?: { status?: number } })?.response?.status !== 404) throw error;
            await client.models.create(username, name, { visibility: 'private', hardware: 'gpu-t4', description: 'Packlens brand model', signal: callSignal(signal) });
          }
          return `${username}/${name}`;
        } catch (error) {
          throw providerErrorOf(error, signal);
        }
      }
      const trainer = parseRef(request.trainer);
      if (!trainer.version) throw new ProviderError('bad_request', `The trainer ${request.trainer} needs a version (owner/name:version)`, { provider });
      if (request.signal?.aborted) throw providerErrorOf(request.signal.reason, request.signal);
      const destination = /^[^/:]+\/[^/:]+$/.test(request.destination) ? request.destination : await ownModel(request.destination, request.signal);
      let training: Training;
      try {
        training = await client.trainings.create(trainer.owner, trainer.name, trainer.version, {
          destination: destination as `${string}/${string}`,
          input: withoutUndefined({ input_images: dataUri(request.imagesZip, 'application/zip'), trigger_word: request.triggerWord, steps: request.steps }),
          signal: callSignal(request.signal),
        });
      } catch (error) {
        throw providerErrorOf(error, request.signal);
      }
      const done = await settle(
        training,
        trainingPollIntervalMs,
        (id, s) => client.trainings.get(id, { signal: s }),
        (id, s) => client.trainings.cancel(id, { signal: s }),
        request.signal,
      );
      if (done.status !== 'succeeded') throw failureOf(done, 'training');
      if (!done.output?.version) throw new ProviderError('bad_answer', `Replicate training ${done.id} succeeded without a version`, { provider });
      return { version: done.output.version };
    },
  };
}
