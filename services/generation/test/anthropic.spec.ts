import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError } from '../src/errors';
import type { ProviderConnection, TextBrief } from '../src/ports';
import { anthropicTextModel } from '../src/providers/anthropic';
import { conceptsRequest, conceptsSchema, namesRequest } from '../src/text/prompts';
import { anthropicError, anthropicMessageStream, startAnthropicStandIn, type AnthropicStandIn } from './stand-ins/anthropic';
import { piecesOf, rgbaPng } from './stand-ins/openai';

const apiKey = 'sk-ant-test';
const model = 'claude-sonnet-4-6';
const brief: TextBrief = {
  language: 'ja',
  product: '微炭酸緑茶',
  category: '清涼飲料',
  target: '30代の会社員',
  features: ['無糖', '柚子'],
  tone: '爽やか',
  wordsToUse: [],
  wordsToAvoid: [],
};
const names = (signal?: AbortSignal) => ({ ...namesRequest(brief, 3, { model, maxOutputTokens: 1000 }), signal });
const concepts = () => conceptsRequest({ language: 'en', conceptType: 'TRENDS', product: 'Green tea', category: 'Soft drinks', target: 'Students', message: 'Calm' }, 2, { model, maxOutputTokens: 2000 });
const listAnswer = '1. Morning Dew\n2. Citrus Spark\n3. Velvet Leaf';

let standIn: AnthropicStandIn;
let connection: ProviderConnection;
beforeEach(async () => {
  standIn = await startAnthropicStandIn({ apiKey });
  connection = { apiKey, baseUrl: standIn.baseUrl };
});
afterEach(() => standIn.close());

/** The ProviderError a failing call rejects with. */
async function failureOf(call: Promise<unknown>): Promise<ProviderError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('the messages request', () => {
  it('goes to /v1/messages with the key, the API version, the system prompt on top, the conversation, max_tokens and stream', async () => {
    const request = names();

    await anthropicTextModel(connection).complete(request);

    const [sent] = standIn.requests;
    expect(`${sent.method} ${sent.path}`).toBe('POST /v1/messages');
    // SDK 1.x sends the key as a bearer token; the adapter adds x-api-key for proxies that read only that
    expect(sent.headers.authorization).toBe(`Bearer ${apiKey}`);
    expect(sent.headers['x-api-key']).toBe(apiKey);
    expect(sent.headers['anthropic-version']).toBe('2026-10-21');
    expect(sent.json.model).toBe(model);
    expect(sent.json.system).toBe(request.system);
    expect(sent.json.messages).toEqual(request.messages);
    expect(sent.json.max_tokens).toBe(1000);
    expect(sent.json.stream).toBe(true);
    expect(sent.json).not.toHaveProperty('tools');
  });

  it('leaves temperature out, which API version 2026-10-21 refuses', async () => {
    // Given a names request that asks for temperature 0.9
    const request = names();
    expect(request.temperature).toBe(0.9);

    // When it is sent, then the stand-in (which answers 400 to sampling parameters, as the API does) answers it
    const result = await anthropicTextModel(connection).complete(request);

    expect(standIn.requests[0].json).not.toHaveProperty('temperature');
    expect(result.text).toBe(listAnswer);
  });

  it('forces the schema tool when the request has a schema', async () => {
    await anthropicTextModel(connection).complete(concepts());

    const [sent] = standIn.requests;
    expect(sent.json.tools).toEqual([{ name: 'product_concepts', description: expect.any(String), input_schema: conceptsSchema.jsonSchema }]);
    expect(sent.json.tool_choice).toEqual({ type: 'tool', name: 'product_concepts' });
  });
});

