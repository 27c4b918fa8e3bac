import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProviderError } from '../src/errors';
import type { TextRequest } from '../src/ports';
import { googleImageModel, googleTextModel } from '../src/providers/google';
import { conceptsRequest, namesRequest } from '../src/text/prompts';
import { geminiImageAnswer, geminiTextStream, googleErrorAnswer, startGoogleStandIn, type GoogleStandIn } from './stand-ins/google';
import { encodePng, solidPng, startsWithPngSignature } from './stand-ins/png';

const brief = {
  language: 'en' as const,
  product: 'Oat milk',
  category: 'Plant milk',
  target: 'Women in their 30s',
  features: ['calcium'],
  tone: 'gentle',
  wordsToUse: [],
  wordsToAvoid: [],
};

/** A naming request with one refinement turn, so that the conversation has an assistant message. */
const namingRequest = (overrides: Partial<TextRequest> = {}): TextRequest => ({
  ...namesRequest(brief, 30, { model: 'gemini-2.0-flash', maxOutputTokens: 800 }, { instruction: 'Shorter', previous: ['Oatly Dawn'], favourites: [], turn: 1 }),
  ...overrides,
});

const concepts = [{ title: 'Morning calm', insight: 'Mornings are rushed', benefit: 'A calm start', reason_to_believe: 'Slow-roasted oats' }];

