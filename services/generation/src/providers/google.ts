import { ApiError, GoogleGenAI, type Content, type GenerateContentConfig, type GenerateContentResponse, type Part } from '@google/genai';
import { ProviderError, failureOfStatus, retryAfterMs } from '../errors';
import type { ChatMessage, ImageModel, ImageOutput, ImageRequestBase, ImageResult, ProviderConnection, TextModel, TextResult } from '../ports';

/**
 * Google's Gemini API through the official `@google/genai` SDK (v2): Gemini 2.0 Flash for text, streamed from
 * POST {baseUrl}/v1beta/models/{model}:streamGenerateContent?alt=sse, and Gemini 2.5 Flash Image for pictures, from
 * POST {baseUrl}/v1beta/models/{model}:generateContent. The key goes in the `x-goog-api-key` header.
 *
 * What the SDK does that matters here (read in its source):
 * - It retries only when `httpOptions.retryOptions` is set (then 5 attempts on 408/429/5xx by default); it is left
 *   unset, so each request goes out once and the product's job runner owns retries.
 * - `config.automaticContinuation` (on by default) would send the request again when an answer ends with
 *   finish reason CONTINUATION; it is turned off for the same reason.
 * - `httpOptions.timeout` bounds each attempt, the streamed body included; `config.abortSignal` aborts it.
 * - Its `ApiError` carries the status and the error body as its message, but no headers: a custom `fetch` notes
 *   the Retry-After header of a failed answer. (With a custom fetch the SDK does not install its undici dispatcher
 *   without headers/body timeouts, so undici's defaults of 300 s apply on top of `timeoutMs`.) Google usually says
 *   when to retry in the body instead (a google.rpc.RetryInfo detail), which is read too.
 * - A wrong key is answered 400 INVALID_ARGUMENT with reason API_KEY_INVALID, not 401: it is mapped to 'auth'.
 */

const provider = 'google';

/** What a failed answer said that the SDK's ApiError does not keep. */
interface Exchange {
  retryAfter?: string | null;
}

function connect(connection: ProviderConnection, exchange: Exchange): GoogleGenAI {
  return new GoogleGenAI({
    apiKey: connection.apiKey,
    // Explicit, so that GOOGLE_GENAI_USE_VERTEXAI in the environment cannot send the key to Vertex AI.
    vertexai: false,
    httpOptions: {
      baseUrl: connection.baseUrl ?? undefined,
      timeout: connection.timeoutMs,
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        if (!response.ok) exchange.retryAfter = response.headers.get('retry-after');
        return response;
      },
    },
  });
}

interface GoogleErrorBody {
  error?: { code?: number; message?: string; status?: string; details?: { '@type'?: string; reason?: string; retryDelay?: string }[] };
}

function errorBodyOf(error: ApiError): GoogleErrorBody {
  try {
    return JSON.parse(error.message) as GoogleErrorBody;
  } catch {
    // Errors inside a stream are prefixed with "got status: …. ".
    const json = /\{.*\}$/s.exec(error.message)?.[0];
    try {
      return json ? (JSON.parse(json) as GoogleErrorBody) : {};
    } catch {
      return {};
    }
  }
}

