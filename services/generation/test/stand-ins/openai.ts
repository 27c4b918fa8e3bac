import { deflateSync } from 'node:zlib';
import { startStandIn, type RecordedRequest, type ScriptedAnswer, type StandInServer } from './server';

/**
 * A stand-in for OpenAI's API (and any OpenAI-compatible server): chat completions, streamed or not, image
 * generations and image edits, with the checks OpenAI makes on the parameters the adapter could get wrong.
 * The SDK's base URL is `baseUrl` (`<url>/v1`).
 */

// ---------- a real PNG ----------

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const pngSignature = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A valid RGBA PNG of one colour (alpha 0 makes a mask that edits everywhere). */
export function rgbaPng(width = 8, height = 8, rgba: [number, number, number, number] = [200, 40, 40, 255]): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA, deflate, no filter method, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgba).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return new Uint8Array(Buffer.concat([Buffer.from(pngSignature), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]));
}

/** The image type the bytes' signature says (PNG, JPEG, WebP or GIF, the types the providers read), else undefined. */
export function imageTypeOfBytes(bytes: Uint8Array): string | undefined {
  const ascii = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');
  if (pngSignature.every((byte, index) => bytes[index] === byte)) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (ascii(0, 4) === 'GIF8') return 'image/gif';
  return undefined;
}

/** The bytes of strict base64 (what the providers decode), or undefined for anything else. */
export function base64Bytes(data: unknown): Uint8Array | undefined {
  if (typeof data !== 'string' || !data || data.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(data)) return undefined;
  return new Uint8Array(Buffer.from(data, 'base64'));
}

// ---------- answers tests can enqueue ----------

/** OpenAI's error body. Its 429 says `code: rate_limit_exceeded` with the limit's kind as `type`. */
export function openAiError(status: number, error: { message: string; type: string; code?: string | null }, headers?: Record<string, string>): ScriptedAnswer {
  return { status, headers, json: { error: { message: error.message, type: error.type, param: null, code: error.code ?? null } } };
}

export interface ChatStreamScript {
  pieces: string[];
  model?: string;
  finishReason?: 'stop' | 'length' | 'content_filter' | null;
  /** Sent in a last chunk without choices, as OpenAI does when `stream_options.include_usage` is set; null: none. */
  usage?: { prompt_tokens: number; completion_tokens: number } | null;
  /** Pieces of a refusal, streamed instead of content. */
  refusal?: string[];
  delayMs?: number;
}

/** A chat completion as OpenAI streams it: role chunk, content chunks, finish chunk, usage chunk, `[DONE]`. */
export function openAiChatStream(script: ChatStreamScript): ScriptedAnswer {
  const base = { id: 'chatcmpl-standin', object: 'chat.completion.chunk', created: 1_760_000_000, model: script.model ?? 'gpt-4o-2024-08-06', system_fingerprint: 'fp_standin' };
  const choice = (delta: object, finish_reason: string | null = null) => ({ ...base, choices: [{ index: 0, delta, logprobs: null, finish_reason }] });
  const usage = script.usage === undefined ? { prompt_tokens: 10, completion_tokens: script.pieces.length } : script.usage;
  const frames: { data: unknown }[] = [
    { data: choice({ role: 'assistant', content: '', refusal: null }) },
    ...script.pieces.map((content) => ({ data: choice({ content }) })),
    ...(script.refusal ?? []).map((refusal) => ({ data: choice({ refusal }) })),
    ...(script.finishReason === null ? [] : [{ data: choice({}, script.finishReason ?? 'stop') }]),
    ...(usage ? [{ data: { ...base, choices: [], usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens } } }] : []),
    { data: '[DONE]' },
  ];
  return { sse: frames, delayMs: script.delayMs };
}

/** A text split as a model streams it: a word (with the space or newline before it) per piece. */
export const piecesOf = (text: string) => text.match(/\s*\S+|\s+$/g) ?? [];

/** A value that follows a JSON schema, so a structured request gets a valid answer by default. */
export function exampleOfJsonSchema(schema: Record<string, unknown>): unknown {
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
      return Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, exampleOfJsonSchema(property)]));
    }
    case 'array':
      return [exampleOfJsonSchema((schema.items ?? {}) as Record<string, unknown>)];
    case 'number':
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    default:
      return String(schema.description ?? 'text');
  }
}

