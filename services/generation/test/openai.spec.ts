import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProviderError } from '../src/errors';
import type { ImageRequestBase, ProviderConnection, TextBrief } from '../src/ports';
import { openAiImageModel, openAiImageSize, openAiTextModel } from '../src/providers/openai';
import { conceptsRequest, conceptsSchema, namesRequest } from '../src/text/prompts';
import { multipartOf, openAiChatStream, openAiError, piecesOf, rgbaPng, startOpenAiStandIn, type OpenAiStandIn } from './stand-ins/openai';

const apiKey = 'sk-test-openai';
const brief: TextBrief = {
  language: 'en',
  product: 'Sparkling green tea',
  category: 'Soft drinks',
  target: 'Office workers in their thirties',
  features: ['no sugar', 'yuzu'],
  tone: 'fresh',
  wordsToUse: [],
  wordsToAvoid: ['diet'],
};
const names = (signal?: AbortSignal) => ({ ...namesRequest(brief, 3, { model: 'gpt-4o', maxOutputTokens: 800 }), signal });
const concepts = () => conceptsRequest({ language: 'en', conceptType: 'NEEDS', product: 'Green tea', category: 'Soft drinks', target: 'Students', message: '' }, 2, { model: 'gpt-4o', maxOutputTokens: 2000 });
const listAnswer = '1. Morning Dew\n2. Citrus Spark\n3. Velvet Leaf';
const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

let standIn: OpenAiStandIn;
let connection: ProviderConnection;
beforeEach(async () => {
  standIn = await startOpenAiStandIn({ apiKey });
  connection = { apiKey, baseUrl: standIn.baseUrl };
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await standIn.close();
});

/** The ProviderError a failing call rejects with. */
async function failureOf(call: Promise<unknown>): Promise<ProviderError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('the chat request', () => {
  it('goes to OpenAI with the key, the system message first, the output limit OpenAI documents, the temperature and a usage-reporting stream', async () => {
    // Given a connection without a base URL, which the SDK sends to OpenAI (here its environment points at the stand-in)
    vi.stubEnv('OPENAI_BASE_URL', standIn.baseUrl);
    const request = names();

    // When the model is asked for names
    await openAiTextModel({ apiKey }).complete(request);

    // Then one streamed chat completion was asked for, as OpenAI documents it for gpt-4o
    const [sent] = standIn.requests;
    expect(`${sent.method} ${sent.path}`).toBe('POST /v1/chat/completions');
    expect(sent.headers.authorization).toBe(`Bearer ${apiKey}`);
    expect(sent.json.model).toBe('gpt-4o');
    expect(sent.json.messages).toEqual([{ role: 'system', content: request.system }, ...request.messages]);
    expect(sent.json.max_completion_tokens).toBe(800);
    expect(sent.json).not.toHaveProperty('max_tokens');
    expect(sent.json.temperature).toBe(0.9);
    expect(sent.json.stream).toBe(true);
    expect(sent.json.stream_options).toEqual({ include_usage: true });
    expect(sent.json).not.toHaveProperty('response_format');
  });

  it('asks for strict structured output when the request has a schema', async () => {
    await openAiTextModel(connection).complete(concepts());

    expect(standIn.requests[0].json.response_format).toEqual({
      type: 'json_schema',
      json_schema: { name: 'product_concepts', schema: conceptsSchema.jsonSchema, strict: true },
    });
  });
});

