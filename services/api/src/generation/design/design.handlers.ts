import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../app/context';
import { requestInfoOf } from '../../identity/request-info';
import type { IncomingFile } from '../../projects/uploads';
import { designJobEventStream } from './design-job-events';
import type { DesignProjectsService } from './design-projects-service';
import type * as routes from './design.routes';

type Handler<R extends RouteConfig> = RouteHandler<R, AppEnv>;

const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** The files of a multipart upload (`files` parts). */
async function incomingFiles(c: Context<AppEnv>): Promise<{ files: IncomingFile[]; fields: Record<string, string> }> {
  const body = await c.req.parseBody({ all: true });
  const files = asList(body.files ?? body['files[]']).filter((f): f is File => typeof f === 'object' && f !== null && 'arrayBuffer' in f);
  const fields = Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return { files: await Promise.all(files.map(async (file) => ({ name: '', fileName: file.name || 'file', bytes: new Uint8Array(await file.arrayBuffer()) }))), fields };
}

export function designHandlers(designs: DesignProjectsService, trustProxy: boolean) {
  const info = (c: Context<AppEnv>) => requestInfoOf(c, trustProxy);
  const language = (c: Context<AppEnv>) => c.get('language');
  return {
    create: (async (c) => c.json(await designs.create(c.get('auth'), c.req.valid('json'), info(c)), 201)) satisfies Handler<typeof routes.createDesignProject>,
    get: (async (c) => c.json(await designs.detail(c.get('auth'), c.req.valid('param').id, language(c)), 200)) satisfies Handler<typeof routes.getDesignProject>,
    upload: (async (c) => {
      const { files, fields } = await incomingFiles(c);
      return c.json(await designs.upload(c.get('auth'), c.req.valid('param').id, files, info(c), { psdLayers: fields.psd_layers === 'true' }), 201);
    }) satisfies Handler<typeof routes.uploadDesignInputs>,
    generate: (async (c) => c.json(await designs.generate(c.get('auth'), c.req.valid('param').id, c.req.valid('json'), info(c)), 202)) satisfies Handler<typeof routes.requestDesignGeneration>,
    jobEvents: (async (c) => {
      const { id, jobId } = c.req.valid('param');
      const auth = c.get('auth');
      // The first read answers 404 before the stream opens; later reads follow the job.
      await designs.job(auth, id, jobId, language(c));
      return designJobEventStream(c, () => designs.job(auth, id, jobId, language(c))) as never;
    }) satisfies Handler<typeof routes.designJobEvents>,
    gallery: (async (c) => c.json(await designs.gallery(c.get('auth'), c.req.valid('param').id, language(c), c.req.valid('query').order), 200)) satisfies Handler<typeof routes.designGallery>,
    imagePrintReadiness: (async (c) => {
      const { id, imageId } = c.req.valid('param');
      return c.json(await designs.printReadiness(c.get('auth'), id, { imageId }, c.req.valid('query'), language(c)), 200);
    }) satisfies Handler<typeof routes.imagePrintReadiness>,
    inputPrintReadiness: (async (c) => {
      const { id, inputId } = c.req.valid('param');
      return c.json(await designs.printReadiness(c.get('auth'), id, { inputId }, c.req.valid('query'), language(c)), 200);
    }) satisfies Handler<typeof routes.inputPrintReadiness>,
    promptAssist: (async (c) => {
      const body = c.req.valid('json');
      return c.json(await designs.promptAssist(c.get('auth'), c.req.valid('param').id, { prompt: body.prompt, categoryId: body.category_id!, shape: body.shape! }, info(c)), 200);
    }) satisfies Handler<typeof routes.designPromptAssist>,
    regenerate: (async (c) => {
      const { id, jobId } = c.req.valid('param');
      return c.json(await designs.regenerate(c.get('auth'), id, jobId, info(c)), 202);
    }) satisfies Handler<typeof routes.regenerateDesign>,
    evaluate: (async (c) => {
      const { id, imageId } = c.req.valid('param');
      return c.json(await designs.evaluate(c.get('auth'), id, imageId, info(c)), 201);
    }) satisfies Handler<typeof routes.evaluateDesignImage>,
    deleteImage: (async (c) => {
      const { id, imageId } = c.req.valid('param');
      await designs.deleteImage(c.get('auth'), id, imageId, info(c));
      return c.body(null, 204);
    }) satisfies Handler<typeof routes.deleteDesignImage>,
  };
}
