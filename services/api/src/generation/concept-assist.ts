import { randomUUID } from 'node:crypto';
import {
  categoryById,
  DomainError,
  errorCatalogue,
  GenerationRequested,
  packShapes,
  type ErrorCode,
  type Language,
  type PackShapeCode,
} from '@packlens/contracts';
import { conceptAssistRequest, promptAssistRequest, textModelCatalogue, textModelCodes, storedRequestOf, type ProviderId, type StoredTextRequest, type TextRequest } from '@packlens/generation';
import { systemSettings } from '@packlens/projections';
import type { AppDeps } from '../app/deps';
import { actorOf, type AuthContext, type RequestInfo } from '../identity/identity-service';
import { commandMetadata } from '../identity/streams';
import { modelIdOf } from './text-requests';

/** How long the assist may take: it is a few sentences, so much less than section 9's ten minutes. */
const assistTimeoutMs = 60_000;

/** Keywords of a rough idea: split at spaces, commas and Japanese/Chinese punctuation, each once, at most six. */
export function keywordsOf(prompt: string): string[] {
  return [...new Set(prompt.split(/[\s,、，。・/]+/u).map((k) => k.trim()).filter(Boolean))].slice(0, 6);
}

const languageOf = (concept: 'ja' | 'zh' | 'en'): Language => (concept === 'zh' ? 'zh-CN' : concept);

type Connections = () => Promise<Partial<Record<ProviderId, { models?: Record<string, string> }>>>;

/**
 * A text assist as a generation job like every answer (the worker calls the provider, records usage and provenance);
 * the request waits for it, since the screen shows the text at once. The first text model whose provider is
 * configured (GPT-4o first) answers, else the demo generator, marked as such.
 */
export function assistJobs(deps: AppDeps, connections: Connections) {
  async function answerer() {
    const configured = await connections();
    const code = textModelCodes.find((candidate) => configured[textModelCatalogue[candidate].provider]);
    if (!code) return { code: 'gpt_4o' as const, provider: 'demo' as const, model: textModelCatalogue.gpt_4o.modelId };
    const provider = textModelCatalogue[code].provider;
    return { code, provider, model: modelIdOf(code, configured[provider]?.models) };
  }

  async function awaitAnswer(streamId: string, deadline: number) {
    for (;;) {
      const events = (await deps.store.readStream(streamId)).events;
      const done = events.find((event) => event.type === 'GenerationCompleted' || event.type === 'GenerationFailed');
      if (done) return done;
      if (Date.now() > deadline) throw new DomainError('GENERATION_TIMEOUT', { minutes: Math.round(assistTimeoutMs / 60_000) });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  return async function run(
    auth: AuthContext,
    projectId: string,
    service: 'concept_assist' | 'prompt_assist' | 'concept_vision',
    requestOf: (choice: { model: string; maxOutputTokens: number }) => TextRequest | StoredTextRequest | Promise<StoredTextRequest>,
    info: RequestInfo,
    options: { demo?: boolean } = {},
  ): Promise<{ text: string; provider: string; model: string; demo: boolean; jobId: string; streamId: string }> {
    if (!auth.clientId) throw new DomainError('SERVICE_NOT_AVAILABLE');
    const settings = await systemSettings(deps.pool);
    const who = await answerer();
    // A task the demo generator cannot answer (it would have to see a picture) needs a configured provider.
    if (who.provider === 'demo' && options.demo === false) throw new DomainError('VISION_MODEL_NOT_CONFIGURED');
    const request = await requestOf({ model: who.model, maxOutputTokens: settings.chat_token_limit });
    const jobId = randomUUID();
    const streamId = `${service.replace('_', '-')}-${jobId}`;
    const now = deps.clock();
    await deps.store.append(
      streamId,
      [
        {
          ...GenerationRequested({
            jobId,
            projectId,
            clientId: auth.clientId,
            requestedBy: auth.userId,
            service,
            turn: 0,
            modelCode: who.code,
            provider: who.provider,
            request: storedRequestOf(request),
            timeoutMs: assistTimeoutMs,
            requestedAt: now.toISOString(),
          }),
          metadata: { ...commandMetadata(actorOf(auth), auth.clientId, info.requestId, now), causationId: null },
        },
      ],
      { expectedVersion: 'no_stream' },
    );
    const done = await awaitAnswer(streamId, Date.now() + assistTimeoutMs + 15_000);
    if (done.type === 'GenerationFailed') {
      const code = String(done.data.code);
      throw new DomainError((Object.hasOwn(errorCatalogue, code) ? code : 'GENERATION_FAILED') as ErrorCode, { minutes: Math.round(assistTimeoutMs / 60_000) });
    }
    return { text: String(done.data.text), provider: who.provider, model: String(done.data.model), demo: who.provider === 'demo', jobId, streamId };
  };
}

/** The survey's concept assist (issue 12): the text model writes a concept from the category, the pack's shape and the keywords. */
export function conceptAssistant(deps: AppDeps, connections: Connections) {
  const run = assistJobs(deps, connections);
  return (auth: AuthContext, projectId: string, input: { prompt: string; language: 'ja' | 'zh' | 'en'; categoryId: number; shape: PackShapeCode }, info: RequestInfo) => {
    const language = languageOf(input.language);
    const brief = {
      language,
      category: categoryById(input.categoryId)?.name[language] ?? '',
      shape: packShapes.find((shape) => shape.code === input.shape)?.name[language] ?? input.shape,
      keywords: keywordsOf(input.prompt),
    };
    return run(auth, projectId, 'concept_assist', (choice) => conceptAssistRequest(brief, choice), info);
  };
}

/** Design generation's prompt assist (section 5: it needs the category and the pack's shape): an image prompt, in English. */
export function promptAssistant(deps: AppDeps, connections: Connections) {
  const run = assistJobs(deps, connections);
  return (auth: AuthContext, projectId: string, input: { prompt: string; categoryId: number; shape: PackShapeCode }, info: RequestInfo) => {
    // A quoted product name stays whole; the rest are keywords.
    const quoted = /["“「][^"”」]{1,40}["”」]/u.exec(input.prompt)?.[0];
    const brief = {
      category: categoryById(input.categoryId)?.name.en ?? '',
      shape: (packShapes.find((shape) => shape.code === input.shape)?.name.en ?? input.shape).toLowerCase(),
      keywords: [...(quoted ? [quoted] : []), ...keywordsOf(quoted ? input.prompt.replace(quoted, ' ') : input.prompt)].slice(0, 6),
    };
    return run(auth, projectId, 'prompt_assist', (choice) => promptAssistRequest(brief, choice), info);
  };
}
