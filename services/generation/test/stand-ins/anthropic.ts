import { base64Bytes, exampleOfJsonSchema, imageTypeOfBytes, piecesOf } from './openai';
import { startStandIn, type RecordedRequest, type ScriptedAnswer, type StandInServer } from './server';

/**
 * A stand-in for Anthropic's Messages API: `POST /v1/messages`, streamed with the documented named events or
 * answered whole, with the header checks the API makes and API version 2026-10-21's refusal of sampling
 * parameters. The SDK's base URL is the server's root: the SDK appends `/v1/messages`.
 */

/** Anthropic's error body, e.g. `rate_limit_error` (429), `overloaded_error` (529), `invalid_request_error` (400). */
export function anthropicError(status: number, type: string, message: string, headers?: Record<string, string>): ScriptedAnswer {
  return { status, headers: { 'request-id': 'req_standin', ...headers }, json: { type: 'error', error: { type, message }, request_id: 'req_standin' } };
}

export interface MessageStreamScript {
  /** Text pieces, or the pieces of a tool's JSON input when `tool` is named (a forced tool). */
  pieces: string[];
  tool?: string;
  model?: string;
  /** null: the stream stops before `message_delta`, as a broken stream would. */
  stopReason?: string | null;
  inputTokens?: number;
  outputTokens?: number;
  /** An `error` event after the content, as the API sends when it is overloaded mid-answer. */
  error?: { type: string; message: string };
  delayMs?: number;
}

/** A message as the API streams it; every frame names its event and repeats the name as `type`. */
export function anthropicMessageStream(script: MessageStreamScript): ScriptedAnswer {
  const frame = (data: { type: string } & Record<string, unknown>) => ({ event: data.type, data });
  const block = script.tool ? { type: 'tool_use', id: 'toolu_standin', name: script.tool, input: {} } : { type: 'text', text: '', citations: null };
  const delta = (piece: string) => (script.tool ? { type: 'input_json_delta', partial_json: piece } : { type: 'text_delta', text: piece });
  const inputTokens = script.inputTokens ?? 12;
  const frames = [
    frame({
      type: 'message_start',
      message: {
        id: 'msg_standin',
        type: 'message',
        role: 'assistant',
        model: script.model ?? 'claude-sonnet-4-6',
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: inputTokens, output_tokens: 1, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
      },
    }),
    frame({ type: 'ping' }),
    frame({ type: 'content_block_start', index: 0, content_block: block }),
    ...script.pieces.map((piece) => frame({ type: 'content_block_delta', index: 0, delta: delta(piece) })),
    ...(script.error ? [frame({ type: 'error', error: script.error })] : []),
    frame({ type: 'content_block_stop', index: 0 }),
    ...(script.stopReason === null
      ? []
      : [
          frame({
            type: 'message_delta',
            delta: { stop_reason: script.stopReason ?? (script.tool ? 'tool_use' : 'end_turn'), stop_sequence: null },
            usage: { output_tokens: script.outputTokens ?? script.pieces.length },
          }),
          frame({ type: 'message_stop' }),
        ]),
  ];
  return { sse: frames, delayMs: script.delayMs };
}

export interface AnthropicStandInOptions {
  /** The only key accepted; without it any key is. */
  apiKey?: string;
  /** The answer's text; default a numbered list, or, when a tool is forced, an example of its input schema. */
  reply?: (request: RecordedRequest) => string;
}

export interface AnthropicStandIn extends StandInServer {
  /** The SDK's base URL. */
  baseUrl: string;
}

const forcedToolOf = (body: RecordedRequest['json']): { name: string; input_schema: Record<string, unknown> } | undefined =>
  body?.tool_choice?.type === 'tool' ? body.tools?.find((tool: { name: string }) => tool.name === body.tool_choice.name) : undefined;

function defaultReply(request: RecordedRequest): string {
  const tool = forcedToolOf(request.json);
  return tool ? JSON.stringify(exampleOfJsonSchema(tool.input_schema)) : '1. Morning Dew\n2. Citrus Spark\n3. Velvet Leaf';
}

