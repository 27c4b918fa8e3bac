import Anthropic, { APIConnectionError, APIError, APIUserAbortError } from '@anthropic-ai/sdk';
import type { MessageCreateParamsStreaming, MessageParam } from '@anthropic-ai/sdk/resources/messages';
import { ProviderError, type ProviderFailure } from '../errors';
import type { ChatMessage, ProviderConnection, TextModel, TextResult } from '../ports';
import { parseJsonAnswer, sdkCall, sdkEvents, type SdkErrors } from './sdk-errors';

const provider = 'anthropic';

/** What an `error` event inside a stream means; such an error has no HTTP status, only the error's type. */
const streamErrorFailures: Partial<Record<string, ProviderFailure>> = {
  overloaded_error: 'unavailable',
  api_error: 'unavailable',
  timeout_error: 'unavailable',
  rate_limit_error: 'rate_limited',
  authentication_error: 'auth',
  permission_error: 'auth',
  invalid_request_error: 'bad_request',
};

const anthropicErrors: SdkErrors = {
  provider,
  APIError,
  APIUserAbortError,
  APIConnectionError,
  refine: (error) => (error instanceof APIError && error.status === undefined && error.type ? streamErrorFailures[error.type] : undefined),
};

/** One client per connection, made on first use (see the OpenAI adapter). */
function clientOf(connection: ProviderConnection): () => Anthropic {
  let client: Anthropic | undefined;
  return () => {
    if (!connection.apiKey) throw new ProviderError('auth', 'No Anthropic API key is set', { provider });
    client ??= new Anthropic({
      apiKey: connection.apiKey,
      baseURL: connection.baseUrl ?? undefined,
      timeout: connection.timeoutMs ?? 120_000,
      // Retries belong to the job runner, which knows the job's budget.
      maxRetries: 0,
      // SDK 1.x sends the key as `Authorization: Bearer`. Proxies and Anthropic-compatible servers written for API
      // version 2023-06-01 read `x-api-key`, the header Anthropic documents for keys and prefers when both come.
      defaultHeaders: { 'x-api-key': connection.apiKey },
    });
    return client;
  };
}

const stopReasons: Record<string, TextResult['finishReason']> = {
  end_turn: 'stop',
  stop_sequence: 'stop',
  // Only when the structured-output tool is forced: calling it is the answer.
  tool_use: 'stop',
  max_tokens: 'length',
  model_context_window_exceeded: 'length',
  refusal: 'refused',
};

/** A message as the Messages API takes it: the text alone, or base64 image blocks followed by the text (Anthropic puts images first). */
const toMessage = ({ role, content, images }: ChatMessage): MessageParam =>
  images?.length
    ? {
        role,
        content: [
          ...images.map(({ bytes, mediaType }) => ({ type: 'image' as const, source: { type: 'base64' as const, media_type: mediaType, data: Buffer.from(bytes).toString('base64') } })),
          { type: 'text' as const, text: content },
        ],
      }
    : { role, content };

/**
 * Claude through the Messages API, streamed. Structured output is a forced tool whose input schema is the
 * answer's schema: the tool's input, streamed as `input_json_delta`, is the answer.
 *
 * No `temperature`: API version 2026-10-21, which SDK 1.x sends, removed the sampling parameters (a request
 * with any of them is a 400) and the SDK's types no longer have them.
 */
export function anthropicTextModel(connection: ProviderConnection): TextModel {
  const client = clientOf(connection);
  return {
    provider,
    async complete(request, onDelta) {
      const { signal, schema } = request;
      const params: MessageCreateParamsStreaming = {
        model: request.model,
        system: request.system,
        messages: request.messages.map(toMessage),
        max_tokens: request.maxOutputTokens,
        stream: true,
        ...(schema
          ? {
              tools: [{ name: schema.name, description: 'Give your whole answer as this tool’s input.', input_schema: { ...schema.jsonSchema, type: 'object' as const } }],
              tool_choice: { type: 'tool' as const, name: schema.name },
            }
          : {}),
      };
      const stream = await sdkCall(anthropicErrors, () => client().messages.create(params, { signal }), signal);

      let text = '';
      let toolInput = '';
      let toolIndex: number | undefined;
      let model = request.model;
      let stop: string | null = null;
      const usage = { inputTokens: 0, outputTokens: 0 };
      for await (const event of sdkEvents(anthropicErrors, stream, signal)) {
        switch (event.type) {
          case 'message_start':
            model = event.message.model || model;
            usage.inputTokens = event.message.usage?.input_tokens ?? 0;
            usage.outputTokens = event.message.usage?.output_tokens ?? 0;
            break;
          case 'content_block_start':
            if (schema && event.content_block.type === 'tool_use' && event.content_block.name === schema.name) toolIndex = event.index;
            break;
          case 'content_block_delta':
            if (event.delta.type === 'text_delta' && !schema) {
              text += event.delta.text;
              onDelta?.(event.delta.text);
            } else if (event.delta.type === 'input_json_delta' && event.index === toolIndex && event.delta.partial_json) {
              toolInput += event.delta.partial_json;
              onDelta?.(event.delta.partial_json);
            }
            break;
          case 'message_delta':
            stop = event.delta.stop_reason ?? stop;
            // The counts in message_delta are cumulative, so they replace the ones message_start gave.
            usage.outputTokens = event.usage.output_tokens ?? usage.outputTokens;
            if (typeof event.usage.input_tokens === 'number') usage.inputTokens = event.usage.input_tokens;
            break;
        }
      }
      // Every message stream says why it stopped: without a stop reason the answer was cut off.
      if (!stop) throw new ProviderError('network', 'The answer stream ended before the answer was finished', { provider });
      const finishReason = stopReasons[stop] ?? 'other';
      if (!schema) return { text, usage, model, finishReason };
      if (finishReason === 'refused') throw new ProviderError('refused', 'Claude declined to answer', { provider });
      if (toolIndex === undefined || !toolInput) throw new ProviderError('bad_answer', `The answer did not use the ${schema.name} tool`, { provider });
      return { text: toolInput, json: parseJsonAnswer(provider, toolInput), usage, model, finishReason };
    },
  };
}