describe('a message with a picture', () => {
  it('goes out as a text part and an image_url part with a base64 data URL, and the answer is read as usual', async () => {
    // Given a names request whose user message carries a small PNG
    const png = rgbaPng(4, 4);
    const request = names();
    const [question] = request.messages;

    // When the model is asked
    const result = await openAiTextModel(connection).complete({ ...request, messages: [{ ...question, images: [{ bytes: png, mediaType: 'image/png' }] }] });

    // Then the user message went out in Chat Completions' multimodal form, the picture's bytes intact
    const [system, sent] = standIn.requests[0].json.messages;
    expect(system).toEqual({ role: 'system', content: request.system });
    expect(sent).toEqual({
      role: 'user',
      content: [
        { type: 'text', text: question.content },
        { type: 'image_url', image_url: { url: expect.stringMatching(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/) } },
      ],
    });
    expect(new Uint8Array(Buffer.from(sent.content[1].image_url.url.split(',')[1], 'base64'))).toEqual(png);
    // And the answer is read as usual
    expect(result.text).toBe(listAnswer);
    expect(result.finishReason).toBe('stop');
  });

  it('is refused as bad_request when the picture is not the image it says it is', async () => {
    // Given a user message whose "PNG" is not image data
    const request = names();
    const notAnImage = { bytes: new TextEncoder().encode('not a picture'), mediaType: 'image/png' as const };

    // When the model is asked
    const error = await failureOf(openAiTextModel(connection).complete({ ...request, messages: [{ ...request.messages[0], images: [notAnImage] }] }));

    // Then OpenAI's 400 invalid_request_error comes back as bad_request, after one request
    expect(error.failure).toBe('bad_request');
    expect(error.details.status).toBe(400);
    expect(error.details.cause).toMatchObject({ type: 'invalid_request_error', code: 'invalid_image_format' });
    expect(standIn.requests).toHaveLength(1);
  });
});

describe('the streamed answer', () => {
  it('reaches onDelta piece by piece, in order, and concatenates to the text', async () => {
    const deltas: string[] = [];

    const result = await openAiTextModel(connection).complete(names(), (piece) => deltas.push(piece));

    expect(deltas).toEqual(piecesOf(listAnswer));
    expect(deltas.length).toBeGreaterThan(3);
    expect(result.text).toBe(listAnswer);
    expect(result.model).toBe('gpt-4o');
    expect(result.finishReason).toBe('stop');
  });

  it('counts the usage of the last chunk', async () => {
    standIn.enqueue(openAiChatStream({ pieces: ['1. Dew'], usage: { prompt_tokens: 123, completion_tokens: 45 } }));

    const result = await openAiTextModel(connection).complete(names());

    expect(result.usage).toEqual({ inputTokens: 123, outputTokens: 45 });
  });

  it.each([
    ['stop', 'stop'],
    ['length', 'length'],
    ['content_filter', 'refused'],
  ] as const)('reads finish_reason %s as %s', async (finishReason, expected) => {
    standIn.enqueue(openAiChatStream({ pieces: ['1. Dew'], finishReason }));

    const result = await openAiTextModel(connection).complete(names());

    expect(result.finishReason).toBe(expected);
  });

  it('fails with refused when the model streams a refusal', async () => {
    standIn.enqueue(openAiChatStream({ pieces: [], refusal: ['I cannot ', 'help with that.'] }));

    const error = await failureOf(openAiTextModel(connection).complete(names()));

    expect(error.failure).toBe('refused');
    expect(error.message).toBe('I cannot help with that.');
  });

  it('fails with network when the stream ends without a finish reason', async () => {
    standIn.enqueue(openAiChatStream({ pieces: ['1. Dew'], finishReason: null, usage: null }));

    const error = await failureOf(openAiTextModel(connection).complete(names()));

    expect(error.failure).toBe('network');
  });

  it('lets an error thrown by onDelta through unchanged', async () => {
    const own = new Error('the client went away');

    const error = await openAiTextModel(connection)
      .complete(names(), () => {
        throw own;
      })
      .catch((reason: unknown) => reason);

    expect(error).toBe(own);
  });
});

describe('structured output', () => {
  it('parses the answer into json and keeps the JSON text', async () => {
    const answer = { concepts: [{ title: 'Calm focus', insight: 'I lose focus at 3 pm', benefit: 'Steady energy', reason_to_believe: 'Green tea theanine' }] };
    standIn.enqueue(openAiChatStream({ pieces: piecesOf(JSON.stringify(answer, null, 1)) }));

    const result = await openAiTextModel(connection).complete(concepts());

    expect(result.json).toEqual(answer);
    expect(result.text).toBe(JSON.stringify(answer, null, 1));
  });

  it('fails with bad_answer when the JSON is malformed', async () => {
    standIn.enqueue(openAiChatStream({ pieces: ['{"concepts": [', '{"title": "Calm'], finishReason: 'length' }));

    const error = await failureOf(openAiTextModel(connection).complete(concepts()));

    expect(error.failure).toBe('bad_answer');
  });
});

