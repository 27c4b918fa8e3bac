import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { textModelCatalogue, type ProviderId, type TextModelCode } from '@packlens/generation';
import type pg from 'pg';
import type { AppEnv } from '../app/context';
import type { AppDeps } from '../app/deps';
import type { IdentityService } from '../identity/identity-service';
import { requestInfoOf } from '../identity/request-info';
import type { ProjectsService } from '../projects/projects-service';
import type { ChunkFeed } from './chunk-feed';
import { startEvaluationFromConcept } from './concept-evaluation';
import type * as routes from './generation.routes';
import { jobEventStream } from './job-events';
import type { ProviderSettingsService } from './provider-settings';
import { callerTimeZone } from '../identity/client-account';
import { textProjectCsv, textProjectPdf } from './text-export';
import type { TextProjectsService } from './text-projects-service';
import { wholeList } from '../app/whole-list';

type Handler<R extends RouteConfig> = RouteHandler<R, AppEnv>;

export interface GenerationHandlerDeps {
  deps: AppDeps;
  identity: IdentityService;
  texts: TextProjectsService;
  projects: ProjectsService;
  providers: ProviderSettingsService;
  feed: ChunkFeed;
  connections: () => Promise<Partial<Record<ProviderId, unknown>>>;
  printer: () => { print: Parameters<typeof textProjectPdf>[2]['print'] };
  trustProxy: boolean;
}

export function generationHandlers(h: GenerationHandlerDeps) {
  const info = (c: Context<AppEnv>) => requestInfoOf(c, h.trustProxy);
  const language = (c: Context<AppEnv>) => c.get('language');
  return {
    textModels: (async (c) => {
      const configured = await h.connections();
      const models = (Object.entries(textModelCatalogue) as [TextModelCode, (typeof textModelCatalogue)[TextModelCode]][]).map(([code, model]) => ({
        code,
        name: model.name,
        provider: model.provider,
        available: Boolean(configured[model.provider]),
      }));
      return c.json(models, 200);
    }) satisfies Handler<typeof routes.textModels>,
    create: (async (c) => c.json(await h.texts.create(c.get('auth'), c.req.valid('json'), info(c)), 201)) satisfies Handler<typeof routes.createTextProject>,
    get: (async (c) => c.json(await h.texts.detail(c.get('auth'), c.req.valid('param').id, language(c)), 200)) satisfies Handler<typeof routes.getTextProject>,
    brief: (async (c) => c.json(await h.texts.enterBrief(c.get('auth'), c.req.valid('param').id, c.req.valid('json'), info(c)), 200)) satisfies Handler<typeof routes.enterBrief>,
    turn: (async (c) => c.json(await h.texts.requestTurn(c.get('auth'), c.req.valid('param').id, c.req.valid('json').instruction, info(c)), 202)) satisfies Handler<typeof routes.requestTurn>,
    favourites: (async (c) =>
      c.json(await h.texts.changeFavourites(c.get('auth'), c.req.valid('param').id, c.req.valid('json').favourites, info(c)), 200)) satisfies Handler<typeof routes.changeFavourites>,
    panel: (async (c) => c.json(await h.texts.requestPanel(c.get('auth'), c.req.valid('param').id, c.req.valid('json'), info(c)), 202)) satisfies Handler<typeof routes.requestPanel>,
    exportFile: (async (c) => {
      const auth = c.get('auth');
      const project = await h.texts.detail(auth, c.req.valid('param').id, language(c));
      const file =
        c.req.valid('query').format === 'pdf'
          ? await textProjectPdf(project, language(c), h.printer(), h.deps.clock(), await callerTimeZone(h.deps.pool, auth))
          : textProjectCsv(project, language(c));
      return c.body(file.body, 200, file.headers);
    }) satisfies Handler<typeof routes.exportTextProject>,
    conceptToEvaluation: (async (c) => {
      const { id, index } = c.req.valid('param');
      return c.json(await startEvaluationFromConcept(h, c.get('auth'), { projectId: id, index, jobId: c.req.valid('query').job_id }, info(c)), 201);
    }) satisfies Handler<typeof routes.conceptToEvaluation>,
    jobEvents: (async (c) => {
      const { row } = await h.texts.turnOf(c.get('auth'), c.req.valid('param').id, language(c));
      return jobEventStream(c, { pool: h.deps.pool as pg.Pool, feed: h.feed, texts: h.texts }, row.job_id, c.get('auth').clientId ?? '', language(c)) as never;
    }) satisfies Handler<typeof routes.jobEvents>,
    cancel: (async (c) => c.json(await h.texts.cancel(c.get('auth'), c.req.valid('param').id, info(c)), 202)) satisfies Handler<typeof routes.cancelJob>,
    listProviders: (async (c) => {
      const rows = await h.providers.list(c.get('auth'));
      return c.json(wholeList(c, 'providers', rows), 200);
    }) satisfies Handler<typeof routes.listProviders>,
    getProvider: (async (c) => c.json(await h.providers.get(c.get('auth'), c.req.valid('param').id), 200)) satisfies Handler<typeof routes.getProvider>,
    updateProvider: (async (c) =>
      c.json(await h.providers.update(c.get('auth'), c.req.valid('param').id, c.req.valid('json'), info(c)), 200)) satisfies Handler<typeof routes.updateProvider>,
  };
}