describe('a message with a picture', () => {
  it('goes out as a base64 image block before the text block, and the answer is read as usual', async () => {
    // Given a names request whose user message carries a small PNG
    const png = rgbaPng(4, 4);
    const request = names();
    const [question] = request.messages;

    // When Claude is asked
    const result = await anthropicTextModel(connection).complete({ ...request, messages: [{ ...question, images: [{ bytes: png, mediaType: 'image/png' }] }] });

    // Then the user message went out as content blocks, the image first, its bytes intact
    const [sent] = standIn.requests[0].json.messages;
    expect(sent).toEqual({
      role: 'user',
      content: [
        { type: 'image', source: { type: 'base64', media_type: 'image/png', data: expect.any(String) } },
        { type: 'text', text: question.content },
      ],
    });
    expect(new Uint8Array(Buffer.from(sent.content[0].source.data, 'base64'))).toEqual(png);
    // And the answer is read as usual
    expect(result.text).toBe(listAnswer);
    expect(result.finishReason).toBe('stop');
  });

  it('is refused as bad_request when the picture is not the image it says it is', async () => {
    // Given a user message whose "PNG" is not image data
    const request = names();
    const notAnImage = { bytes: new TextEncoder().encode('not a picture'), mediaType: 'image/png' as const };

    // When Claude is asked
    const error = await failureOf(anthropicTextModel(connection).complete({ ...request, messages: [{ ...request.messages[0], images: [notAnImage] }] }));

    // Then Anthropic's 400 invalid_request_error comes back as bad_request, after one request
    expect(error.failure).toBe('bad_request');
    expect(error.details.status).toBe(400);
    expect(error.details.cause).toMatchObject({ type: 'invalid_request_error' });
    expect(error.message).toContain('Image does not match the provided media type image/png');
    expect(standIn.requests).toHaveLength(1);
  });
});

describe('the streamed answer', () => {
  it('reaches onDelta piece by piece, in order, and concatenates to the text', async () => {
    const deltas: string[] = [];

    const result = await anthropicTextModel(connection).complete(names(), (piece) => deltas.push(piece));

    expect(deltas).toEqual(piecesOf(listAnswer));
    expect(deltas.length).toBeGreaterThan(3);
    expect(result.text).toBe(listAnswer);
    expect(result.model).toBe(model);
    expect(result.finishReason).toBe('stop');
  });

  it('counts input tokens from message_start and output tokens from message_delta', async () => {
    standIn.enqueue(anthropicMessageStream({ pieces: ['1. Dew'], inputTokens: 321, outputTokens: 54 }));

    const result = await anthropicTextModel(connection).complete(names());

    expect(result.usage).toEqual({ inputTokens: 321, outputTokens: 54 });
  });

  it.each([
    ['end_turn', 'stop'],
    ['stop_sequence', 'stop'],
    ['max_tokens', 'length'],
    ['refusal', 'refused'],
    ['pause_turn', 'other'],
  ] as const)('reads stop_reason %s as %s', async (stopReason, finishReason) => {
    standIn.enqueue(anthropicMessageStream({ pieces: ['1. Dew'], stopReason }));

    const result = await anthropicTextModel(connection).complete(names());

    expect(result.finishReason).toBe(finishReason);
  });

  it('fails with network when the stream ends without a stop reason', async () => {
    standIn.enqueue(anthropicMessageStream({ pieces: ['1. Dew'], stopReason: null }));

    const error = await failureOf(anthropicTextModel(connection).complete(names()));

    expect(error.failure).toBe('network');
  });

  it('fails with unavailable when the API reports overloaded inside the stream', async () => {
    standIn.enqueue(anthropicMessageStream({ pieces: ['1. Dew'], error: { type: 'overloaded_error', message: 'Overloaded' } }));

    const error = await failureOf(anthropicTextModel(connection).complete(names()));

    expect(error.failure).toBe('unavailable');
    expect(error.retryable).toBe(true);
  });
});

