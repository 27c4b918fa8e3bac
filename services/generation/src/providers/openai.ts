import OpenAI, { APIConnectionError, APIError, APIUserAbortError, toFile } from 'openai';
import type { ChatCompletionCreateParamsStreaming, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { ImagesResponse } from 'openai/resources/images';
import { ProviderError } from '../errors';
import type { ChatMessage, ImageModel, ImageOutput, ImageRequestBase, ImageResult, ProviderConnection, TextModel, TextResult } from '../ports';
import { parseJsonAnswer, sdkCall, sdkEvents, type SdkErrors } from './sdk-errors';

const provider = 'openai';

/** OpenAI answers a prompt its safety system refuses with a 400 and one of these codes. */
const refusalCodes = new Set(['content_policy_violation', 'moderation_blocked']);

const openAiErrors: SdkErrors = {
  provider,
  APIError,
  APIUserAbortError,
  APIConnectionError,
  refine: (error) => (error instanceof APIError && refusalCodes.has(String(error.code)) ? 'refused' : undefined),
};

/**
 * One client per connection, made on first use: the SDK refuses an empty key in its constructor, and a model
 * that cannot be made should fail the job that uses it, not the code that lists the models.
 */
function clientOf(connection: ProviderConnection): () => OpenAI {
  let client: OpenAI | undefined;
  return () => {
    if (!connection.apiKey) throw new ProviderError('auth', 'No OpenAI API key is set', { provider });
    client ??= new OpenAI({
      apiKey: connection.apiKey,
      baseURL: connection.baseUrl ?? undefined,
      timeout: connection.timeoutMs ?? 120_000,
      // Retries belong to the job runner, which knows the job's budget.
      maxRetries: 0,
      // The key comes from the super admin's settings: the server's environment must not add an organisation.
      organization: null,
      project: null,
      adminAPIKey: null,
    });
    return client;
  };
}

/**
 * Whether the base URL is OpenAI's own API. There the documented output limit is `max_completion_tokens`
 * (`max_tokens` is deprecated and refused by the reasoning models). OpenAI-compatible servers (Ollama, LM
 * Studio, llama.cpp, vLLM before 0.6.2) document `max_tokens` only, and OpenAI still accepts it for gpt-4o, so a
 * customer's own base URL gets `max_tokens`.
 */
function isOpenAiItself(baseUrl: string | null | undefined): boolean {
  if (!baseUrl) return true;
  try {
    return new URL(baseUrl).hostname === 'api.openai.com';
  } catch {
    return false;
  }
}

const finishReasons: Record<string, TextResult['finishReason']> = { stop: 'stop', length: 'length', content_filter: 'refused' };

/** A message as Chat Completions takes it: the text alone, or (a user's message with pictures) text and image parts with data URLs. */
function toMessage({ role, content, images }: ChatMessage): ChatCompletionMessageParam {
  if (!images?.length) return { role, content };
  // Chat Completions takes image parts in user messages only.
  if (role !== 'user') throw new ProviderError('bad_request', 'Only user messages can carry images', { provider });
  const imageParts = images.map(({ bytes, mediaType }) => ({ type: 'image_url' as const, image_url: { url: `data:${mediaType};base64,${Buffer.from(bytes).toString('base64')}` } }));
  return { role, content: [{ type: 'text', text: content }, ...imageParts] };
}

export function openAiTextModel(connection: ProviderConnection): TextModel {
  const client = clientOf(connection);
  const outputLimit = isOpenAiItself(connection.baseUrl) ? 'max_completion_tokens' : 'max_tokens';
  return {
    provider,
    async complete(request, onDelta) {
      const { signal, schema } = request;
      const params: ChatCompletionCreateParamsStreaming = {
        model: request.model,
        messages: [{ role: 'system', content: request.system }, ...request.messages.map(toMessage)],
        [outputLimit]: request.maxOutputTokens,
        temperature: request.temperature,
        stream: true,
        // The usage arrives in a last chunk without choices; servers that ignore this leave the usage at zero.
        stream_options: { include_usage: true },
        response_format: schema ? { type: 'json_schema', json_schema: { name: schema.name, schema: schema.jsonSchema, strict: true } } : undefined,
      };
      const stream = await sdkCall(openAiErrors, () => client().chat.completions.create(params, { signal }), signal);

      let text = '';
      let refusal = '';
      let model = request.model;
      let finish: string | null = null;
      const usage = { inputTokens: 0, outputTokens: 0 };
      for await (const chunk of sdkEvents(openAiErrors, stream, signal)) {
        if (chunk.model) model = chunk.model;
        if (chunk.usage) {
          usage.inputTokens = chunk.usage.prompt_tokens;
          usage.outputTokens = chunk.usage.completion_tokens;
        }
        const choice = chunk.choices?.[0];
        if (!choice) continue;
        if (choice.delta?.refusal) refusal += choice.delta.refusal;
        const piece = choice.delta?.content;
        if (piece) {
          text += piece;
          onDelta?.(piece);
        }
        if (choice.finish_reason) finish = choice.finish_reason;
      }
      if (refusal) throw new ProviderError('refused', refusal, { provider });
      // Every chat completion stream ends with a finish reason: without one the answer was cut off.
      if (!finish) throw new ProviderError('network', 'The answer stream ended before the answer was finished', { provider });
      const finishReason = finishReasons[finish] ?? 'other';
      if (!schema) return { text, usage, model, finishReason };
      if (finishReason === 'refused') throw new ProviderError('refused', 'The content filter stopped the answer', { provider });
      return { text, json: parseJsonAnswer(provider, text), usage, model, finishReason };
    },
  };
}

// ---------- images ----------

/** The sizes each model accepts (OpenAI's image API reference), square first so that it wins a tie. */
const dallE3Sizes = ['1024x1024', '1792x1024', '1024x1792'];
const gptImageSizes = ['1024x1024', '1536x1024', '1024x1536'];

const isDallE = (model: string) => model.startsWith('dall-e');

/** The accepted size whose aspect is closest to width × height (compared as log-ratios, so 2:1 and 1:2 are as far from 1:1). */
export function openAiImageSize(model: string, width: number, height: number): string {
  const sizes = model.startsWith('dall-e-3') ? dallE3Sizes : gptImageSizes;
  if (!(width > 0 && height > 0)) return sizes[0];
  const distance = (size: string) => {
    const [w, h] = size.split('x').map(Number);
    return Math.abs(Math.log(w / h) - Math.log(width / height));
  };
  return sizes.reduce((best, size) => (distance(size) < distance(best) ? size : best));
}

/** OpenAI's image models have no negative prompt: what to avoid is said in the prompt itself. */
function promptOf(request: Pick<ImageRequestBase, 'prompt' | 'negativePrompt'>): string {
  const avoid = request.negativePrompt?.trim();
  return avoid ? `${request.prompt}\n\nAvoid: ${avoid}` : request.prompt;
}

/** DALL-E 3 has no edit endpoint; edits, compositions and cut-outs use GPT Image 1. */
const editModelOf = (model: string) => (isDallE(model) ? 'gpt-image-1' : model);

const removeBackgroundPrompt =
  'Remove the background. Keep only the product, exactly as it is: the same shape, colours, label text and details, ' +
  'centred on a fully transparent background. Add nothing.';

/** The image type the bytes' signature says; the upload's file name and type must match what the bytes are. */
function imageTypeOf(bytes: Uint8Array): 'image/png' | 'image/jpeg' | 'image/webp' | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0x89 && ascii(1, 4) === 'PNG') return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

