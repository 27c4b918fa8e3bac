import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../app/context';
import { requestInfoOf } from '../identity/request-info';
import type * as routes from './webhooks.routes';
import type { WebhooksService } from './webhooks-service';
import { cursorPage } from '../app/cursor-page';

type Handler<R extends RouteConfig> = RouteHandler<R, AppEnv>;

export function webhooksHandlers(webhooks: WebhooksService, trustProxy: boolean) {
  const info = (c: Context<AppEnv>) => requestInfoOf(c, trustProxy);
  return {
    list: (async (c) => c.json(cursorPage(c, await webhooks.list(c.get('auth')), (endpoint) => endpoint.id, c.req.valid('query')), 200)) satisfies Handler<typeof routes.listEndpoints>,
    create: (async (c) => c.json(await webhooks.register(c.get('auth'), c.req.valid('json'), info(c)), 201)) satisfies Handler<typeof routes.createEndpoint>,
    get: (async (c) => c.json(await webhooks.get(c.get('auth'), c.req.valid('param').id), 200)) satisfies Handler<typeof routes.getEndpoint>,
    remove: (async (c) => c.json(await webhooks.remove(c.get('auth'), c.req.valid('param').id, info(c)), 200)) satisfies Handler<typeof routes.removeEndpoint>,
    disable: (async (c) => c.json(await webhooks.setEnabled(c.get('auth'), c.req.valid('param').id, false, info(c)), 200)) satisfies Handler<typeof routes.disableEndpoint>,
    enable: (async (c) => c.json(await webhooks.setEnabled(c.get('auth'), c.req.valid('param').id, true, info(c)), 200)) satisfies Handler<typeof routes.enableEndpoint>,
    rotate: (async (c) => c.json(await webhooks.rotateSecret(c.get('auth'), c.req.valid('param').id, info(c)), 200)) satisfies Handler<typeof routes.rotateSecret>,
    test: (async (c) => c.json(await webhooks.sendTest(c.get('auth'), c.req.valid('param').id, info(c)), 202)) satisfies Handler<typeof routes.sendTest>,
    deliveries: (async (c) => c.json(await webhooks.deliveries(c.get('auth'), c.req.valid('param').id, c.req.valid('query')), 200)) satisfies Handler<typeof routes.listDeliveries>,
    delivery: (async (c) => {
      const { id, deliveryId } = c.req.valid('param');
      return c.json(await webhooks.delivery(c.get('auth'), id, deliveryId), 200);
    }) satisfies Handler<typeof routes.getDelivery>,
    replay: (async (c) => {
      const { id, deliveryId } = c.req.valid('param');
      return c.json(await webhooks.replay(c.get('auth'), id, deliveryId, info(c)), 202);
    }) satisfies Handler<typeof routes.replayDelivery>,
  };
}