describe('structured output', () => {
  it('reads the forced tool input as json, streaming its JSON pieces to onDelta', async () => {
    const answer = { concepts: [{ title: 'Calm focus', insight: 'I lose focus at 3 pm', benefit: 'Steady energy', reason_to_believe: 'Theanine' }] };
    const pieces = piecesOf(JSON.stringify(answer, null, 1));
    standIn.enqueue(anthropicMessageStream({ pieces, tool: 'product_concepts' }));
    const deltas: string[] = [];

    const result = await anthropicTextModel(connection).complete(concepts(), (piece) => deltas.push(piece));

    expect(result.json).toEqual(answer);
    expect(result.text).toBe(JSON.stringify(answer, null, 1));
    expect(deltas).toEqual(pieces);
    expect(result.finishReason).toBe('stop');
  });

  it('fails with bad_answer when the tool input is malformed JSON', async () => {
    standIn.enqueue(anthropicMessageStream({ pieces: ['{"concepts": [', '{"title": "Calm'], tool: 'product_concepts', stopReason: 'max_tokens' }));

    const error = await failureOf(anthropicTextModel(connection).complete(concepts()));

    expect(error.failure).toBe('bad_answer');
  });

  it('fails with bad_answer when the answer is text instead of the tool', async () => {
    standIn.enqueue(anthropicMessageStream({ pieces: ['Here are', ' concepts'] }));

    const error = await failureOf(anthropicTextModel(connection).complete(concepts()));

    expect(error.failure).toBe('bad_answer');
  });

  it('fails with refused when Claude refuses instead of answering', async () => {
    standIn.enqueue(anthropicMessageStream({ pieces: [], tool: 'product_concepts', stopReason: 'refusal' }));

    const error = await failureOf(anthropicTextModel(connection).complete(concepts()));

    expect(error.failure).toBe('refused');
  });
});

describe('failures', () => {
  it('reports a 429 as rate_limited with the wait Anthropic asks for, after exactly one request', async () => {
    standIn.enqueue(anthropicError(429, 'rate_limit_error', 'Number of request tokens has exceeded your per-minute rate limit', { 'retry-after': '2' }));

    const error = await failureOf(anthropicTextModel(connection).complete(names()));

    expect(error.failure).toBe('rate_limited');
    expect(error.retryable).toBe(true);
    expect(error.details.retryAfterMs).toBe(2000);
    expect(error.details).toMatchObject({ provider: 'anthropic', status: 429 });
    expect(standIn.requests).toHaveLength(1);
  });

  it('reports a wrong key as auth, not retryable', async () => {
    const error = await failureOf(anthropicTextModel({ ...connection, apiKey: 'sk-ant-wrong' }).complete(names()));

    expect(error.failure).toBe('auth');
    expect(error.retryable).toBe(false);
    expect(error.details.status).toBe(401);
  });

  it.each([
    [529, 'overloaded_error', 'unavailable'],
    [500, 'api_error', 'unavailable'],
    [400, 'invalid_request_error', 'bad_request'],
  ] as const)('reports a %i %s as %s, after exactly one request', async (status, type, failure) => {
    standIn.enqueue(anthropicError(status, type, 'no'));

    const error = await failureOf(anthropicTextModel(connection).complete(names()));

    expect(error.failure).toBe(failure);
    expect(error.details.status).toBe(status);
    expect(standIn.requests).toHaveLength(1);
  });

  it('reports a dropped connection as network, without trying again', async () => {
    standIn.enqueue({ hangUp: true });

    const error = await failureOf(anthropicTextModel(connection).complete(names()));

    expect(error.failure).toBe('network');
    expect(standIn.requests).toHaveLength(1);
  });

  it('reports a server that never answers within the timeout as network', async () => {
    standIn.enqueue({ hang: true });

    const error = await failureOf(anthropicTextModel({ ...connection, timeoutMs: 300 }).complete(names()));

    expect(error.failure).toBe('network');
    expect(standIn.requests).toHaveLength(1);
  });

  it('reports an abort in the middle of the stream as aborted', async () => {
    standIn.enqueue(anthropicMessageStream({ pieces: piecesOf('1. One\n2. Two\n3. Three\n4. Four\n5. Five'), delayMs: 40 }));
    const controller = new AbortController();
    const deltas: string[] = [];

    const error = await failureOf(
      anthropicTextModel(connection).complete(names(controller.signal), (piece) => {
        deltas.push(piece);
        controller.abort();
      }),
    );

    expect(error.failure).toBe('aborted');
    expect(deltas).toEqual(['1.']);
  });

  it('reports a missing key as auth without calling Anthropic', async () => {
    const error = await failureOf(anthropicTextModel({ ...connection, apiKey: '' }).complete(names()));

    expect(error.failure).toBe('auth');
    expect(standIn.requests).toHaveLength(0);
  });
});
