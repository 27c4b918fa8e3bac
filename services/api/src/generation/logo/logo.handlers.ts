import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../app/context';
import { requestInfoOf } from '../../identity/request-info';
import type { IncomingFile } from '../../projects/uploads';
import { designJobEventStream } from '../design/design-job-events';
import type { LogoProjectsService } from './logo-projects-service';
import type * as routes from './logo.routes';

type Handler<R extends RouteConfig> = RouteHandler<R, AppEnv>;

const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** The files of a multipart upload (`files` parts). */
async function incomingFiles(c: Context<AppEnv>): Promise<IncomingFile[]> {
  const body = await c.req.parseBody({ all: true });
  const files = asList(body.files ?? body['files[]']).filter((f): f is File => typeof f === 'object' && f !== null && 'arrayBuffer' in f);
  return Promise.all(files.map(async (file) => ({ name: '', fileName: file.name || 'file', bytes: new Uint8Array(await file.arrayBuffer()) })));
}

export function logoHandlers(logos: LogoProjectsService, trustProxy: boolean) {
  const info = (c: Context<AppEnv>) => requestInfoOf(c, trustProxy);
  const language = (c: Context<AppEnv>) => c.get('language');
  return {
    create: (async (c) => c.json(await logos.create(c.get('auth'), c.req.valid('json'), info(c)), 201)) satisfies Handler<typeof routes.createLogoProject>,
    get: (async (c) => c.json(await logos.detail(c.get('auth'), c.req.valid('param').id, language(c)), 200)) satisfies Handler<typeof routes.getLogoProject>,
    brief: (async (c) => c.json(await logos.enterBrief(c.get('auth'), c.req.valid('param').id, c.req.valid('json'), info(c)), 200)) satisfies Handler<typeof routes.enterLogoBrief>,
    upload: (async (c) => c.json(await logos.upload(c.get('auth'), c.req.valid('param').id, await incomingFiles(c), info(c)), 201)) satisfies Handler<typeof routes.uploadLogoReferences>,
    removeReference: (async (c) => {
      const { id, inputId } = c.req.valid('param');
      await logos.removeReference(c.get('auth'), id, inputId, info(c));
      return c.body(null, 204);
    }) satisfies Handler<typeof routes.removeLogoReference>,
    generate: (async (c) => c.json(await logos.generate(c.get('auth'), c.req.valid('param').id, c.req.valid('json'), info(c)), 202)) satisfies Handler<typeof routes.requestLogoGeneration>,
    jobEvents: (async (c) => {
      const { id, jobId } = c.req.valid('param');
      const auth = c.get('auth');
      // The first read answers 404 before the stream opens; later reads follow the job.
      await logos.job(auth, id, jobId, language(c));
      return designJobEventStream(c, () => logos.job(auth, id, jobId, language(c))) as never;
    }) satisfies Handler<typeof routes.logoJobEvents>,
    gallery: (async (c) => c.json(await logos.gallery(c.get('auth'), c.req.valid('param').id, language(c)), 200)) satisfies Handler<typeof routes.logoGallery>,
    deleteImage: (async (c) => {
      const { id, imageId } = c.req.valid('param');
      await logos.deleteImage(c.get('auth'), id, imageId, info(c));
      return c.body(null, 204);
    }) satisfies Handler<typeof routes.deleteLogoImage>,
  };
}
