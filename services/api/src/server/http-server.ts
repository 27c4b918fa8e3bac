import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppDeps } from '../app/deps';
import { createApp } from '../app/create-app';
import { startKeyEvictions } from '../api-keys/key-evictions';
import { startResultsEvictions } from '../projects/results-cache';
import type { AccountsOptions } from '../identity/settings';
import { devMailPage } from '../mail/dev-mail';
import { serveConsole } from './static-console';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface ServerOptions {
  host: string;
  port: number;
  webDist?: string;
  adminDist?: string;
  /** Mail, rate limits and proxy settings of the accounts flows; from the environment when absent. */
  accounts?: AccountsOptions;
  /** The database to LISTEN on for changes made through other replicas to API keys (key-evictions.ts) and to the read models of kept results (results-cache.ts). */
  connectionString?: string;
}

/** Injected into a console's index.html: run-time configuration such as the China edition or the development mailbox. */
export function runtimeConfigScript(config: Record<string, unknown>): string {
  return `<script>window.__PACKLENS_CONFIG__=${JSON.stringify(config)}</script>`;
}
const withRuntimeConfig = (config: Record<string, unknown>) => (html: string) => html.replace('<!--packlens-config-->', runtimeConfigScript(config));

/** One origin for everything: the API at /api/, the admin console at /admin/, the customer app at /. */
export function createHttpApp(deps: AppDeps, options: Partial<ServerOptions> = {}) {
  const { api, identity, accounts, apiKeys, keptResults } = createApp(deps, options.accounts);
  const root = new Hono();
  root.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'same-origin');
    c.header('X-Frame-Options', 'DENY');
    // Browsers keep to HTTPS once they have seen it; only in production, where the product is served over TLS.
    if (deps.config.production) c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
  root.route('/', api);
  // The development mailbox lives in the console (super admin only). Never in production.
  if (accounts.devMail) root.get('/dev/mail', devMailPage);
  root.get('/admin', (c) => c.redirect('/admin/', 301));
  root.use(
    '/admin/*',
    serveConsole({ root: options.adminDist ?? path.join(repoRoot, 'consoles/admin/dist'), basePath: '/admin/', transformIndex: withRuntimeConfig({ devMail: accounts.devMail }) }),
  );
  root.use(
    '*',
    serveConsole({
      root: options.webDist ?? path.join(repoRoot, 'consoles/web/dist'),
      basePath: '/',
      transformIndex: withRuntimeConfig({ edition: deps.config.edition }),
    }),
  );
  return { app: root, identity, accounts, apiKeys, keptResults };
}

export function startHttpServer(deps: AppDeps, options: ServerOptions): Promise<{ server: ServerType; close(): Promise<void> }> {
  const { app, apiKeys, keptResults } = createHttpApp(deps, options);
  // A key revoked, or its client suspended, through another replica: dropped from this process's keys at once.
  const evictions = options.connectionString && (deps.config.apiKeyCacheMs ?? 0) > 0 ? startKeyEvictions(options.connectionString, apiKeys.forgetClient, (error) => deps.logger.warn({ err: error }, 'API key evictions')) : undefined;
  // A read model changed through any replica: the results answers this process keeps go.
  const resultChanges = options.connectionString && (deps.config.resultsCacheMs ?? 0) > 0 ? startResultsEvictions(options.connectionString, keptResults, (error) => deps.logger.warn({ err: error }, 'results cache evictions')) : undefined;
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, hostname: options.host, port: options.port }, () =>
      resolve({
        server,
        close: async () => {
          await new Promise<void>((done) => server.close(() => done()));
          await evictions?.stop();
          await resultChanges?.stop();
        },
      }),
    );
  });
}