describe('failures', () => {
  it('reports a 429 as rate_limited with the wait OpenAI asks for, after exactly one request', async () => {
    standIn.enqueue(openAiError(429, { message: 'Rate limit reached for gpt-4o', type: 'requests', code: 'rate_limit_exceeded' }, { 'retry-after': '2' }));

    const error = await failureOf(openAiTextModel(connection).complete(names()));

    expect(error.failure).toBe('rate_limited');
    expect(error.retryable).toBe(true);
    expect(error.details.retryAfterMs).toBe(2000);
    expect(error.details.status).toBe(429);
    expect(error.details.provider).toBe('openai');
    expect(standIn.requests).toHaveLength(1);
  });

  it('reports a wrong key as auth, not retryable', async () => {
    const error = await failureOf(openAiTextModel({ ...connection, apiKey: 'sk-wrong' }).complete(names()));

    expect(error.failure).toBe('auth');
    expect(error.retryable).toBe(false);
    expect(error.details.status).toBe(401);
  });

  it.each([
    [500, 'server_error', 'unavailable'],
    [503, 'server_error', 'unavailable'],
    [400, 'invalid_request_error', 'bad_request'],
    [404, 'invalid_request_error', 'bad_request'],
  ] as const)('reports a %i (%s) as %s, after exactly one request', async (status, type, failure) => {
    standIn.enqueue(openAiError(status, { message: 'no', type }));

    const error = await failureOf(openAiTextModel(connection).complete(names()));

    expect(error.failure).toBe(failure);
    expect(standIn.requests).toHaveLength(1);
  });

  it('reports a dropped connection as network, without trying again', async () => {
    standIn.enqueue({ hangUp: true });

    const error = await failureOf(openAiTextModel(connection).complete(names()));

    expect(error.failure).toBe('network');
    expect(error.retryable).toBe(true);
    expect(standIn.requests).toHaveLength(1);
  });

  it('reports a server that never answers within the timeout as network', async () => {
    standIn.enqueue({ hang: true });

    const error = await failureOf(openAiTextModel({ ...connection, timeoutMs: 300 }).complete(names()));

    expect(error.failure).toBe('network');
  });

  it('reports a missing key as auth without calling OpenAI', async () => {
    const error = await failureOf(openAiTextModel({ ...connection, apiKey: '' }).complete(names()));

    expect(error.failure).toBe('auth');
    expect(standIn.requests).toHaveLength(0);
  });

  it('reports an abort in the middle of the stream as aborted', async () => {
    standIn.enqueue(openAiChatStream({ pieces: piecesOf('1. One\n2. Two\n3. Three\n4. Four\n5. Five'), delayMs: 40 }));
    const controller = new AbortController();
    const deltas: string[] = [];

    const error = await failureOf(
      openAiTextModel(connection).complete(names(controller.signal), (piece) => {
        deltas.push(piece);
        controller.abort();
      }),
    );

    expect(error.failure).toBe('aborted');
    expect(error.retryable).toBe(false);
    expect(deltas).toEqual(['1.']);
  });
});

describe('an OpenAI-compatible local server', () => {
  it('answers through the base URL with the max_tokens such servers take', async () => {
    // Given a customer's own model server that speaks OpenAI's protocol
    const local = await startOpenAiStandIn({ reply: () => '1. Local name' });
    try {
      // When the text model is pointed at it
      const result = await openAiTextModel({ apiKey: 'local-key', baseUrl: local.baseUrl }).complete({ ...names(), model: 'llama3.1:8b' });

      // Then the answer comes from it, asked for with chat completions only
      expect(result.text).toBe('1. Local name');
      expect(result.model).toBe('llama3.1:8b');
      expect(local.requests.map((request) => request.path)).toEqual(['/v1/chat/completions']);
      expect(local.requests[0].json.max_tokens).toBe(800);
      expect(local.requests[0].json).not.toHaveProperty('max_completion_tokens');
    } finally {
      await local.close();
    }
  });
});

