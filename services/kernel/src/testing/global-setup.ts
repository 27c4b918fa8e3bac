import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded';

import './provided-context';

/**
 * One PostgreSQL server per test run (STYLE.md): DATABASE_URL's server when set, else an embedded one in a
 * temporary directory. Each spec file then creates its own database on it.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgAdminUrl', process.env.DATABASE_URL);
    return;
  }
  const parent = await mkdtemp(path.join(tmpdir(), 'packlens-test-pg-'));
  await chmod(parent, 0o755); // as root, the server runs as the postgres user, which must reach its data directory
  const dataDir = path.join(parent, 'data');
  const server = await startEmbeddedPostgres({ dataDir, persistent: false });
  project.provide('pgAdminUrl', server.adminUrl);
  return async () => {
    await server.stop();
    await rm(parent, { recursive: true, force: true });
  };
}