/** The fields and files of a multipart request (image edits), as the server reads them. */
export async function multipartOf(request: RecordedRequest): Promise<{ fields: Record<string, string>; files: { field: string; name: string; type: string; bytes: Uint8Array }[] }> {
  const form = await new Response(new Uint8Array(request.body), { headers: { 'content-type': String(request.headers['content-type']) } }).formData();
  const fields: Record<string, string> = {};
  const files: { field: string; name: string; type: string; bytes: Uint8Array }[] = [];
  for (const [field, value] of form) {
    if (typeof value === 'string') fields[field] = value;
    else files.push({ field, name: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) });
  }
  return { fields, files };
}

// ---------- the routes ----------

export interface OpenAiStandInOptions {
  /** The only key accepted; without it any bearer key is. */
  apiKey?: string;
  /** The chat answer's text; default a numbered list, or an example of the asked JSON schema. */
  reply?: (request: RecordedRequest) => string;
}

export interface OpenAiStandIn extends StandInServer {
  /** The SDK's base URL. */
  baseUrl: string;
}

const invalidRequest = (message: string) => openAiError(400, { message, type: 'invalid_request_error' });
const imageSizes: Record<string, string[]> = { 'dall-e-3': ['1024x1024', '1792x1024', '1024x1792'], gpt: ['1024x1024', '1536x1024', '1024x1536', 'auto'] };
const b64Png = () => Buffer.from(rgbaPng()).toString('base64');

function defaultReply(request: RecordedRequest): string {
  const format = request.json?.response_format;
  if (format?.type === 'json_schema') return JSON.stringify(exampleOfJsonSchema(format.json_schema.schema));
  return '1. Morning Dew\n2. Citrus Spark\n3. Velvet Leaf';
}

interface ChatMessageBody {
  role: string;
  content: string | { type: string; text?: string; image_url?: { url?: unknown } }[];
}

