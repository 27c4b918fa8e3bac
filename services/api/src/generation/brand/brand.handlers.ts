import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../app/context';
import { requestInfoOf } from '../../identity/request-info';
import type { IncomingFile } from '../../projects/uploads';
import type { BrandModelsService } from './brand-models-service';
import type * as routes from './brand.routes';

type Handler<R extends RouteConfig> = RouteHandler<R, AppEnv>;

const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** The files of a multipart body's parts named `name`. */
async function filesOf(c: Context<AppEnv>, name: string): Promise<IncomingFile[]> {
  const body = await c.req.parseBody({ all: true });
  const files = asList(body[name] ?? body[`${name}[]`]).filter((f): f is File => typeof f === 'object' && f !== null && 'arrayBuffer' in f);
  return Promise.all(files.map(async (file) => ({ name: '', fileName: file.name || 'file', bytes: new Uint8Array(await file.arrayBuffer()) })));
}

export function brandHandlers(brands: BrandModelsService, trustProxy: boolean) {
  const info = (c: Context<AppEnv>) => requestInfoOf(c, trustProxy);
  const language = (c: Context<AppEnv>) => c.get('language');
  return {
    create: (async (c) => c.json(await brands.create(c.get('auth'), c.req.valid('json'), info(c)), 201)) satisfies Handler<typeof routes.createBrandModel>,
    list: (async (c) => c.json(await brands.list(c.get('auth'), language(c)), 200)) satisfies Handler<typeof routes.listBrandModels>,
    get: (async (c) => c.json(await brands.detail(c.get('auth'), c.req.valid('param').id, language(c)), 200)) satisfies Handler<typeof routes.getBrandModel>,
    uploadImages: (async (c) => c.json(await brands.uploadImages(c.get('auth'), c.req.valid('param').id, await filesOf(c, 'files'), info(c)), 201)) satisfies Handler<typeof routes.uploadBrandImages>,
    removeImage: (async (c) => {
      const { id, imageId } = c.req.valid('param');
      return c.json(await brands.removeImage(c.get('auth'), id, imageId, info(c)), 200);
    }) satisfies Handler<typeof routes.removeBrandImage>,
    uploadLora: (async (c) => c.json(await brands.uploadLora(c.get('auth'), c.req.valid('param').id, (await filesOf(c, 'file'))[0], info(c)), 201)) satisfies Handler<typeof routes.uploadBrandLora>,
    train: (async (c) => c.json(await brands.train(c.get('auth'), c.req.valid('param').id, info(c)), 202)) satisfies Handler<typeof routes.trainBrandModel>,
  };
}