// ---------- images ----------

const imageRequest = (overrides: Partial<ImageRequestBase> = {}): ImageRequestBase => ({
  model: 'gpt-image-1',
  prompt: 'A can of sparkling green tea on a white table',
  width: 1024,
  height: 1024,
  count: 1,
  ...overrides,
});

describe('image sizes', () => {
  it.each([
    ['gpt-image-1', 1024, 1024, '1024x1024'],
    ['gpt-image-1', 1200, 800, '1536x1024'],
    ['gpt-image-1', 800, 1200, '1024x1536'],
    ['gpt-image-1', 1920, 1080, '1536x1024'],
    ['dall-e-3', 1600, 900, '1792x1024'],
    ['dall-e-3', 900, 1600, '1024x1792'],
    ['dall-e-3', 1100, 1000, '1024x1024'],
  ] as const)('%s at %i×%i is asked for as %s, the accepted size of the closest aspect', (model, width, height, size) => {
    expect(openAiImageSize(model, width, height)).toBe(size);
  });
});

describe('generate', () => {
  it('asks GPT Image 1 for all images at once, without response_format, and decodes them', async () => {
    const result = await openAiImageModel(connection).generate(imageRequest({ count: 3, width: 1200, height: 800, negativePrompt: 'text, logos' }));

    expect(standIn.requests).toHaveLength(1);
    const [sent] = standIn.requests;
    expect(`${sent.method} ${sent.path}`).toBe('POST /v1/images/generations');
    expect(sent.headers.authorization).toBe(`Bearer ${apiKey}`);
    expect(sent.json).toMatchObject({ model: 'gpt-image-1', n: 3, size: '1536x1024' });
    expect(sent.json).not.toHaveProperty('response_format');
    expect(sent.json.prompt).toBe('A can of sparkling green tea on a white table\n\nAvoid: text, logos');
    expect(result.images).toHaveLength(3);
    for (const image of result.images) {
      expect([...image.bytes.subarray(0, 8)]).toEqual(pngSignature);
      expect(image.mediaType).toBe('image/png');
    }
    expect(result.tickets).toBe(3);
    expect(result.model).toBe('gpt-image-1');
  });

  it('asks DALL-E 3 once per image, n=1 and b64_json each time', async () => {
    const result = await openAiImageModel(connection).generate(imageRequest({ model: 'dall-e-3', count: 2, width: 1600, height: 900 }));

    expect(standIn.requests.map((request) => request.json)).toEqual([
      { model: 'dall-e-3', prompt: 'A can of sparkling green tea on a white table', size: '1792x1024', n: 1, response_format: 'b64_json' },
      { model: 'dall-e-3', prompt: 'A can of sparkling green tea on a white table', size: '1792x1024', n: 1, response_format: 'b64_json' },
    ]);
    expect(result.images).toHaveLength(2);
    expect([...result.images[1].bytes.subarray(0, 8)]).toEqual(pngSignature);
    expect(result.tickets).toBe(2);
  });

  it('reports a prompt the safety system rejects as refused', async () => {
    standIn.enqueue(openAiError(400, { message: 'Your request was rejected by the safety system.', type: 'image_generation_user_error', code: 'moderation_blocked' }));

    const error = await failureOf(openAiImageModel(connection).generate(imageRequest()));

    expect(error.failure).toBe('refused');
    expect(error.details.status).toBe(400);
  });

  it('reports a 429 as rate_limited with the wait, after one request', async () => {
    standIn.enqueue(openAiError(429, { message: 'Rate limit reached for images', type: 'requests', code: 'rate_limit_exceeded' }, { 'retry-after': '2' }));

    const error = await failureOf(openAiImageModel(connection).generate(imageRequest({ model: 'dall-e-3', count: 2 })));

    expect([error.failure, error.details.retryAfterMs]).toEqual(['rate_limited', 2000]);
    expect(standIn.requests).toHaveLength(1);
  });
});