/** Runs `action`, expecting a ProviderError, and returns it. */
async function failureOf(action: Promise<unknown>): Promise<ProviderError> {
  const error = await action.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

let standIn: GoogleStandIn;
afterEach(() => standIn.close());

describe('Gemini 2.0 Flash text', () => {
  beforeEach(async () => {
    standIn = await startGoogleStandIn({ answer: ['1. Oat', 'ly', ' Dawn\n2. Calm', ' Cup'], usage: { promptTokenCount: 120, candidatesTokenCount: 18 } });
  });
  const model = () => googleTextModel({ apiKey: standIn.apiKey, baseUrl: standIn.url });

  it('streams from the model with the key, the system instruction, the Gemini roles, max tokens and temperature', async () => {
    await model().complete(namingRequest());

    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1beta/models/gemini-2.0-flash:streamGenerateContent?alt=sse');
    expect(request.headers['x-goog-api-key']).toBe(standIn.apiKey);
    const sent = namingRequest();
    expect(request.json.systemInstruction.parts).toEqual([{ text: sent.system }]);
    expect(request.json.contents).toEqual([
      { role: 'user', parts: [{ text: sent.messages[0].content }] },
      { role: 'model', parts: [{ text: '1. Oatly Dawn' }] },
      { role: 'user', parts: [{ text: sent.messages[2].content }] },
    ]);
    expect(request.json.generationConfig).toEqual({ maxOutputTokens: 800, temperature: 0.9 });
  });

  it('sends the pictures of a message as inlineData parts before its text, and reads the answer as usual', async () => {
    // Given a naming conversation whose first user message carries a small PNG
    const png = solidPng();
    const request = namingRequest();
    const [question, ...rest] = request.messages;

    // When Gemini is asked
    const result = await model().complete({ ...request, messages: [{ ...question, images: [{ bytes: png, mediaType: 'image/png' }] }, ...rest] });

    // Then that message went out as an inlineData part with its MIME type, then the text; the others as before
    const { contents } = standIn.requests[0].json;
    expect(contents).toEqual([
      { role: 'user', parts: [{ inlineData: { mimeType: 'image/png', data: expect.any(String) } }, { text: question.content }] },
      { role: 'model', parts: [{ text: '1. Oatly Dawn' }] },
      { role: 'user', parts: [{ text: rest[1].content }] },
    ]);
    expect(new Uint8Array(Buffer.from(contents[0].parts[0].inlineData.data, 'base64'))).toEqual(png);
    // And the answer is read as usual
    expect(result.text).toBe('1. Oatly Dawn\n2. Calm Cup');
    expect(result.finishReason).toBe('stop');
  });

  it('is refused as bad_request when a picture is not the image it says it is', async () => {
    // Given a user message whose "PNG" is not image data
    const request = namingRequest();
    const notAnImage = { bytes: new TextEncoder().encode('not a picture'), mediaType: 'image/png' as const };

    // When Gemini is asked
    const error = await failureOf(model().complete({ ...request, messages: [{ ...request.messages[0], images: [notAnImage] }] }));

    // Then Google's 400 INVALID_ARGUMENT comes back as bad_request, after one request
    expect(error.failure).toBe('bad_request');
    expect(error.details.status).toBe(400);
    expect(error.message).toBe('Provided image is not valid.');
    expect(JSON.parse((error.details.cause as Error).message).error.status).toBe('INVALID_ARGUMENT');
    expect(standIn.requests).toHaveLength(1);
  });

  it('passes every streamed piece to onDelta in order, and the pieces make the text', async () => {
    const deltas: string[] = [];

    const result = await model().complete(namingRequest(), (piece) => deltas.push(piece));

    expect(deltas).toEqual(['1. Oat', 'ly', ' Dawn\n2. Calm', ' Cup']);
    expect(result.text).toBe('1. Oatly Dawn\n2. Calm Cup');
    expect(result.json).toBeUndefined();
  });

  it('reports the token usage and the model that answered', async () => {
    standIn.enqueue(geminiTextStream(['Hi'], { usage: { promptTokenCount: 31, candidatesTokenCount: 4 }, modelVersion: 'gemini-2.0-flash-001' }));

    const result = await model().complete(namingRequest());

    expect(result.usage).toEqual({ inputTokens: 31, outputTokens: 4 });
    expect(result.model).toBe('gemini-2.0-flash-001');
  });

  it.each([
    ['STOP', 'stop'],
    ['MAX_TOKENS', 'length'],
    ['SAFETY', 'refused'],
    ['PROHIBITED_CONTENT', 'refused'],
    ['BLOCKLIST', 'refused'],
    ['OTHER', 'other'],
  ] as const)('reads finish reason %s as %s', async (finishReason, expected) => {
    standIn.enqueue(geminiTextStream(['Some', ' text'], { finishReason }));

    const result = await model().complete(namingRequest());

    expect(result.finishReason).toBe(expected);
  });

  it('refuses when Gemini blocks the prompt', async () => {
    standIn.enqueue(geminiTextStream([], { promptFeedback: { blockReason: 'SAFETY' } }));

    const error = await failureOf(model().complete(namingRequest()));

    expect(error.failure).toBe('refused');
    expect(error.retryable).toBe(false);
  });

  it('asks for JSON with the concepts schema and parses the streamed JSON', async () => {
    const json = JSON.stringify({ concepts });
    standIn.enqueue(geminiTextStream([json.slice(0, 20), json.slice(20, 50), json.slice(50)]));
    const request = conceptsRequest({ language: 'en', conceptType: 'NEEDS', product: 'Oat milk', category: 'Plant milk', target: '', message: '' }, 1, { model: 'gemini-2.0-flash', maxOutputTokens: 2000 });

    const result = await model().complete(request);

    const config = standIn.requests[0].json.generationConfig;
    expect(config.responseMimeType).toBe('application/json');
    expect(config.responseJsonSchema).toEqual(request.schema?.jsonSchema);
    expect(config.responseSchema).toBeUndefined();
    expect(result.json).toEqual({ concepts });
    expect(result.text).toBe(json);
  });

  it('fails with bad_answer when the structured answer is not JSON', async () => {
    standIn.enqueue(geminiTextStream(['{"concepts": [', '{"title": "cut']));
    const request = conceptsRequest({ language: 'en', conceptType: 'NEEDS', product: 'Oat milk', category: 'Plant milk', target: '', message: '' }, 1, { model: 'gemini-2.0-flash', maxOutputTokens: 2000 });

    const error = await failureOf(model().complete(request));

    expect(error.failure).toBe('bad_answer');
  });

  it('reports 429 as rate_limited with the Retry-After wait, after exactly one request', async () => {
    standIn.enqueue(googleErrorAnswer(429, 'RESOURCE_EXHAUSTED', 'Resource has been exhausted (e.g. check quota).', { headers: { 'retry-after': '7' } }));

    const error = await failureOf(model().complete(namingRequest()));

    expect(error.failure).toBe('rate_limited');
    expect(error.retryable).toBe(true);
    expect(error.details.retryAfterMs).toBe(7000);
    expect(error.details.status).toBe(429);
    expect(standIn.requests).toHaveLength(1);
  });

  it("reads the wait from Google's RetryInfo when there is no Retry-After header", async () => {
    standIn.enqueue(
      googleErrorAnswer(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded', { details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '12s' }] }),
    );

    const error = await failureOf(model().complete(namingRequest()));

    expect(error.details.retryAfterMs).toBe(12_000);
  });

  it.each([
    [401, 'UNAUTHENTICATED', 'auth'],
    [403, 'PERMISSION_DENIED', 'auth'],
    [500, 'INTERNAL', 'unavailable'],
    [503, 'UNAVAILABLE', 'unavailable'],
    [400, 'INVALID_ARGUMENT', 'bad_request'],
    [404, 'NOT_FOUND', 'bad_request'],
  ] as const)('maps %i %s to %s without retrying', async (status, code, failure) => {
    standIn.enqueue(googleErrorAnswer(status, code, `stand-in ${code}`));

    const error = await failureOf(model().complete(namingRequest()));

    expect(error.failure).toBe(failure);
    expect(error.details.status).toBe(status);
    expect(error.message).toBe(`stand-in ${code}`);
    expect(standIn.requests).toHaveLength(1);
  });

  it("maps Google's answer to a wrong key (400 API_KEY_INVALID) to auth", async () => {
    const error = await failureOf(googleTextModel({ apiKey: 'wrong-key', baseUrl: standIn.url }).complete(namingRequest()));

    expect(standIn.requests[0].headers['x-goog-api-key']).toBe('wrong-key');
    expect(error.failure).toBe('auth');
    expect(error.details.status).toBe(400);
  });

  it('reports a dropped connection as a retryable network failure', async () => {
    standIn.enqueue({ hangUp: true });

    const error = await failureOf(model().complete(namingRequest()));

    expect(error.failure).toBe('network');
    expect(error.retryable).toBe(true);
  });

  it('stops with aborted when the caller aborts while the answer streams', async () => {
    standIn.enqueue(geminiTextStream(['first', ' second', ' third'], { delayMs: 30 }));
    const controller = new AbortController();
    const deltas: string[] = [];

    const error = await failureOf(
      model().complete(namingRequest({ signal: controller.signal }), (piece) => {
        deltas.push(piece);
        controller.abort();
      }),
    );

    expect(error.failure).toBe('aborted');
    expect(deltas).toEqual(['first']);
  });

  it('stops with aborted when the caller aborts before Gemini answers', async () => {
    standIn.enqueue({ hang: true });
    const controller = new AbortController();

    const pending = failureOf(model().complete(namingRequest({ signal: controller.signal })));
    await vi.waitFor(() => expect(standIn.requests).toHaveLength(1));
    controller.abort();

    expect((await pending).failure).toBe('aborted');
  });

  it("passes the caller's own onDelta error through unchanged", async () => {
    const own = new Error('the socket to the browser closed');

    const error = await model()
      .complete(namingRequest(), () => {
        throw own;
      })
      .catch((caught: unknown) => caught);

    expect(error).toBe(own);
  });
});

describe('Gemini 2.5 Flash Image', () => {
  beforeEach(async () => {
    standIn = await startGoogleStandIn();
  });
  const images = () => googleImageModel({ apiKey: standIn.apiKey, baseUrl: standIn.url });
  const base = { model: 'gemini-2.5-flash-image', prompt: 'A carton of oat milk on a kitchen table', width: 1024, height: 1536, count: 1 };
  const partsOf = (index: number) => standIn.requests[index].json.contents[0].parts as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any

  it('generates each image with one generateContent call asking for the IMAGE modality and the nearest aspect ratio', async () => {
    const result = await images().generate({ ...base, count: 2, seed: 40, negativePrompt: 'people' });

    expect(standIn.requests.map((request) => request.path)).toEqual([
      '/v1beta/models/gemini-2.5-flash-image:generateContent',
      '/v1beta/models/gemini-2.5-flash-image:generateContent',
    ]);
    expect(standIn.requests[0].headers['x-goog-api-key']).toBe(standIn.apiKey);
    expect(standIn.requests[0].json.generationConfig).toEqual({ responseModalities: ['IMAGE'], imageConfig: { aspectRatio: '2:3' }, seed: 40 });
    expect(standIn.requests[1].json.generationConfig.seed).toBe(41);
    expect(partsOf(0)).toEqual([{ text: 'A carton of oat milk on a kitchen table\nAvoid: people' }]);
    expect(result.tickets).toBe(2);
    expect(result.images).toHaveLength(2);
    expect(result.model).toBe('gemini-2.5-flash-image');
  });

  it('returns the PNG bytes Gemini sent inline', async () => {
    const result = await images().generate(base);

    const [image] = result.images;
    expect(image.mediaType).toBe('image/png');
    expect(startsWithPngSignature(image.bytes)).toBe(true);
    expect(Buffer.from(image.bytes).equals(Buffer.from(standIn.image))).toBe(true);
  });

  it('edits by sending the images, then the mask as one more image with how to read it, then the prompt', async () => {
    const product = solidPng([10, 20, 30]);
    const mask = encodePng({ width: 2, height: 2, channels: 4, pixels: new Uint8Array(16) });

    const result = await images().edit({ ...base, prompt: 'Make the carton blue', images: [product], mask });

    const parts = partsOf(0);
    expect(parts).toHaveLength(4);
    expect(parts[0]).toEqual({ inlineData: { mimeType: 'image/png', data: Buffer.from(product).toString('base64') } });
    expect(parts[1]).toEqual({ inlineData: { mimeType: 'image/png', data: Buffer.from(mask).toString('base64') } });
    expect(parts[2].text).toMatch(/mask.*transparent or white/);
    expect(parts[3]).toEqual({ text: 'Make the carton blue' });
    // The edit keeps the input's aspect ratio.
    expect(standIn.requests[0].json.generationConfig.imageConfig).toBeUndefined();
    expect(result.tickets).toBe(1);
  });

  it('composes by sending every image before the prompt', async () => {
    const pictures = [solidPng([255, 0, 0]), solidPng([0, 255, 0]), solidPng([0, 0, 255])];

    await images().compose({ ...base, width: 1024, height: 1024, prompt: 'Put the logo on the can', images: pictures });

    const parts = partsOf(0);
    expect(parts.slice(0, 3).map((part) => part.inlineData.data)).toEqual(pictures.map((picture) => Buffer.from(picture).toString('base64')));
    expect(parts[3].text).toContain('Compose these 3 images into one picture. Put the logo on the can');
    expect(standIn.requests[0].json.generationConfig.imageConfig).toEqual({ aspectRatio: '1:1' });
  });

  it('removes a background by sending the image with that instruction', async () => {
    const product = solidPng();

    const result = await images().removeBackground({ model: 'gemini-2.5-flash-image', image: product });

    const parts = partsOf(0);
    expect(parts[0].inlineData.data).toBe(Buffer.from(product).toString('base64'));
    expect(parts[1].text).toMatch(/^Remove the background/);
    expect(result.images).toHaveLength(1);
    expect(result.tickets).toBe(1);
  });

  it('counts as tickets the images Gemini returned', async () => {
    standIn.enqueue(geminiImageAnswer([solidPng(), solidPng([1, 2, 3])]));

    const result = await images().generate(base);

    expect(result.images).toHaveLength(2);
    expect(result.tickets).toBe(2);
  });

  it('refuses when Gemini answers no image for safety', async () => {
    standIn.enqueue({ json: { candidates: [{ content: { role: 'model', parts: [] }, finishReason: 'IMAGE_SAFETY', index: 0 }], modelVersion: 'gemini-2.5-flash-image' } });

    const error = await failureOf(images().generate(base));

    expect(error.failure).toBe('refused');
  });

  it('fails with bad_answer when Gemini answers only text', async () => {
    standIn.enqueue({ json: { candidates: [{ content: { role: 'model', parts: [{ text: 'I cannot draw that.' }] }, finishReason: 'STOP', index: 0 }] } });

    const error = await failureOf(images().generate(base));

    expect(error.failure).toBe('bad_answer');
  });

  it('reports 429 as rate_limited after one request, even when several images were asked for', async () => {
    standIn.enqueue(googleErrorAnswer(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded', { headers: { 'retry-after': '3' } }));

    const error = await failureOf(images().generate({ ...base, count: 3 }));

    expect(error.failure).toBe('rate_limited');
    expect(error.details.retryAfterMs).toBe(3000);
    expect(standIn.requests).toHaveLength(1);
  });

  it('stops with aborted when the caller aborts a drawing', async () => {
    standIn.enqueue({ hang: true });
    const controller = new AbortController();

    const pending = failureOf(images().generate({ ...base, signal: controller.signal }));
    await vi.waitFor(() => expect(standIn.requests).toHaveLength(1));
    controller.abort();

    expect((await pending).failure).toBe('aborted');
  });

  it('does not train brand models', async () => {
    const error = await failureOf(images().trainBrand({ trainer: 'x/y:1', destination: 'a/b', imagesZip: new Uint8Array(4), triggerWord: 'PKL' }));

    expect(error.failure).toBe('bad_request');
    expect(error.message).toBe('Gemini does not train brand models');
    expect(standIn.requests).toHaveLength(0);
  });
});
