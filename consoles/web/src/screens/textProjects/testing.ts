import type { TextBriefRequest, TextPanel, TextProjectDetail, TextTurn } from '@packlens/contracts';
import { json } from '../../../test/fixtures';
import { stubProjectsApi, type ApiCall } from '../projects/testing';

/** Test fixtures of the text services' API, typed by the contract (a field renamed there breaks them here). */

export const textProjectId = '55555555-5555-4555-8555-555555555555';
export const jobId = '66666666-6666-4666-8666-666666666666';
export const secondJobId = '77777777-7777-4777-8777-777777777777';

export const textModels = [
  { code: 'gpt_4o', name: 'GPT-4o', provider: 'openai', available: false },
  { code: 'gemini_2_0_flash', name: 'Gemini 2.0 Flash', provider: 'google', available: false },
  { code: 'claude_4_5_sonnet', name: 'Claude 4.5 Sonnet', provider: 'anthropic', available: true },
];

export function brief(overrides: Partial<TextBriefRequest> = {}): TextBriefRequest {
  return {
    service: 'catch_phrases',
    model_code: 'gpt_4o',
    language: 'ja',
    product: '朝のオレンジジュース',
    category_id: 2,
    target: '30代の働く女性',
    features: ['果汁100%'],
    tone: '爽やか',
    words_to_use: [],
    words_to_avoid: [],
    count: 10,
    max_chars: 20,
    concept_type: null,
    message: '',
    ...overrides,
  };
}

export function textTurn(overrides: Partial<TextTurn> = {}): TextTurn {
  return {
    job_id: jobId,
    turn: 0,
    instruction: null,
    status: 'completed',
    items: ['朝を、しぼりたてに。', 'ひと口で、目がさめる。', '今日のはじまりは、オレンジ。'],
    concepts: [],
    model_code: 'gpt_4o',
    provider: 'demo',
    model: 'packlens-demo-1',
    demo: true,
    error: null,
    requested_at: '2026-11-01T00:00:00.000Z',
    completed_at: '2026-11-01T00:00:05.000Z',
    provenance_url: null,
    ...overrides,
  };
}

export function textPanel(overrides: Partial<TextPanel> = {}): TextPanel {
  return {
    job_id: secondJobId,
    status: 'completed',
    segment_ids: [1, 2],
    samples: 3,
    items: ['朝を、しぼりたてに。', 'ひと口で、目がさめる。'],
    ratings: [
      { item: '朝を、しぼりたてに。', segments: [{ segment_id: 1, mean: 4, sd: 0.5, distribution: [0, 0, 0.1, 0.8, 0.1] }, { segment_id: 2, mean: 3.25, sd: 0.75, distribution: [0, 0.2, 0.4, 0.3, 0.1] }] },
      { item: 'ひと口で、目がさめる。', segments: [{ segment_id: 1, mean: 2.5, sd: 1, distribution: [0.2, 0.3, 0.2, 0.2, 0.1] }, { segment_id: 2, mean: 3, sd: 0.25, distribution: [0, 0, 1, 0, 0] }] },
    ],
    provider: 'demo',
    model: 'packlens-demo-1',
    demo: true,
    error: null,
    requested_at: '2026-11-01T00:01:00.000Z',
    completed_at: '2026-11-01T00:01:05.000Z',
    provenance_url: null,
    ...overrides,
  };
}

export function textProject(overrides: Partial<TextProjectDetail> = {}): TextProjectDetail {
  return {
    id: textProjectId,
    name: '春のジュース',
    type: 5,
    country: 'jp',
    department: '',
    status: 'DRAFT',
    created_at: '2026-11-01T00:00:00.000Z',
    expires_at: '2026-12-01T00:00:00.000Z',
    days_left: 20,
    expired: false,
    brief: null,
    turns: [],
    panels: [],
    favourites: [],
    limits: { requests_used: 0, request_limit: 20, token_limit: 3000 },
    demo_notice: null,
    ...overrides,
  };
}

/**
 * A job's event stream the test writes into: `push` sends one server-sent event, `end` closes it. The response is
 * what the events endpoint answers.
 */
export function eventStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: () => new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    push(event: string, data: unknown) {
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
    /** Raw bytes, to split a frame across chunks. */
    write(text: string) {
      controller.enqueue(encoder.encode(text));
    },
    end() {
      controller.close();
    },
  };
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

/**
 * The text API as a small server for one project: the project changes with each command (the brief, a new turn,
 * favourites), so the app's reads after a command see what it did. The first job's events endpoint answers with
 * `stream`; `finish` ends that answer as the worker would (the project holds it, the stream says `done`).
 */
export function stubTextApi(initial: TextProjectDetail, extra: Record<string, Handler> = {}) {
  const state = { project: initial };
  const stream = eventStream();
  const setTurns = (turns: TextTurn[]) => (state.project = { ...state.project, turns, limits: { ...state.project.limits, requests_used: turns.length } });
  const calls = stubProjectsApi({
    'GET /api/generation/models': () => json(200, textModels),
    [`GET /api/text_projects/${textProjectId}`]: () => json(200, state.project),
    [`PUT /api/text_projects/${textProjectId}/brief`]: (call) => {
      state.project = { ...state.project, brief: brief(call.body as object) };
      return json(200, state.project);
    },
    [`POST /api/text_projects/${textProjectId}/turns`]: (call) => {
      const instruction = (call.body as { instruction: string }).instruction;
      const count = state.project.turns.length;
      const turn = textTurn({ job_id: count ? secondJobId : jobId, turn: count, instruction: instruction || null, status: 'running', items: [], model: null, completed_at: null });
      setTurns([...state.project.turns, turn]);
      return json(202, turn);
    },
    [`PUT /api/text_projects/${textProjectId}/favourites`]: (call) => {
      state.project = { ...state.project, favourites: (call.body as { favourites: string[] }).favourites };
      return json(200, state.project);
    },
    [`GET /api/generation/jobs/${jobId}/events`]: () => stream.response(),
    ...extra,
  });
  const finish = (turn: TextTurn) => {
    setTurns(state.project.turns.map((candidate) => (candidate.job_id === turn.job_id ? turn : candidate)));
    stream.push('done', turn);
    stream.end();
  };
  return { calls, state, stream, finish };
}

/** The calls of one endpoint, in order. */
export const callsTo = (calls: ApiCall[], method: string, path: string) => calls.filter((c) => c.method === method && c.url.pathname === path);