async function uploadOf(bytes: Uint8Array, name: string): Promise<File> {
  const type = imageTypeOf(bytes);
  if (!type) throw new ProviderError('bad_request', 'OpenAI takes PNG, JPEG or WebP images', { provider });
  return toFile(bytes, `${name}.${type.split('/')[1]}`, { type });
}

function imagesOf(answer: ImagesResponse): ImageOutput[] {
  const mediaType = answer.output_format === 'jpeg' ? 'image/jpeg' : answer.output_format === 'webp' ? 'image/webp' : 'image/png';
  return (answer.data ?? []).map((image) => {
    // We never ask for URLs; a server that answers with one does not speak the protocol we use.
    if (!image.b64_json) throw new ProviderError('bad_answer', 'An image came back without b64_json', { provider });
    return { bytes: new Uint8Array(Buffer.from(image.b64_json, 'base64')), mediaType };
  });
}

function resultOf(images: ImageOutput[], model: string): ImageResult {
  if (!images.length) throw new ProviderError('bad_answer', 'The answer holds no image', { provider });
  // OpenAI bills per image returned.
  return { images, tickets: images.length, model };
}

export function openAiImageModel(connection: ProviderConnection): ImageModel {
  const client = clientOf(connection);
  const call = <T>(signal: AbortSignal | undefined, request: () => Promise<T>) => sdkCall(openAiErrors, request, signal);

  async function edit(request: ImageRequestBase & { images: Uint8Array[]; mask?: Uint8Array }): Promise<ImageResult> {
    if (!request.images.length) throw new ProviderError('bad_request', 'An edit needs at least one image', { provider });
    const model = editModelOf(request.model);
    const answer = await call(request.signal, async () =>
      client().images.edit(
        {
          model,
          // Always a list, sent as `image[]`, the form the GPT image models take one or several images in.
          image: await Promise.all(request.images.map((bytes, index) => uploadOf(bytes, `image-${index + 1}`))),
          ...(request.mask ? { mask: await maskOf(request.mask) } : {}),
          prompt: promptOf(request),
          n: request.count,
          size: openAiImageSize(model, request.width, request.height),
        },
        { signal: request.signal },
      ),
    );
    return resultOf(imagesOf(answer), model);
  }

  return {
    provider,
    async generate(request) {
      const { model, signal } = request;
      const params = { model, prompt: promptOf(request), size: openAiImageSize(model, request.width, request.height) };
      if (!isDallE(model)) {
        // GPT image models always answer with b64_json and refuse `response_format`.
        const answer = await call(signal, () => client().images.generate({ ...params, n: request.count }, { signal }));
        return resultOf(imagesOf(answer), model);
      }
      // DALL-E 3 makes one image per request. One after the other, so a failure stops before more are billed.
      const images: ImageOutput[] = [];
      for (let index = 0; index < request.count; index++) {
        const answer = await call(signal, () => client().images.generate({ ...params, n: 1, response_format: 'b64_json' }, { signal }));
        images.push(...imagesOf(answer));
      }
      return resultOf(images, model);
    },
    edit,
    compose: (request) => edit(request),
    async removeBackground(request) {
      const model = editModelOf(request.model);
      const answer = await call(request.signal, async () =>
        client().images.edit(
          {
            model,
            image: [await uploadOf(request.image, 'product')],
            prompt: removeBackgroundPrompt,
            background: 'transparent',
            // Transparency needs PNG or WebP; 'auto' keeps the input's aspect.
            output_format: 'png',
            size: 'auto',
            n: 1,
            // Keeps the label's text and the product's shape; GPT Image 1 mini does not take it.
            ...(model.includes('mini') ? {} : { input_fidelity: 'high' as const }),
          },
          { signal: request.signal },
        ),
      );
      return resultOf(imagesOf(answer), model);
    },
    async trainBrand() {
      throw new ProviderError('bad_request', 'OpenAI does not train brand models', { provider });
    },
  };
}

async function maskOf(mask: Uint8Array): Promise<File> {
  // The mask's alpha channel says where to edit, so it must be a PNG.
  if (imageTypeOf(mask) !== 'image/png') throw new ProviderError('bad_request', 'The mask must be a PNG with an alpha channel', { provider });
  return toFile(mask, 'mask.png', { type: 'image/png' });
}
