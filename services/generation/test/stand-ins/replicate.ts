import { solidPng } from './png';
import { startStandIn, type ScriptedAnswer, type StandInServer } from './server';

/**
 * Stands in for Replicate's HTTP API (api.replicate.com/v1) as its official SDK calls it. Predictions are created
 * with POST /v1/models/{owner}/{name}/predictions (official models) or POST /v1/predictions (`version`), start as
 * `starting`, and each GET /v1/predictions/{id} moves them on: `processing` until `pollsUntilDone` polls, then
 * `succeeded` with output URLs on the stand-in itself (GET /files/… serves a PNG), or `failed` with `failWith`.
 * Trainings (POST /v1/models/{owner}/{name}/versions/{version}/trainings, GET /v1/trainings/{id}) do the same and
 * end with `output.version` in the destination. Every /v1 call needs `Authorization: Bearer <token>`.
 */

export interface ReplicateStandInOptions {
  token?: string;
  /** GETs of a prediction or training before it is done (the first ones answer `processing`). */
  pollsUntilDone?: number;
  /** Predictions end `failed` with this error. */
  failWith?: string;
  /** Called at every poll of a prediction or training, before it answers (tests abort from here, without timers). */
  onPoll?: (id: string, poll: number) => void;
  image?: Uint8Array;
  /** The token's account (GET /v1/account). */
  username?: string;
}

type Status = 'starting' | 'processing' | 'succeeded' | 'failed' | 'canceled';

export interface StandInJob {
  id: string;
  kind: 'prediction' | 'training';
  model: string;
  version: string;
  input: Record<string, unknown>;
  destination?: string;
  status: Status;
  polls: number;
  output: unknown;
  error: string | null;
  logs: string;
}

export interface ReplicateStandIn extends StandInServer {
  token: string;
  image: Uint8Array;
  /** Every prediction and training created, in order. */
  jobs: StandInJob[];
  /** Ids of the predictions and trainings cancelled. */
  cancelled: string[];
  /** Models of the account (`owner/name`): made by POST /v1/models, or given. */
  models: string[];
}

/** Replicate's problem-details body for invalid input. */
export function replicateValidationError(field: string, description: string): ScriptedAnswer {
  return {
    status: 422,
    json: {
      detail: `- input.${field}: ${description}`,
      status: 422,
      title: 'Input validation failed',
      invalid_fields: [{ type: 'invalid', field: `input.${field}`, description }],
    },
  };
}

export const replicateRateLimited = (retryAfterSeconds: number): ScriptedAnswer => ({
  status: 429,
  headers: { 'retry-after': String(retryAfterSeconds) },
  json: { title: 'Too Many Requests', detail: 'Request was throttled. Expected available in 2 seconds.', status: 429 },
});

/** Flux 1.1 Pro's output is one URL; the other models answer a list. */
const singleOutputModels = new Set(['black-forest-labs/flux-1.1-pro']);