/** The key, from `x-api-key` or, as SDK 1.x sends it, `Authorization: Bearer`; the API reads `x-api-key` first. */
function keyOf(request: RecordedRequest): string | undefined {
  const header = request.headers['x-api-key'];
  if (typeof header === 'string' && header) return header;
  const authorization = String(request.headers.authorization ?? '');
  return authorization.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : undefined;
}

const imageMediaTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/** Why the API would refuse a message's content blocks (text, and images from base64 or a URL), or undefined. */
function contentError(message: { content: unknown }, index: number): ScriptedAnswer | undefined {
  if (typeof message.content === 'string') return undefined;
  if (!Array.isArray(message.content)) return anthropicError(400, 'invalid_request_error', `messages.${index}.content: Input should be a valid list`);
  for (const [at, block] of message.content.entries()) {
    const path = `messages.${index}.content.${at}`;
    if (block?.type === 'text' && typeof block.text === 'string') continue;
    if (block?.type !== 'image') return anthropicError(400, 'invalid_request_error', `${path}: Input tag '${block?.type}' found using 'type' does not match any of the expected tags`);
    const source = block.source;
    if (source?.type === 'url' && typeof source.url === 'string') continue;
    if (source?.type !== 'base64') {
      return anthropicError(400, 'invalid_request_error', `${path}.image.source: Input tag '${source?.type}' found using 'type' does not match any of the expected tags: 'base64', 'url'`);
    }
    if (!imageMediaTypes.includes(source.media_type)) {
      return anthropicError(400, 'invalid_request_error', `${path}.image.source.base64.media_type: Input should be 'image/jpeg', 'image/png', 'image/gif' or 'image/webp'`);
    }
    const bytes = base64Bytes(source.data);
    if (!bytes) return anthropicError(400, 'invalid_request_error', `${path}.image.source.base64.data: The image data is not valid base64`);
    if (imageTypeOfBytes(bytes) !== source.media_type) {
      return anthropicError(400, 'invalid_request_error', `${path}.image.source.base64.data: Image does not match the provided media type ${source.media_type}`);
    }
  }
  return undefined;
}

function messagesAnswer(request: RecordedRequest, reply: string): ScriptedAnswer {
  const body = request.json;
  if (!body?.model || !Array.isArray(body.messages) || typeof body.max_tokens !== 'number') {
    return anthropicError(400, 'invalid_request_error', 'model, messages and max_tokens are required');
  }
  const refused = (body.messages as { content: unknown }[]).map(contentError).find(Boolean);
  if (refused) return refused;
  if (request.headers['anthropic-version'] === '2026-10-21') {
    const sampling = ['temperature', 'top_p', 'top_k'].find((name) => name in body);
    if (sampling) return anthropicError(400, 'invalid_request_error', `${sampling}: Extra inputs are not permitted`);
  }
  const tool = forcedToolOf(body);
  if (body.stream) return anthropicMessageStream({ pieces: piecesOf(reply), tool: tool?.name, model: body.model });
  return {
    json: {
      id: 'msg_standin',
      type: 'message',
      role: 'assistant',
      model: body.model,
      content: tool ? [{ type: 'tool_use', id: 'toolu_standin', name: tool.name, input: JSON.parse(reply) }] : [{ type: 'text', text: reply, citations: null }],
      stop_reason: tool ? 'tool_use' : 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: 12, output_tokens: piecesOf(reply).length },
    },
  };
}

export async function startAnthropicStandIn(options: AnthropicStandInOptions = {}): Promise<AnthropicStandIn> {
  const server = await startStandIn((request, url) => {
    const key = keyOf(request);
    if (!key) return anthropicError(401, 'authentication_error', 'x-api-key header is required');
    if (options.apiKey !== undefined && key !== options.apiKey) return anthropicError(401, 'authentication_error', 'invalid x-api-key');
    if (!request.headers['anthropic-version']) return anthropicError(400, 'invalid_request_error', 'anthropic-version: header is required');
    if (request.method === 'POST' && url.pathname === '/v1/messages') return messagesAnswer(request, (options.reply ?? defaultReply)(request));
    return anthropicError(404, 'not_found_error', `Not found: ${request.method} ${url.pathname}`);
  });
  return Object.assign(server, { baseUrl: server.url });
}