/** Why OpenAI would refuse a message's content parts (text, and image_url in user messages only), or undefined. */
function contentError(message: ChatMessageBody, index: number): ScriptedAnswer | undefined {
  if (typeof message.content === 'string' || !Array.isArray(message.content)) return undefined;
  for (const [at, part] of message.content.entries()) {
    const param = `messages[${index}].content[${at}]`;
    if (part?.type === 'text' && typeof part.text === 'string') continue;
    if (part?.type !== 'image_url') return invalidRequest(`Invalid value: '${part?.type}'. Supported values are: 'text' and 'image_url'. (${param}.type)`);
    if (message.role !== 'user') return invalidRequest(`Image URLs are only allowed for messages with role 'user', but this message with role '${message.role}' contains an image URL. (${param})`);
    const url = part.image_url?.url;
    if (typeof url === 'string' && /^https?:\/\//.test(url)) continue;
    const dataUrl = typeof url === 'string' ? /^data:(image\/(?:png|jpeg|webp|gif));base64,(.*)$/s.exec(url) : null;
    if (!dataUrl) return openAiError(400, { message: `Invalid image URL: '${param}.image_url.url'. Expected a base64-encoded data URL with an image MIME type (e.g. 'data:image/png;base64,aW1nIGJ5dGVzIGhlcmU='), or an https URL.`, type: 'invalid_request_error', code: 'invalid_image_url' });
    const bytes = base64Bytes(dataUrl[2]);
    if (!bytes || imageTypeOfBytes(bytes) !== dataUrl[1]) {
      return openAiError(400, { message: "You uploaded an unsupported image. Please make sure your image has of one the following formats: ['png', 'jpeg', 'gif', 'webp'].", type: 'invalid_request_error', code: 'invalid_image_format' });
    }
  }
  return undefined;
}

/** A message's words: its text, or the text of its parts. */
const textOf = (message: ChatMessageBody) =>
  typeof message.content === 'string' ? message.content : message.content.map((part) => (part.type === 'text' ? part.text : '')).join(' ');

function chatAnswer(request: RecordedRequest, reply: string): ScriptedAnswer {
  const body = request.json;
  if (!body?.model || !Array.isArray(body.messages)) return invalidRequest('model and messages are required');
  const messages = body.messages as ChatMessageBody[];
  const refused = messages.map(contentError).find(Boolean);
  if (refused) return refused;
  if (body.stream) {
    const words = messages.map(textOf).join(' ').split(/\s+/).length;
    const pieces = piecesOf(reply);
    return openAiChatStream({ pieces, model: body.model, usage: body.stream_options?.include_usage ? { prompt_tokens: words, completion_tokens: pieces.length } : null });
  }
  return {
    json: {
      id: 'chatcmpl-standin',
      object: 'chat.completion',
      created: 1_760_000_000,
      model: body.model,
      choices: [{ index: 0, message: { role: 'assistant', content: reply, refusal: null }, logprobs: null, finish_reason: 'stop' }],
      usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
    },
  };
}

function generationsAnswer(body: RecordedRequest['json']): ScriptedAnswer {
  const model = String(body.model ?? 'dall-e-2');
  const n = Number(body.n ?? 1);
  const isDallE3 = model === 'dall-e-3';
  if (isDallE3 && n !== 1) return invalidRequest('You must provide n=1 for this model.');
  if (!isDallE3 && model.startsWith('gpt-image') && body.response_format !== undefined) return invalidRequest("Unknown parameter: 'response_format'.");
  if (body.size && !imageSizes[isDallE3 ? 'dall-e-3' : 'gpt'].includes(body.size)) return invalidRequest(`Invalid size '${body.size}' for ${model}.`);
  const data = Array.from({ length: n }, () => (isDallE3 && body.response_format !== 'b64_json' ? { url: 'https://stand-in.invalid/image.png' } : { b64_json: b64Png(), revised_prompt: isDallE3 ? body.prompt : undefined }));
  return { json: { created: 1_760_000_000, data, ...(isDallE3 ? {} : { output_format: 'png', size: body.size ?? '1024x1024', quality: 'high', background: 'opaque' }) } };
}

async function editsAnswer(request: RecordedRequest): Promise<ScriptedAnswer> {
  if (!String(request.headers['content-type']).startsWith('multipart/form-data')) return invalidRequest('Image edits take multipart/form-data');
  const { fields, files } = await multipartOf(request);
  if (!fields.prompt) return invalidRequest('prompt is required');
  if (fields.model === 'dall-e-3') return invalidRequest('dall-e-3 does not support image edits.');
  if (!files.some((file) => file.field === 'image' || file.field === 'image[]')) return invalidRequest('image is required');
  const mask = files.find((file) => file.field === 'mask');
  if (mask && mask.type !== 'image/png') return invalidRequest('The mask must be a PNG.');
  const n = Number(fields.n ?? 1);
  return { json: { created: 1_760_000_000, data: Array.from({ length: n }, () => ({ b64_json: b64Png() })), output_format: fields.output_format ?? 'png', background: fields.background ?? 'opaque', size: fields.size ?? '1024x1024' } };
}

export async function startOpenAiStandIn(options: OpenAiStandInOptions = {}): Promise<OpenAiStandIn> {
  const server = await startStandIn(async (request, url) => {
    const authorization = String(request.headers.authorization ?? '');
    if (!authorization.startsWith('Bearer ')) {
      return openAiError(401, { message: "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth.", type: 'invalid_request_error' });
    }
    if (options.apiKey !== undefined && authorization !== `Bearer ${options.apiKey}`) {
      return openAiError(401, { message: 'Incorrect API key provided.', type: 'invalid_request_error', code: 'invalid_api_key' });
    }
    const route = `${request.method} ${url.pathname}`;
    if (route === 'POST /v1/chat/completions') return chatAnswer(request, (options.reply ?? defaultReply)(request));
    if (route === 'POST /v1/images/generations') return generationsAnswer(request.json ?? {});
    if (route === 'POST /v1/images/edits') return editsAnswer(request);
    return openAiError(404, { message: `Invalid URL (${route})`, type: 'invalid_request_error' });
  });
  return Object.assign(server, { baseUrl: `${server.url}/v1` });
}