function providerErrorOf(error: unknown, signal: AbortSignal | undefined, exchange: Exchange): ProviderError {
  if (error instanceof ProviderError) return error;
  if (signal?.aborted) return new ProviderError('aborted', 'The Gemini request was aborted', { provider, cause: error });
  if (error instanceof ApiError) {
    const body = errorBodyOf(error).error;
    const details = body?.details ?? [];
    const keyRefused = details.some((detail) => detail.reason === 'API_KEY_INVALID');
    const retryDelay = details.find((detail) => detail.retryDelay)?.retryDelay;
    const retryAfter = retryAfterMs(exchange.retryAfter) ?? (retryDelay ? Math.round(parseFloat(retryDelay) * 1000) : undefined);
    return new ProviderError(keyRefused ? 'auth' : failureOfStatus(error.status), body?.message ?? error.message, {
      provider,
      status: error.status,
      retryAfterMs: retryAfter,
      cause: error,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof SyntaxError || /parsing stream chunk/.test(message)) {
    return new ProviderError('bad_answer', `Gemini answered something unreadable: ${message}`, { provider, cause: error });
  }
  // Fetch failures, dropped streams and the per-attempt timeout (an AbortError the caller did not ask for).
  return new ProviderError('network', `Could not reach Gemini: ${message}`, { provider, cause: error });
}

const finishReasons: Record<string, TextResult['finishReason']> = {
  STOP: 'stop',
  MAX_TOKENS: 'length',
  SAFETY: 'refused',
  PROHIBITED_CONTENT: 'refused',
  BLOCKLIST: 'refused',
  SPII: 'refused',
  // Stopped for repeating training data verbatim: the provider withheld the answer.
  RECITATION: 'refused',
  IMAGE_SAFETY: 'refused',
  IMAGE_PROHIBITED_CONTENT: 'refused',
  IMAGE_RECITATION: 'refused',
};

/** A message as Gemini takes it: its pictures as inlineData parts (base64), then the text, as Google advises. */
const toContent = ({ role, content, images = [] }: ChatMessage): Content => ({
  role: role === 'assistant' ? 'model' : 'user',
  parts: [...images.map(({ bytes, mediaType }) => ({ inlineData: { mimeType: mediaType, data: Buffer.from(bytes).toString('base64') } })), { text: content }],
});

export function googleTextModel(connection: ProviderConnection): TextModel {
  return {
    provider,
    async complete(request, onDelta) {
      const exchange: Exchange = {};
      const config: GenerateContentConfig = {
        systemInstruction: request.system,
        maxOutputTokens: request.maxOutputTokens,
        temperature: request.temperature,
        abortSignal: request.signal,
        automaticContinuation: false,
        // responseJsonSchema takes plain JSON Schema (additionalProperties included); responseSchema would need
        // Gemini's OpenAPI subset.
        ...(request.schema ? { responseMimeType: 'application/json', responseJsonSchema: request.schema.jsonSchema } : {}),
      };
      let text = '';
      let model = request.model;
      let finish: string | undefined;
      let blockReason: string | undefined;
      let usage: GenerateContentResponse['usageMetadata'];
      let callerError: { error: unknown } | undefined;
      try {
        const stream = await connect(connection, exchange).models.generateContentStream({ model: request.model, contents: request.messages.map(toContent), config });
        for await (const chunk of stream) {
          blockReason = chunk.promptFeedback?.blockReason ?? blockReason;
          const candidate = chunk.candidates?.[0];
          for (const part of candidate?.content?.parts ?? []) {
            if (typeof part.text !== 'string' || part.thought || !part.text) continue;
            text += part.text;
            try {
              onDelta?.(part.text);
            } catch (error) {
              callerError = { error };
              throw error;
            }
          }
          finish = candidate?.finishReason ?? finish;
          usage = chunk.usageMetadata ?? usage;
          model = chunk.modelVersion ?? model;
        }
      } catch (error) {
        // The caller's own failure (thrown by onDelta) is not the provider's: it is passed on as it is.
        if (callerError) throw callerError.error;
        throw providerErrorOf(error, request.signal, exchange);
      }
      if (blockReason) throw new ProviderError('refused', `Gemini blocked the prompt (${blockReason})`, { provider });
      const finishReason = (finish && finishReasons[finish]) || 'other';
      const result: TextResult = {
        text,
        model,
        finishReason,
        // Thinking models bill their thoughts as output tokens.
        usage: { inputTokens: usage?.promptTokenCount ?? 0, outputTokens: (usage?.candidatesTokenCount ?? 0) + (usage?.thoughtsTokenCount ?? 0) },
      };
      if (!request.schema) return result;
      if (finishReason === 'refused') throw new ProviderError('refused', `Gemini withheld the answer (${finish})`, { provider });
      try {
        return { ...result, json: JSON.parse(text) };
      } catch (error) {
        throw new ProviderError('bad_answer', `Gemini's answer is not the asked JSON (finish reason ${finish})`, { provider, cause: error });
      }
    },
  };
}

// ---------- images ----------

/** The aspect ratios Gemini 2.5 Flash Image draws (`imageConfig.aspectRatio`); it does not take pixel sizes. */
const aspectRatios = ['1:1', '2:3', '3:2', '3:4', '4:3', '4:5', '5:4', '9:16', '16:9', '21:9'];

function aspectRatioOf(width: number, height: number): string {
  const distance = (ratio: string) => {
    const [w, h] = ratio.split(':').map(Number);
    return Math.abs(Math.log(w / h) - Math.log(width / height));
  };
  return aspectRatios.reduce((best, ratio) => (distance(ratio) < distance(best) ? ratio : best));
}

function mediaTypeOf(bytes: Uint8Array): ImageOutput['mediaType'] {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'image/jpeg';
  if (Buffer.from(bytes.subarray(8, 12)).toString('latin1') === 'WEBP') return 'image/webp';
  return 'image/png';
}

const imagePart = (bytes: Uint8Array): Part => ({ inlineData: { data: Buffer.from(bytes).toString('base64'), mimeType: mediaTypeOf(bytes) } });

/** Gemini has no negative prompt: what to avoid is said in words. */
const promptText = (request: Pick<ImageRequestBase, 'prompt' | 'negativePrompt'>) =>
  request.negativePrompt ? `${request.prompt}\nAvoid: ${request.negativePrompt}` : request.prompt;

const imageMediaTypes = new Set<string>(['image/png', 'image/jpeg', 'image/webp']);

function imagesOf(response: GenerateContentResponse): ImageOutput[] {
  const images: ImageOutput[] = [];
  for (const part of response.candidates?.[0]?.content?.parts ?? []) {
    const { data, mimeType } = part.inlineData ?? {};
    if (!data || !mimeType) continue;
    if (!imageMediaTypes.has(mimeType)) throw new ProviderError('bad_answer', `Gemini answered an image of type ${mimeType}`, { provider });
    images.push({ bytes: new Uint8Array(Buffer.from(data, 'base64')), mediaType: mimeType as ImageOutput['mediaType'] });
  }
  if (images.length) return images;
  const blockReason = response.promptFeedback?.blockReason;
  const finish = response.candidates?.[0]?.finishReason;
  if (blockReason || (finish && finishReasons[finish] === 'refused')) {
    throw new ProviderError('refused', `Gemini refused to draw (${blockReason ?? finish})`, { provider });
  }
  throw new ProviderError('bad_answer', `Gemini answered without an image (finish reason ${finish ?? 'none'})`, { provider });
}

interface Drawing {
  model: string;
  parts: Part[];
  count: number;
  /** Without it Gemini keeps the input image's aspect ratio. */
  aspectRatio?: string;
  seed?: number;
  signal?: AbortSignal;
}

export function googleImageModel(connection: ProviderConnection): ImageModel {
  /** One generateContent call per image: the image model answers one picture per candidate and one candidate. */
  async function draw(drawing: Drawing): Promise<ImageResult> {
    const exchange: Exchange = {};
    const ai = connect(connection, exchange);
    const images: ImageOutput[] = [];
    let model = drawing.model;
    for (let index = 0; index < Math.max(1, drawing.count); index++) {
      let response: GenerateContentResponse;
      try {
        response = await ai.models.generateContent({
          model: drawing.model,
          contents: [{ role: 'user', parts: drawing.parts }],
          config: {
            responseModalities: ['IMAGE'],
            ...(drawing.aspectRatio ? { imageConfig: { aspectRatio: drawing.aspectRatio } } : {}),
            // A seeded request still wants different pictures.
            seed: drawing.seed === undefined ? undefined : drawing.seed + index,
            abortSignal: drawing.signal,
            automaticContinuation: false,
          },
        });
      } catch (error) {
        throw providerErrorOf(error, drawing.signal, exchange);
      }
      images.push(...imagesOf(response));
      model = response.modelVersion ?? model;
    }
    return { images, tickets: images.length, model };
  }

  return {
    provider,
    generate: (request) =>
      draw({ ...request, parts: [{ text: promptText(request) }], aspectRatio: aspectRatioOf(request.width, request.height) }),

    edit(request) {
      // Gemini has no mask parameter: the mask goes as one more picture, and words say how to read it.
      const mask: Part[] = request.mask
        ? [
            imagePart(request.mask),
            { text: 'The last image is a mask of the same size as the image to edit: change only where the mask is transparent or white, and keep everything else exactly as it is.' },
          ]
        : [];
      return draw({ ...request, parts: [...request.images.map(imagePart), ...mask, { text: promptText(request) }] });
    },

    removeBackground: (request) =>
      draw({
        model: request.model,
        count: 1,
        signal: request.signal,
        parts: [
          imagePart(request.image),
          { text: 'Remove the background of this image entirely. Keep the product exactly as it is, on a transparent background (plain white if transparency is not possible).' },
        ],
      }),

    compose: (request) =>
      draw({
        ...request,
        parts: [...request.images.map(imagePart), { text: `Compose these ${request.images.length} images into one picture. ${promptText(request)}` }],
        aspectRatio: aspectRatioOf(request.width, request.height),
      }),

    trainBrand: () => Promise.reject(new ProviderError('bad_request', 'Gemini does not train brand models', { provider })),
  };
}
