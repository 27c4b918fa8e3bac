import { randomBytes } from 'node:crypto';
import { chmod, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { freePort, startEmbeddedPostgres, withDatabase } from '@packlens/kernel';
import { modelCacheDir } from '../../services/scoring/src/backbone/cache';
import { startPlatform } from '@packlens/scripts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
  }
}

/**
 * The whole product as `make start` runs it (built consoles, API, read models, seeded accounts) on a fresh
 * database: on DATABASE_URL's server when set, else on an embedded PostgreSQL of its own.
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.DATABASE_URL;
  let stopServer = async () => undefined as void;
  let parent: string | undefined;
  if (!adminUrl) {
    parent = await mkdtemp(path.join(tmpdir(), 'packlens-e2e-pg-'));
    await chmod(parent, 0o755);
    const server = await startEmbeddedPostgres({ dataDir: path.join(parent, 'data'), persistent: false });
    adminUrl = server.adminUrl;
    stopServer = server.stop;
  }
  const name = `packlens_e2e_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const databaseUrl = withDatabase(adminUrl, name);
  const port = await freePort();
  // The serial server trains, promotes and rolls back model versions (learning-data-console.spec): it reads a copy
  // of the model cache, so the other server's scoring and the developer's active model are never touched.
  const copiedCache = project.name === 'e2e-serial' ? await copyModelCache() : undefined;
  const platform = await startPlatform({
    modelCacheDir: copiedCache,
    databaseUrl,
    port,
    jwtSecret: randomBytes(32).toString('hex'),
    logger: pino({ level: process.env.E2E_LOG_LEVEL ?? 'warn' }),
    // Every spec logs the seeded accounts in from 127.0.0.1; the limits themselves are checked by the API specs.
    rateLimits: { loginFailuresPerSource: { limit: 1000, windowSeconds: 900 }, loginPerIp: { limit: 10_000, windowSeconds: 900 } },
  });
  project.provide('baseUrl', platform.url);
  project.provide('databaseUrl', databaseUrl);
  return async () => {
    await platform.stop();
    if (process.env.DATABASE_URL) {
      const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    }
    await stopServer();
    if (parent) await rm(parent, { recursive: true, force: true });
    if (copiedCache) await rm(copiedCache, { recursive: true, force: true });
  };
}

/** The backbone and the model versions of the set-up's cache (features are extracted again as needed). */
async function copyModelCache(): Promise<string> {
  const copy = await mkdtemp(path.join(tmpdir(), 'packlens-e2e-models-'));
  for (const part of ['heads', 'mobilenet_v2-fused-v1']) await cp(path.join(modelCacheDir(), part), path.join(copy, part), { recursive: true });
  return copy;
}
