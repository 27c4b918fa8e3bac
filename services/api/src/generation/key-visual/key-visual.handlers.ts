import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type pg from 'pg';
import type { AppEnv } from '../../app/context';
import { requestInfoOf } from '../../identity/request-info';
import type { IncomingFile } from '../../projects/uploads';
import type { ChunkFeed } from '../chunk-feed';
import { keyVisualJobEventStream } from './key-visual-job-events';
import type { KeyVisualProjectsService } from './key-visual-projects-service';
import type * as routes from './key-visual.routes';

type Handler<R extends RouteConfig> = RouteHandler<R, AppEnv>;

const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** The files of a multipart upload (`files` parts). */
async function incomingFiles(c: Context<AppEnv>): Promise<IncomingFile[]> {
  const body = await c.req.parseBody({ all: true });
  const files = asList(body.files ?? body['files[]']).filter((f): f is File => typeof f === 'object' && f !== null && 'arrayBuffer' in f);
  return Promise.all(files.map(async (file) => ({ name: '', fileName: file.name || 'file', bytes: new Uint8Array(await file.arrayBuffer()) })));
}

export function keyVisualHandlers(visuals: KeyVisualProjectsService, deps: { pool: pg.Pool; feed: ChunkFeed }, trustProxy: boolean) {
  const info = (c: Context<AppEnv>) => requestInfoOf(c, trustProxy);
  const language = (c: Context<AppEnv>) => c.get('language');
  return {
    create: (async (c) => c.json(await visuals.create(c.get('auth'), c.req.valid('json'), info(c)), 201)) satisfies Handler<typeof routes.createKeyVisualProject>,
    get: (async (c) => c.json(await visuals.detail(c.get('auth'), c.req.valid('param').id, language(c)), 200)) satisfies Handler<typeof routes.getKeyVisualProject>,
    menu: (async (c) => c.json(await visuals.selectMenu(c.get('auth'), c.req.valid('param').id, c.req.valid('json'), info(c)), 200)) satisfies Handler<typeof routes.selectKeyVisualMenu>,
    pack: (async (c) => c.json(await visuals.uploadPack(c.get('auth'), c.req.valid('param').id, await incomingFiles(c), info(c)), 201)) satisfies Handler<typeof routes.uploadKeyVisualPack>,
    message: (async (c) => c.json(await visuals.message(c.get('auth'), c.req.valid('param').id, c.req.valid('json'), info(c)), 202)) satisfies Handler<typeof routes.sendKeyVisualMessage>,
    generate: (async (c) => c.json(await visuals.generate(c.get('auth'), c.req.valid('param').id, c.req.valid('json'), info(c)), 202)) satisfies Handler<typeof routes.requestKeyVisualImages>,
    jobEvents: (async (c) => {
      const { id, jobId } = c.req.valid('param');
      const auth = c.get('auth');
      // The first read answers 404 before the stream opens; later reads follow the job.
      await visuals.job(auth, id, jobId, language(c));
      return keyVisualJobEventStream(c, deps, jobId, () => visuals.job(auth, id, jobId, language(c))) as never;
    }) satisfies Handler<typeof routes.keyVisualJobEvents>,
    gallery: (async (c) => c.json(await visuals.gallery(c.get('auth'), c.req.valid('param').id, language(c)), 200)) satisfies Handler<typeof routes.keyVisualGallery>,
    deleteImage: (async (c) => {
      const { id, imageId } = c.req.valid('param');
      await visuals.deleteImage(c.get('auth'), id, imageId, info(c));
      return c.body(null, 204);
    }) satisfies Handler<typeof routes.deleteKeyVisualImage>,
  };
}