describe('edit, compose and remove background', () => {
  it('sends two images as image[] and the mask as multipart fields', async () => {
    const first = rgbaPng(8, 8, [10, 20, 30, 255]);
    const second = rgbaPng(8, 8, [40, 50, 60, 255]);
    const mask = rgbaPng(8, 8, [0, 0, 0, 0]);

    const result = await openAiImageModel(connection).edit({ ...imageRequest({ count: 2, width: 800, height: 1200 }), images: [first, second], mask });

    const [sent] = standIn.requests;
    expect(`${sent.method} ${sent.path}`).toBe('POST /v1/images/edits');
    const { fields, files } = await multipartOf(sent);
    expect(fields).toEqual({ model: 'gpt-image-1', prompt: 'A can of sparkling green tea on a white table', n: '2', size: '1024x1536' });
    expect(files.map(({ field, name, type }) => ({ field, name, type }))).toEqual([
      { field: 'image[]', name: 'image-1.png', type: 'image/png' },
      { field: 'image[]', name: 'image-2.png', type: 'image/png' },
      { field: 'mask', name: 'mask.png', type: 'image/png' },
    ]);
    expect(files.map((file) => file.bytes)).toEqual([first, second, mask]);
    expect(result.images).toHaveLength(2);
    expect(result.tickets).toBe(2);
  });

  it('edits with GPT Image 1 when asked with DALL-E 3, which has no edit endpoint', async () => {
    const result = await openAiImageModel(connection).edit({ ...imageRequest({ model: 'dall-e-3' }), images: [rgbaPng()] });

    expect((await multipartOf(standIn.requests[0])).fields.model).toBe('gpt-image-1');
    expect(result.model).toBe('gpt-image-1');
  });

  it('refuses a mask that is not a PNG before calling OpenAI', async () => {
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);

    const error = await failureOf(openAiImageModel(connection).edit({ ...imageRequest(), images: [rgbaPng()], mask: jpeg }));

    expect(error.failure).toBe('bad_request');
    expect(standIn.requests).toHaveLength(0);
  });

  it('composes several images with the prompt through the edit endpoint', async () => {
    const images = [rgbaPng(8, 8, [1, 1, 1, 255]), rgbaPng(8, 8, [2, 2, 2, 255]), rgbaPng(8, 8, [3, 3, 3, 255])];

    const result = await openAiImageModel(connection).compose({ ...imageRequest({ prompt: 'Put the can next to the bottle' }), images });

    const { fields, files } = await multipartOf(standIn.requests[0]);
    expect(standIn.requests[0].path).toBe('/v1/images/edits');
    expect(fields.prompt).toBe('Put the can next to the bottle');
    expect(files.filter((file) => file.field === 'image[]')).toHaveLength(3);
    expect(files.some((file) => file.field === 'mask')).toBe(false);
    expect(result.tickets).toBe(1);
  });

  it('removes the background with a transparent PNG edit that keeps only the product', async () => {
    const product = rgbaPng(8, 8, [90, 160, 90, 255]);

    const result = await openAiImageModel(connection).removeBackground({ model: 'gpt-image-1', image: product });

    const { fields, files } = await multipartOf(standIn.requests[0]);
    expect(fields).toMatchObject({ model: 'gpt-image-1', background: 'transparent', output_format: 'png', n: '1', input_fidelity: 'high' });
    expect(fields.prompt).toContain('Keep only the product');
    expect(files.map(({ field, bytes }) => ({ field, bytes }))).toEqual([{ field: 'image[]', bytes: product }]);
    expect([...result.images[0].bytes.subarray(0, 8)]).toEqual(pngSignature);
    expect(result.tickets).toBe(1);
  });
});

describe('brand models', () => {
  it('are not trained by OpenAI: bad_request, and nothing is sent', async () => {
    const error = await failureOf(
      openAiImageModel(connection).trainBrand({ trainer: 'ostris/flux-dev-lora-trainer:1', destination: 'packlens/brand', imagesZip: new Uint8Array([1]), triggerWord: 'PKL' }),
    );

    expect(error.failure).toBe('bad_request');
    expect(error.message).toBe('OpenAI does not train brand models');
    expect(standIn.requests).toHaveLength(0);
  });
});
