import { base64Bytes, imageTypeOfBytes } from './openai';
import { solidPng } from './png';
import { startStandIn, type RecordedRequest, type ScriptedAnswer, type StandInServer } from './server';

/**
 * Stands in for the Gemini API (generativelanguage.googleapis.com, v1beta) as the official SDK calls it:
 * POST /v1beta/models/{model}:streamGenerateContent?alt=sse answers server-sent events, one GenerateContentResponse
 * per `data:` line, the last with the finish reason and the token usage; POST /v1beta/models/{model}:generateContent
 * answers one JSON GenerateContentResponse, with the picture as an `inlineData` part (base64) when the request asks
 * for the IMAGE modality. The key is read from `x-goog-api-key`: missing → 403 PERMISSION_DENIED, wrong → 400
 * INVALID_ARGUMENT with reason API_KEY_INVALID, as Google answers.
 */

export interface GoogleStandInOptions {
  apiKey?: string;
  /** The streamed answer, one SSE frame per piece. */
  answer?: string[];
  finishReason?: string;
  usage?: { promptTokenCount: number; candidatesTokenCount: number };
  modelVersion?: string;
  /** The picture every image answer carries. */
  image?: Uint8Array;
}

export interface GoogleStandIn extends StandInServer {
  apiKey: string;
  image: Uint8Array;
  /** The model and method of a recorded request, e.g. `{ model: 'gemini-2.0-flash', method: 'streamGenerateContent' }`. */
  callOf(request: RecordedRequest): { model: string; method: string } | undefined;
}

/** Google's error body (google.rpc.Status) with the given HTTP status. */
export function googleErrorAnswer(
  code: number,
  status: string,
  message: string,
  options: { headers?: Record<string, string>; details?: unknown[] } = {},
): ScriptedAnswer {
  return { status: code, headers: options.headers, json: { error: { code, message, status, ...(options.details ? { details: options.details } : {}) } } };
}

interface TextFrameOptions {
  finishReason?: string;
  usage?: { promptTokenCount: number; candidatesTokenCount: number };
  modelVersion?: string;
  promptFeedback?: { blockReason: string };
  /** A pause after each frame, so that a test can act between them. */
  delayMs?: number;
}

/** A streamed text answer: one frame per piece, the finish reason and usage on the last. */
export function geminiTextStream(pieces: string[], options: TextFrameOptions = {}): ScriptedAnswer {
  const modelVersion = options.modelVersion ?? 'gemini-2.0-flash';
  const usage = options.usage ?? { promptTokenCount: 42, candidatesTokenCount: 7 };
  const frames: { data: unknown }[] = pieces.map((text, index) => {
    const last = index === pieces.length - 1;
    return {
      data: {
        candidates: [{ content: { parts: [{ text }], role: 'model' }, index: 0, ...(last && options.finishReason !== '' ? { finishReason: options.finishReason ?? 'STOP' } : {}) }],
        usageMetadata: last
          ? { ...usage, totalTokenCount: usage.promptTokenCount + usage.candidatesTokenCount }
          : { promptTokenCount: usage.promptTokenCount, totalTokenCount: usage.promptTokenCount },
        modelVersion,
        responseId: 'stand-in-response',
      },
    };
  });
  if (options.promptFeedback) {
    frames.push({ data: { promptFeedback: options.promptFeedback, usageMetadata: { promptTokenCount: usage.promptTokenCount, totalTokenCount: usage.promptTokenCount }, modelVersion } });
  }
  return { sse: frames, delayMs: options.delayMs };
}

/** An image answer: a short text part (as Gemini often adds) and the pictures as inlineData parts. */
export function geminiImageAnswer(images: Uint8Array[], modelVersion = 'gemini-2.5-flash-image'): ScriptedAnswer {
  return {
    json: {
      candidates: [
        {
          content: {
            role: 'model',
            parts: [{ text: 'Here is the picture.' }, ...images.map((bytes) => ({ inlineData: { mimeType: 'image/png', data: Buffer.from(bytes).toString('base64') } }))],
          },
          finishReason: 'STOP',
          index: 0,
        },
      ],
      usageMetadata: { promptTokenCount: 12, candidatesTokenCount: 1290, totalTokenCount: 1302 },
      modelVersion,
      responseId: 'stand-in-image',
    },
  };
}

