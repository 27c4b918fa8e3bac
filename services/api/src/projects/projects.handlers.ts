import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { DomainError, type PackShapeCode } from '@packlens/contracts';
import type { conceptAssistant } from '../generation/concept-assist';
import type { conceptVisionReviewer } from './concept-vision';
import { contentDisposition } from '@packlens/reports';
import type { AppEnv } from '../app/context';
import type { AppDeps } from '../app/deps';
import { requestInfoOf } from '../identity/request-info';
import type { ProjectsService } from './projects-service';
import type * as routes from './projects.routes';
import type { ResultsService } from './results-service';
import type { IncomingFile } from './uploads';

type Handler<R extends RouteConfig> = RouteHandler<R, AppEnv>;
type ConceptAssistant = ReturnType<typeof conceptAssistant>;
type ConceptVisionReviewer = ReturnType<typeof conceptVisionReviewer>;

const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** The files of a multipart upload with the name given for each (`names` in the same order). */
async function incomingFiles(c: Context<AppEnv>): Promise<IncomingFile[]> {
  const body = await c.req.parseBody({ all: true });
  const files = asList(body.files ?? body['files[]']).filter((f): f is File => typeof f === 'object' && f !== null && 'arrayBuffer' in f);
  const names = asList(body.names ?? body['names[]']).map((n) => (typeof n === 'string' ? n : ''));
  return Promise.all(files.map(async (file, i) => ({ name: names[i] ?? '', fileName: file.name || 'file', bytes: new Uint8Array(await file.arrayBuffer()) })));
}

export function projectsHandlers(deps: AppDeps, projects: ProjectsService, resultsOf: ResultsService, assistConcept: ConceptAssistant, reviewConcept: ConceptVisionReviewer, trustProxy: boolean) {
  const info = (c: Context<AppEnv>) => requestInfoOf(c, trustProxy);
  const language = (c: Context<AppEnv>) => c.get('language');
  return {
    create: (async (c) => c.json(await projects.create(c.get('auth'), c.req.valid('json'), info(c)), 201)) satisfies Handler<typeof routes.createProject>,
    list: (async (c) => c.json(await projects.list(c.get('auth'), c.req.valid('query')), 200)) satisfies Handler<typeof routes.listProjectsRoute>,
    get: (async (c) => c.json(await projects.detail(c.get('auth'), c.req.valid('param').id, language(c)), 200)) satisfies Handler<typeof routes.getProject>,
    menus: (async (c) => c.json(await projects.selectMenus(c.get('auth'), c.req.valid('param').id, c.req.valid('json').menus, info(c)), 200)) satisfies Handler<typeof routes.selectMenus>,
    segments: (async (c) =>
      c.json(await projects.selectSegments(c.get('auth'), c.req.valid('param').id, c.req.valid('json').segment_ids, info(c)), 200)) satisfies Handler<typeof routes.selectSegments>,
    categories: (async (c) =>
      c.json(await projects.selectCategories(c.get('auth'), c.req.valid('param').id, c.req.valid('json').images, info(c)), 200)) satisfies Handler<typeof routes.selectCategories>,
    productCopy: (async (c) =>
      c.json(await projects.enterProductCopies(c.get('auth'), c.req.valid('param').id, c.req.valid('json').images, info(c)), 200)) satisfies Handler<typeof routes.enterProductCopy>,
    standardValue: (async (c) => {
      const { mode, values } = c.req.valid('json');
      return c.json(await projects.chooseStandardValue(c.get('auth'), c.req.valid('param').id, mode, values, info(c)), 200);
    }) satisfies Handler<typeof routes.chooseStandardValue>,
    concept: (async (c) => c.json(await projects.enterConcept(c.get('auth'), c.req.valid('param').id, c.req.valid('json'), info(c)), 200)) satisfies Handler<typeof routes.enterConcept>,
    conceptAssist: (async (c) => {
      const { id } = c.req.valid('param');
      await projects.ownProject(c.get('auth'), id);
      const { prompt, language: conceptLanguage, category_id, shape } = c.req.valid('json');
      return c.json(await assistConcept(c.get('auth'), id, { prompt, language: conceptLanguage, categoryId: category_id as number, shape: shape as PackShapeCode }, info(c)), 200);
    }) satisfies Handler<typeof routes.conceptAssist>,
    conceptVision: (async (c) => {
      const reviews = await reviewConcept(c.get('auth'), c.req.valid('param').id, c.req.valid('json').image_ids, info(c));
      return c.json({ reviews }, 200);
    }) satisfies Handler<typeof routes.conceptVision>,
    upload: (async (c) => c.json(await projects.upload(c.get('auth'), c.req.valid('param').id, await incomingFiles(c), info(c)), 201)) satisfies Handler<typeof routes.uploadImages>,
    removeImage: (async (c) => {
      const { id, imageId } = c.req.valid('param');
      return c.json(await projects.removeImage(c.get('auth'), id, imageId, info(c)), 200);
    }) satisfies Handler<typeof routes.removeImage>,
    regions: (async (c) => {
      const { id, imageId } = c.req.valid('param');
      return c.json(await projects.markRegions(c.get('auth'), id, imageId, c.req.valid('json').regions, info(c)), 200);
    }) satisfies Handler<typeof routes.markRegions>,
    calculate: (async (c) => c.json(await projects.calculate(c.get('auth'), c.req.valid('param').id, info(c)), 202)) satisfies Handler<typeof routes.calculate>,
    results: (async (c) => c.json(await resultsOf.results(c.get('auth'), c.req.valid('param').id, language(c)), 200)) satisfies Handler<typeof routes.results>,
    scatter: (async (c) => {
      const { segment_id, word_ids } = c.req.valid('query');
      return c.json(await resultsOf.scatter(c.get('auth'), c.req.valid('param').id, segment_id, word_ids as [number, number], language(c)), 200);
    }) satisfies Handler<typeof routes.scatter>,
    report: (async (c) => {
      const { type, segment_id, word_ids, language: reportLanguage, analysis_id } = c.req.valid('json');
      const { pdf, fileName } = await resultsOf.report(c.get('auth'), c.req.valid('param').id, {
        type,
        segmentId: segment_id,
        wordIds: word_ids,
        analysisId: analysis_id,
        language: reportLanguage ?? language(c),
      });
      return c.body(new Uint8Array(pdf), 200, { 'Content-Type': 'application/pdf', 'Content-Disposition': contentDisposition(fileName), 'Cache-Control': 'no-store' });
    }) satisfies Handler<typeof routes.report>,
    file: (async (c) => {
      const link = projects.links.open(c.req.valid('param').token);
      const bytes = link && deps.blobs ? await deps.blobs.get(link.blobKey) : undefined;
      if (!link || !bytes) throw new DomainError('NOT_FOUND');
      // Shown in <img> tags, never run: a stored PDF is a download, and nothing served here may script this origin.
      const headers: Record<string, string> = { 'Content-Type': link.contentType, 'Cache-Control': 'private, max-age=900', 'Content-Security-Policy': "sandbox; default-src 'none'" };
      if (link.contentType === 'application/pdf') headers['Content-Disposition'] = 'attachment';
      return c.body(new Uint8Array(bytes), 200, headers);
    }) satisfies Handler<typeof routes.file>,
  };
}
