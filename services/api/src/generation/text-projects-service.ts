import { randomUUID } from 'node:crypto';
import {
  DomainError,
  errorCatalogue,
  formatErrorMessage,
  isProjectExpired,
  timeLimits,
  type ErrorCode,
  type Language,
  segmentById,
  type TextBriefRequest,
  type TextPanel,
  type TextProjectDetail,
  type TextTurn,
} from '@packlens/contracts';
import { findGenerationTurn, findProject, generationTurns, systemSettings, textBrief, type GenerationTurnRow, type TextBriefRow } from '@packlens/projections';
import { storedRequestOf, type ProviderId } from '@packlens/generation';
import type { AppDeps } from '../app/deps';
import { assertServiceAllowed } from '../billing/service-gate';
import { actorOf, type AuthContext, type IdentityService, type RequestInfo } from '../identity/identity-service';
import { clientAccountOf } from '../identity/client-account';
import { readYourWrites } from '../identity/read-your-writes';
import { commandMetadata, loadState } from '../identity/streams';
import { fileLinks } from '../projects/file-links';
import { textProjectDecider, type GenerationJobRequest, type TextBrief } from './deciders';

type GenerationService = GenerationJobRequest['service'];
import { textProjectHandlers, textProjectStream } from './streams';
import { freshListInstruction, modelIdOf, promptBrief, providerOf, requestForTurn } from './text-requests';

type Connections = () => Promise<Partial<Record<ProviderId, { models?: Record<string, string> }>>>;
type TextProjectType = 5 | 8;

const serviceOfType = (type: TextProjectType) => (type === 5 ? 'namingCopy' : 'concept');

const countryName = (code: string) => ({ jp: 'Japan', cn: 'China', th: 'Thailand', id: 'Indonesia' })[code] ?? 'Asia';

/** What the super admin must set for real answers, in the reader's language. */
const demoNotices: Record<Language, (provider: string) => string> = {
  ja: (p) => `デモ生成器の回答です（オフライン・固定の文例）。実際のAIの回答には、スーパー管理者が管理コンソールの「AIプロバイダー」で${p}のAPIキーを設定してください。`,
  en: (p) => `Answered by the demo generator (offline, fixed patterns). For real AI answers, the super admin sets the ${p} API key in the console under "AI providers".`,
  'zh-CN': (p) => `由演示生成器回答（离线、固定句式）。如需真实的AI回答，请超级管理员在管理控制台的“AI提供商”中设置${p}的API密钥。`,
};
const providerLabel: Record<string, string> = { openai: 'OpenAI', anthropic: 'Anthropic', google: 'Google (Gemini)' };

/**
 * Naming and catch-phrases (type 5) and concept generation (type 8), issue 12: each use case checks the caller's
 * client and section 6's gate on the server, decides on the project's stream, and answers from the read model.
 * An answer is a job for the generation worker; the request records the exact prompt (provenance).
 */
