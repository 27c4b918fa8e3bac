import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { freePort, startEmbeddedPostgres, withDatabase } from '@packlens/kernel';
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
  const platform = await startPlatform({
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
  };
}