export async function startReplicateStandIn(options: ReplicateStandInOptions = {}): Promise<ReplicateStandIn> {
  const token = options.token ?? 'r8_stand_in_token';
  const image = options.image ?? solidPng();
  const pollsUntilDone = options.pollsUntilDone ?? 2;
  const jobs: StandInJob[] = [];
  const cancelled: string[] = [];
  const models: string[] = [];
  const username = options.username ?? 'packlens-test';
  let baseUrl = '';

  const view = (job: StandInJob) => {
    const collection = job.kind === 'prediction' ? 'predictions' : 'trainings';
    return {
      id: job.id,
      model: job.model,
      version: job.version,
      input: job.input,
      logs: job.logs,
      output: job.status === 'succeeded' ? job.output : null,
      error: job.error,
      status: job.status,
      source: 'api',
      data_removed: false,
      created_at: '2025-01-01T00:00:00.000Z',
      ...(job.status === 'succeeded' ? { completed_at: '2025-01-01T00:00:05.000Z', metrics: { predict_time: 4.2 } } : {}),
      urls: { get: `${baseUrl}/v1/${collection}/${job.id}`, cancel: `${baseUrl}/v1/${collection}/${job.id}/cancel`, web: `https://replicate.com/p/${job.id}` },
    };
  };

  const create = (kind: StandInJob['kind'], model: string, version: string, input: Record<string, unknown>, destination?: string): ScriptedAnswer => {
    const id = `${kind === 'prediction' ? 'p' : 't'}${jobs.length + 1}stand1n`;
    const count = Number(input.num_outputs ?? 1);
    const urls = Array.from({ length: count }, (_, index) => `${baseUrl}/files/${id}/out-${index}.png`);
    const output =
      kind === 'training' ? { version: `${destination}:trained${jobs.length + 1}`, weights: `${baseUrl}/files/${id}/weights.tar` } : singleOutputModels.has(model) ? urls[0] : urls;
    const logs = input.seed === undefined ? '' : `Using seed: ${String(input.seed)}\n`;
    const job: StandInJob = { id, kind, model, version, input, destination, status: 'starting', polls: 0, output, error: null, logs };
    jobs.push(job);
    return { status: 201, json: view(job) };
  };

  const poll = (job: StandInJob): ScriptedAnswer => {
    if (job.status === 'starting' || job.status === 'processing') {
      job.polls += 1;
      options.onPoll?.(job.id, job.polls);
      if (job.polls < pollsUntilDone) job.status = 'processing';
      else if (options.failWith && job.kind === 'prediction') [job.status, job.error] = ['failed', options.failWith];
      else job.status = 'succeeded';
    }
    return { json: view(job) };
  };

  const server = await startStandIn((request, url) => {
    const path = url.pathname;
    const file = /^\/files\/[^/]+\/[^/]+\.png$/.exec(path);
    if (request.method === 'GET' && file) return { bytes: image, contentType: 'image/png' };
    if (!path.startsWith('/v1/')) return undefined;
    if (request.headers.authorization !== `Bearer ${token}`) return { status: 401, json: { title: 'Unauthenticated', detail: 'Unauthenticated', status: 401 } };

    const body = (request.json ?? {}) as { input?: Record<string, unknown>; version?: string; destination?: string; owner?: string; name?: string; visibility?: string; hardware?: string };
    // The account, and models of it (a training's destination must exist: Replicate answers 404 otherwise).
    if (request.method === 'GET' && path === '/v1/account') return { json: { type: 'user', username, name: 'Packlens test', github_url: null } };
    const model = /^\/v1\/models\/([^/]+)\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && model) {
      const id = `${model[1]}/${model[2]}`;
      if (!models.includes(id)) return { status: 404, json: { title: 'Not found', detail: 'Not found.', status: 404 } };
      return { json: { owner: model[1], name: model[2], visibility: 'private', latest_version: null } };
    }
    if (request.method === 'POST' && path === '/v1/models') {
      if (!body.owner || !body.name || !body.visibility || !body.hardware) return { status: 422, json: { title: 'Input validation failed', detail: 'owner, name, visibility and hardware are required', status: 422 } };
      if (body.owner !== username) return { status: 403, json: { title: 'Forbidden', detail: 'You can only create models for your own account.', status: 403 } };
      if (models.includes(`${body.owner}/${body.name}`)) return { status: 409, json: { title: 'Conflict', detail: 'A model with that name already exists.', status: 409 } };
      models.push(`${body.owner}/${body.name}`);
      return { status: 201, json: { owner: body.owner, name: body.name, visibility: body.visibility, latest_version: null } };
    }
    const input = body.input;
    let match: RegExpExecArray | null;
    if (request.method === 'POST' && (match = /^\/v1\/models\/([^/]+)\/([^/]+)\/predictions$/.exec(path))) {
      if (!input || typeof input !== 'object') return replicateValidationError('input', 'Field required');
      if (Number(input.num_outputs ?? 1) > 4) return replicateValidationError('num_outputs', 'Must be less than or equal to 4');
      return create('prediction', `${match[1]}/${match[2]}`, 'hidden', input);
    }
    if (request.method === 'POST' && path === '/v1/predictions') {
      if (!body.version) return { status: 422, json: { detail: '- version: Field required', status: 422, title: 'Input validation failed', invalid_fields: [{ type: 'required', field: 'version', description: 'Field required' }] } };
      if (!input || typeof input !== 'object') return replicateValidationError('input', 'Field required');
      if (Number(input.num_outputs ?? 1) > 4) return replicateValidationError('num_outputs', 'Must be less than or equal to 4');
      return create('prediction', 'stand-in/versioned-model', body.version, input);
    }
    if (request.method === 'POST' && (match = /^\/v1\/models\/([^/]+)\/([^/]+)\/versions\/([^/]+)\/trainings$/.exec(path))) {
      if (!body.destination) return { status: 422, json: { detail: '- destination: Field required', status: 422, title: 'Input validation failed', invalid_fields: [{ type: 'required', field: 'destination', description: 'Field required' }] } };
      if (options.username && !models.includes(body.destination)) return { status: 404, json: { title: 'Not found', detail: `The destination model ${body.destination} does not exist.`, status: 404 } };
      return create('training', `${match[1]}/${match[2]}`, match[3], input ?? {}, body.destination);
    }
    if ((match = /^\/v1\/(predictions|trainings)\/([^/]+)(\/cancel)?$/.exec(path))) {
      const job = jobs.find((candidate) => candidate.id === match?.[2] && `${candidate.kind}s` === match?.[1]);
      if (!job) return { status: 404, json: { title: 'Not found', detail: 'Not found.', status: 404 } };
      if (request.method === 'GET' && !match[3]) return poll(job);
      if (request.method === 'POST' && match[3]) {
        cancelled.push(job.id);
        if (job.status === 'starting' || job.status === 'processing') job.status = 'canceled';
        return { json: view(job) };
      }
    }
    return undefined;
  });
  baseUrl = server.url;
  return { ...server, token, image, jobs, cancelled, models };
}