export function textProjectsService(deps: AppDeps, identity: IdentityService, connections: Connections) {
  const handlers = textProjectHandlers(deps.store);
  const settle = readYourWrites(deps.pool, deps.logger);
  const links = fileLinks(deps.config.jwtSecret, deps.clock);
  const now = () => deps.clock();
  const meta = (auth: AuthContext, info: RequestInfo) => ({ commandId: randomUUID(), metadata: commandMetadata(actorOf(auth), auth.clientId, info.requestId, now()) });

  const accountOf = (auth: AuthContext) => clientAccountOf(deps.pool, auth);

  async function gate(auth: AuthContext, type: TextProjectType, language: Language) {
    assertServiceAllowed(serviceOfType(type), await identity.account(auth), language);
  }

  /** The caller's client's text project, gated by its service, or NOT_FOUND. */
  async function ownProject(auth: AuthContext, projectId: string, language: Language) {
    const row = await findProject(deps.pool, projectId, auth.clientId);
    if (!row || (row.type !== 5 && row.type !== 8)) throw new DomainError('NOT_FOUND');
    await gate(auth, row.type as TextProjectType, language);
    return row;
  }

  /** Who answers a model now: its provider when configured, else the demo generator. */
  async function answererOf(modelCode: string): Promise<ProviderId | 'demo'> {
    const provider = providerOf(modelCode);
    return (await connections())[provider] ? provider : 'demo';
  }

  /** The model's id as its provider names it now (the super admin may override the catalogue's). */
  async function modelIdFor(modelCode: string): Promise<string> {
    return modelIdOf(modelCode, (await connections())[providerOf(modelCode)]?.models);
  }

  /** The job row a decision just queued, once the read model has it. */
  async function queuedJob(position: Parameters<typeof settle>[0], jobId: string, auth: AuthContext) {
    await settle(position);
    const row = await findGenerationTurn(deps.pool, jobId, auth.clientId);
    if (!row) throw new DomainError('NOT_FOUND');
    return row;
  }

  /** The job a turn or a panel asks for: who asked, what for, who answers and how long it may take. */
  async function jobRequest(auth: AuthContext, jobId: string, service: GenerationService, instruction: string | null, modelCode: string, request: GenerationJobRequest['request']): Promise<GenerationJobRequest> {
    return { jobId, requestedBy: auth.userId, service, instruction, modelCode, provider: await answererOf(modelCode), request, timeoutMs: timeLimits.generationMaxWaitMinutes * 60_000 };
  }

  /** A failed answer's catalogue code with its message in the reader's language. */
  const errorOf = (code: string | null, language: Language) => {
    if (!code) return null;
    const known = (Object.hasOwn(errorCatalogue, code) ? code : 'GENERATION_FAILED') as ErrorCode;
    return { code: known, message: formatErrorMessage(known, language, { minutes: timeLimits.generationMaxWaitMinutes }) };
  };

  function toTurn(row: GenerationTurnRow, language: Language): TextTurn {
    return {
      job_id: row.job_id,
      turn: row.turn,
      instruction: row.instruction,
      status: row.status === 'running' ? 'running' : row.status,
      items: row.items,
      concepts: row.concepts,
      model_code: row.model_code,
      ...outcomeOf(row, language),
    };
  }

  /** Who answered a job, how it ended and when (contracts' jobOutcome): the same for answers and panels. */
  function outcomeOf(row: GenerationTurnRow, language: Language) {
    return {
      provider: row.provider,
      model: row.model,
      demo: row.provider === 'demo',
      error: errorOf(row.error_code, language),
      requested_at: row.requested_at.toISOString(),
      completed_at: row.completed_at?.toISOString() ?? null,
      provenance_url: row.output_blob_key ? links.url({ blobKey: row.output_blob_key, contentType: 'application/json' }) : null,
    };
  }

  function toPanel(row: GenerationTurnRow, language: Language): TextPanel {
    return {
      job_id: row.job_id,
      status: row.status,
      segment_ids: row.panel_plan?.segments.map((segment) => segment.id) ?? [],
      samples: row.panel_plan?.samples ?? 0,
      items: row.panel_plan?.items ?? [],
      ratings: row.panel.map((rating) => ({
        item: rating.item,
        segments: rating.segments.map((segment) => ({ segment_id: segment.segmentId, mean: segment.mean, sd: segment.sd, distribution: segment.distribution })),
      })),
      ...outcomeOf(row, language),
    };
  }

  const briefOf = (row: TextBriefRow): NonNullable<TextProjectDetail['brief']> => ({
    service: row.service,
    model_code: row.model_code as 'gpt_4o',
    language: row.brief.language,
    product: row.brief.product,
    category_id: row.brief.categoryId,
    target: row.brief.target,
    features: row.brief.features,
    tone: row.brief.tone,
    words_to_use: row.brief.wordsToUse,
    words_to_avoid: row.brief.wordsToAvoid,
    count: row.count,
    max_chars: row.max_chars,
    concept_type: row.brief.conceptType ?? null,
    message: row.brief.message,
  });

  async function detail(auth: AuthContext, projectId: string, language: Language, position?: Parameters<typeof settle>[0]): Promise<TextProjectDetail> {
    await settle(position);
    const row = await ownProject(auth, projectId, language);
    const [brief, turns, settings] = await Promise.all([textBrief(deps.pool, projectId), generationTurns(deps.pool, projectId), systemSettings(deps.pool)]);
    const modelCode = brief?.model_code ?? 'gpt_4o';
    const answerer = await answererOf(modelCode);
    const expiresAt = row.expires_at;
    return {
      id: row.project_id,
      name: row.name,
      type: row.type as TextProjectType,
      country: row.country as TextProjectDetail['country'],
      department: row.department,
      status: row.status,
      created_at: row.created_at.toISOString(),
      expires_at: expiresAt.toISOString(),
      days_left: Math.max(0, Math.ceil((expiresAt.getTime() - now().getTime()) / 86_400_000)),
      expired: isProjectExpired(expiresAt, now()),
      brief: brief ? briefOf(brief) : null,
      turns: turns.filter((turn) => turn.service !== 'panel').map((turn) => toTurn(turn, language)),
      panels: turns.filter((turn) => turn.service === 'panel').map((turn) => toPanel(turn, language)),
      favourites: brief?.favourites ?? [],
      limits: { requests_used: turns.filter((turn) => turn.service !== 'panel').length, request_limit: settings.chat_request_limit, token_limit: settings.chat_token_limit },
      demo_notice: answerer === 'demo' ? demoNotices[language](providerLabel[providerOf(modelCode)]) : null,
    };
  }

  return {
    detail,

    async create(auth: AuthContext, input: { name: string; type: TextProjectType; department: string }, info: RequestInfo) {
      const language = info.language ?? 'ja';
      const account = await accountOf(auth);
      await gate(auth, input.type, language);
      const projectId = randomUUID();
      const result = await handlers.textProjects(
        textProjectStream(projectId),
        {
          type: 'CreateTextProject',
          data: {
            projectId,
            clientId: account.client_id,
            createdBy: account.user_id,
            name: input.name,
            type: input.type,
            country: (account.country as 'jp' | null) ?? 'jp',
            department: input.department || account.department,
            createdAt: now().toISOString(),
          },
        },
        meta(auth, info),
      );
      return detail(auth, projectId, language, result.append?.positions.at(-1));
    },

    async enterBrief(auth: AuthContext, projectId: string, input: TextBriefRequest, info: RequestInfo) {
      const language = info.language ?? 'ja';
      const project = await ownProject(auth, projectId, language);
      // A naming project writes names or catch-phrases; a concept project writes concepts.
      if ((project.type === 8) !== (input.service === 'concepts')) throw new DomainError('VALIDATION_FAILED', {}, { service: 'VALIDATION_FAILED' });
      const briefLanguage = input.language ?? language;
      const brief: Omit<TextBrief, 'projectId' | 'at'> = {
        service: input.service,
        brief: {
          language: briefLanguage,
          product: input.product,
          categoryId: input.category_id,
          category: '',
          target: input.target,
          features: input.features,
          tone: input.tone,
          wordsToUse: input.words_to_use,
          wordsToAvoid: input.words_to_avoid,
          conceptType: input.concept_type ?? undefined,
          message: input.message,
        },
        count: input.count,
        maxChars: input.service === 'catch_phrases' ? input.max_chars : null,
        modelCode: input.model_code,
      };
      const result = await handlers.textProjects(textProjectStream(projectId), { type: 'EnterBrief', brief, now: now().toISOString() }, meta(auth, info));
      return detail(auth, projectId, language, result.append?.positions.at(-1));
    },

    /** Asks for the next answer: the first from the brief, later ones refining the last answer. */
    async requestTurn(auth: AuthContext, projectId: string, instruction: string, info: RequestInfo): Promise<TextTurn> {
      const language = info.language ?? 'ja';
      await ownProject(auth, projectId, language);
      const state = await loadState(deps.store, textProjectDecider, textProjectStream(projectId));
      if (state.status !== 'open') throw new DomainError('NOT_FOUND');
      if (!state.brief) throw new DomainError('GENERATION_BRIEF_REQUIRED');
      const settings = await systemSettings(deps.pool);
      const lastAnswer = [...state.turns].reverse().find((turn) => turn.status === 'completed');
      const refine =
        state.turns.length > 0 && lastAnswer && state.brief.service !== 'concepts'
          ? { instruction: instruction || freshListInstruction[state.brief.brief.language], previous: lastAnswer.items, favourites: state.favourites, turn: state.turns.length }
          : undefined;
      const modelCode = state.brief.modelCode;
      const request = requestForTurn(state.brief, { model: await modelIdFor(modelCode), maxOutputTokens: settings.chat_token_limit }, refine, instruction, state.turns.length);
      const jobId = randomUUID();
      const result = await handlers.textProjects(
        textProjectStream(projectId),
        {
          type: 'RequestTurn',
          request: await jobRequest(auth, jobId, state.brief.service, instruction || null, modelCode, storedRequestOf(request)),
          requestLimit: settings.chat_request_limit,
          now: now().toISOString(),
        },
        meta(auth, info),
      );
      return toTurn(await queuedJob(result.append?.positions.at(-1), jobId, auth), language);
    },

    /**
     * A simulated consumer panel over items of the answers (issue 12, item 7): the text model plays respondents of
     * each segment; their words are rated 1-5 by similarity to the scale's anchors. A simulation, labelled as one.
     */
    async requestPanel(auth: AuthContext, projectId: string, input: { source_job_id?: string; items?: string[]; segment_ids: number[]; samples: number }, info: RequestInfo): Promise<TextPanel> {
      const language = info.language ?? 'ja';
      const project = await ownProject(auth, projectId, language);
      const state = await loadState(deps.store, textProjectDecider, textProjectStream(projectId));
      if (state.status !== 'open' || !state.brief) throw new DomainError('NO_RESULTS');
      const answers = state.turns.filter((turn) => turn.status === 'completed' && turn.items.length);
      const source = input.source_job_id ? answers.find((turn) => turn.jobId === input.source_job_id) : answers.at(-1);
      if (!source) throw new DomainError('NO_RESULTS');
      const items = input.items?.length ? input.items : state.favourites.length ? state.favourites.slice(0, 10) : source.items.slice(0, 10);
      const brief = promptBrief(state.brief.brief);
      const country = countryName(project.country);
      const plan = {
        kind: 'panel' as const,
        language: brief.language,
        product: brief.product,
        category: brief.category,
        itemKind: state.brief.service === 'catch_phrases' ? ('catch_phrases' as const) : ('names' as const),
        items,
        segments: [...new Set(input.segment_ids)].map((id) => ({ id, persona: `a consumer in ${country} (${segmentById(id)?.texts.en ?? 'all consumers'})` })),
        samples: input.samples,
      };
      const settings = await systemSettings(deps.pool);
      const modelCode = state.brief.modelCode;
      const jobId = randomUUID();
      const result = await handlers.textProjects(
        textProjectStream(projectId),
        {
          type: 'RequestPanel',
          items,
          request: await jobRequest(auth, jobId, 'panel', null, modelCode, {
            model: await modelIdFor(modelCode),
            system: 'A simulated consumer panel: one request per respondent (see provenance).',
            messages: [],
            maxOutputTokens: settings.chat_token_limit,
            task: plan,
          }),
          now: now().toISOString(),
        },
        meta(auth, info),
      );
      return toPanel(await queuedJob(result.append?.positions.at(-1), jobId, auth), language);
    },

    async cancel(auth: AuthContext, jobId: string, info: RequestInfo): Promise<TextTurn> {
      const language = info.language ?? 'ja';
      const turn = await findGenerationTurn(deps.pool, jobId, auth.clientId);
      if (!turn) throw new DomainError('NOT_FOUND');
      await ownProject(auth, turn.project_id, language);
      const result = await handlers.textProjects(textProjectStream(turn.project_id), { type: 'CancelTurn', jobId, by: auth.userId, now: now().toISOString() }, meta(auth, info));
      await settle(result.append?.positions.at(-1));
      return toTurn((await findGenerationTurn(deps.pool, jobId, auth.clientId)) ?? turn, language);
    },

    async changeFavourites(auth: AuthContext, projectId: string, favourites: string[], info: RequestInfo) {
      const language = info.language ?? 'ja';
      await ownProject(auth, projectId, language);
      const result = await handlers.textProjects(textProjectStream(projectId), { type: 'ChangeFavourites', favourites, now: now().toISOString() }, meta(auth, info));
      return detail(auth, projectId, language, result.append?.positions.at(-1));
    },

    /** The answer a job belongs to, for its event stream: only the caller's client's, through the project's gate. */
    async turnOf(auth: AuthContext, jobId: string, language: Language) {
      const turn = await findGenerationTurn(deps.pool, jobId, auth.clientId);
      if (!turn) throw new DomainError('NOT_FOUND');
      await ownProject(auth, turn.project_id, language);
      return { row: turn, view: toTurn(turn, language) };
    },

    toTurn,
    ownProject,
  };
}
export type TextProjectsService = ReturnType<typeof textProjectsService>;