/** Why Gemini would refuse the contents' parts (text, or inlineData with a MIME type and base64 data of that type), or undefined. */
function partsError(contents: { parts?: unknown }[]): ScriptedAnswer | undefined {
  for (const [index, content] of contents.entries()) {
    for (const [at, part] of (Array.isArray(content?.parts) ? content.parts : []).entries()) {
      const inline = part?.inlineData ?? part?.inline_data;
      if (!inline) continue;
      const field = `contents[${index}].parts[${at}].inline_data`;
      if (!inline.mimeType && !inline.mime_type) return googleErrorAnswer(400, 'INVALID_ARGUMENT', `* GenerateContentRequest.${field}.mime_type: mime_type is not specified\n`);
      const bytes = base64Bytes(inline.data);
      if (!bytes) return googleErrorAnswer(400, 'INVALID_ARGUMENT', `Invalid value at '${field}.data' (TYPE_BYTES), Base64 decoding failed`);
      const mimeType = inline.mimeType ?? inline.mime_type;
      if (String(mimeType).startsWith('image/') && imageTypeOfBytes(bytes) !== mimeType) return googleErrorAnswer(400, 'INVALID_ARGUMENT', 'Provided image is not valid.');
    }
  }
  return undefined;
}

const callPattern = /^\/v1beta\/models\/([^/:]+):(streamGenerateContent|generateContent)$/;

export async function startGoogleStandIn(options: GoogleStandInOptions = {}): Promise<GoogleStandIn> {
  const apiKey = options.apiKey ?? 'test-google-key';
  const image = options.image ?? solidPng();
  const answer = options.answer ?? ['Hello', ', pack', 'lens'];
  const server = await startStandIn((request, url) => {
    const key = request.headers['x-goog-api-key'];
    if (!key) return googleErrorAnswer(403, 'PERMISSION_DENIED', "Method doesn't allow unregistered callers. Please use an API key.");
    if (key !== apiKey) {
      return googleErrorAnswer(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.', {
        details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID', domain: 'googleapis.com' }],
      });
    }
    const call = callPattern.exec(url.pathname);
    if (request.method !== 'POST' || !call) return undefined;
    const [, model, method] = call;
    if (!Array.isArray(request.json?.contents)) return googleErrorAnswer(400, 'INVALID_ARGUMENT', '* GenerateContentRequest.contents: contents is not specified');
    const refused = partsError(request.json.contents);
    if (refused) return refused;
    if (method === 'streamGenerateContent') {
      if (url.searchParams.get('alt') !== 'sse') return googleErrorAnswer(400, 'INVALID_ARGUMENT', 'The stand-in only streams with alt=sse');
      return geminiTextStream(answer, { finishReason: options.finishReason, usage: options.usage, modelVersion: options.modelVersion ?? model });
    }
    const modalities: string[] = request.json?.generationConfig?.responseModalities ?? [];
    if (modalities.includes('IMAGE')) return geminiImageAnswer([image], options.modelVersion ?? model);
    return {
      json: {
        candidates: [{ content: { role: 'model', parts: [{ text: answer.join('') }] }, finishReason: options.finishReason ?? 'STOP', index: 0 }],
        usageMetadata: options.usage ?? { promptTokenCount: 42, candidatesTokenCount: 7 },
        modelVersion: options.modelVersion ?? model,
      },
    };
  });
  return {
    ...server,
    apiKey,
    image,
    callOf: (request) => {
      const call = callPattern.exec(new URL(request.path, server.url).pathname);
      return call ? { model: call[1], method: call[2] } : undefined;
    },
  };
}
